// @vitest-environment jsdom
/**
 * The React twin of SmartImage (SHELL-17): placeholder while loading, loaded state once the image
 * has loaded (the CSS fades it in), "Image not available" when it fails; width and height always set.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import SmartImage from '../../../src/islands/ui/SmartImage.tsx';

afterEach(cleanup);

const image = {
  src: '/_astro/kaju-katli.jpg',
  width: 1600,
  height: 1000,
  sources: [
    { type: 'image/avif', srcSet: '/_astro/kaju-katli-320.avif 320w, /_astro/kaju-katli-640.avif 640w' },
    { type: 'image/webp', srcSet: '/_astro/kaju-katli-320.webp 320w, /_astro/kaju-katli-640.webp 640w' },
  ],
};

function box(): HTMLElement {
  const img = screen.getByRole('img', { name: 'Kaju katli on a brass plate' });
  const wrapper = img.closest('.smart-image');
  if (!(wrapper instanceof HTMLElement)) throw new Error('no SmartImage box');
  return wrapper;
}

describe('SmartImage (React)', () => {
  test('starts in the loading state with width, height and the aspect ratio reserved', () => {
    render(<SmartImage image={image} alt="Kaju katli on a brass plate" width={800} />);
    const img = screen.getByRole('img', { name: 'Kaju katli on a brass plate' });
    expect(img.getAttribute('width')).toBe('800');
    expect(img.getAttribute('height')).toBe('500');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(box().dataset['state']).toBe('loading');
    expect(box().style.getPropertyValue('--smart-image-ratio')).toBe('800 / 500');
  });

  test('offers AVIF and WebP sources in a <picture>', () => {
    const { container } = render(<SmartImage image={image} alt="Kaju katli on a brass plate" />);
    const types = [...container.querySelectorAll('picture source')].map((source) => source.getAttribute('type'));
    expect(types).toEqual(['image/avif', 'image/webp']);
  });

  test('switches to loaded when the image loads', () => {
    render(<SmartImage image={image} alt="Kaju katli on a brass plate" loading="eager" fetchPriority="high" />);
    fireEvent.load(screen.getByRole('img', { name: 'Kaju katli on a brass plate' }));
    expect(box().dataset['state']).toBe('loaded');
  });

  test('shows "Image not available" when the image fails', () => {
    render(<SmartImage image="/missing.jpg" alt="Kaju katli on a brass plate" width={400} height={300} />);
    fireEvent.error(screen.getByRole('img', { name: 'Kaju katli on a brass plate' }));
    expect(box().dataset['state']).toBe('error');
    expect(screen.getByText('Image not available')).toBeTruthy();
  });

  test('marks itself as hydrated, so the CSS only hides images while a script can reveal them', () => {
    render(<SmartImage image={image} alt="Kaju katli on a brass plate" />);
    expect(box().hasAttribute('data-island')).toBe(true);
  });
});
