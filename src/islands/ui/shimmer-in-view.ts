/**
 * The loading shimmer of an image box runs only while the box is on screen (issue #14): the box carries
 * data-in-view while it intersects the viewport, and smart-image.css shimmers only such boxes. A lazy
 * picture far below, or in a carousel slide scrolled aside, waits without loading; an animation there
 * is not drawn, yet the browser restyles the page for it at every frame (with the hotels' Full Menu
 * open and left alone, 35 waiting pictures cost 250-290 ms of main thread a second).
 * One observer serves every box. Without IntersectionObserver no box shimmers: it stays a still box.
 */
let observer: IntersectionObserver | undefined;

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) entry.target.toggleAttribute('data-in-view', entry.isIntersecting);
  });
  return observer;
}

/** Keeps data-in-view on `box` while it is on screen; the returned function stops watching. */
export function watchInView(box: Element): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  const watcher = sharedObserver();
  watcher.observe(box);
  return () => watcher.unobserve(box);
}
