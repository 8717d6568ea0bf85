// Renders chosen SVGs to PNG contact sheet for a visual check: node preview.mjs out.png file1.svg file2.svg ...
import sharp from 'sharp';
const [out, ...files] = process.argv.slice(2);
const tile = 300;
const cols = Math.min(4, files.length);
const rows = Math.ceil(files.length / cols);
const tiles = await Promise.all(files.map((file) => sharp(file).resize(tile, tile, { fit: 'contain', background: '#ffffff' }).png().toBuffer()));
await sharp({ create: { width: cols * tile, height: rows * tile, channels: 3, background: '#ffffff' } })
  .composite(tiles.map((input, i) => ({ input, left: (i % cols) * tile, top: Math.floor(i / cols) * tile })))
  .png()
  .toFile(out);
