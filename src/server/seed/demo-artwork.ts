/** Draws a simple, consistent SVG illustration of a sweet or snack on a plate. */
import type { ArtShape } from './demo-products.ts';

function piece(shape: ArtShape, x: number, y: number, fill: string, accent: string): string {
  switch (shape) {
    case 'diamond':
      return `<path d="M${x} ${y - 34} L${x + 42} ${y} L${x} ${y + 34} L${x - 42} ${y} Z" fill="${fill}" stroke="${accent}" stroke-width="4"/>`;
    case 'ball':
      return `<circle cx="${x}" cy="${y}" r="34" fill="${fill}"/><circle cx="${x - 10}" cy="${y - 12}" r="9" fill="#ffffff" opacity=".35"/><circle cx="${x + 8}" cy="${y + 6}" r="4" fill="${accent}"/>`;
    case 'square':
      return `<rect x="${x - 32}" y="${y - 32}" width="64" height="64" rx="8" fill="${fill}"/><circle cx="${x}" cy="${y}" r="7" fill="${accent}"/>`;
    case 'swirl':
      return `<ellipse cx="${x}" cy="${y}" rx="44" ry="30" fill="${fill}"/><path d="M${x - 24} ${y} q24 -22 48 0" stroke="${accent}" stroke-width="6" fill="none" stroke-linecap="round"/>`;
    case 'bar':
      return `<rect x="${x - 44}" y="${y - 20}" width="88" height="40" rx="18" fill="${fill}"/><rect x="${x - 30}" y="${y - 6}" width="60" height="12" rx="6" fill="${accent}"/>`;
    case 'mix':
      return [0, 1, 2, 3, 4, 5]
        .map((i) => `<ellipse cx="${x - 30 + (i % 3) * 30}" cy="${y - 10 + Math.floor(i / 3) * 22}" rx="14" ry="8" fill="${i % 2 ? accent : fill}" transform="rotate(${i * 27} ${x} ${y})"/>`)
        .join('');
    case 'biscuit':
      return `<circle cx="${x}" cy="${y}" r="36" fill="${fill}" stroke="${accent}" stroke-width="5" stroke-dasharray="6 5"/><circle cx="${x - 10}" cy="${y - 6}" r="3" fill="${accent}"/><circle cx="${x + 9}" cy="${y + 8}" r="3" fill="${accent}"/>`;
    case 'disc':
      return `<ellipse cx="${x}" cy="${y}" rx="38" ry="30" fill="${fill}"/><ellipse cx="${x}" cy="${y - 4}" rx="14" ry="10" fill="${accent}"/>`;
  }
}

export function drawProductArtwork(name: string, art: { shape: ArtShape; fill: string; accent: string }): string {
  const pieces = [
    [300, 250],
    [210, 300],
    [390, 300],
    [255, 360],
    [345, 360],
  ]
    .map(([x = 0, y = 0]) => piece(art.shape, x, y, art.fill, art.accent))
    .join('');
  const title = name.replace(/[<>&"]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600" role="img" aria-label="${title}">
<title>${title}</title>
<rect width="600" height="600" fill="#fbf3e4"/>
<circle cx="300" cy="300" r="250" fill="#7a1f2b" opacity=".08"/>
<ellipse cx="300" cy="330" rx="220" ry="150" fill="#ffffff" stroke="#d4a24c" stroke-width="10"/>
<ellipse cx="300" cy="330" rx="180" ry="115" fill="none" stroke="#f0d9a8" stroke-width="4"/>
${pieces}
</svg>`;
}
