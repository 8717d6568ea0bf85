/**
 * <slide-carousel>: the site's carousel without a framework (issue #14), the script behind the hero
 * slideshows (HeroCarousel.astro) and the signature dishes (components/hotels/SignatureDelights.astro).
 * The slides, arrows, dots and Pause button are in the HTML; this element only moves between them
 * (storefront §4 "Hero carousels", "Menu panel"; FEATURES CONST-07, CONST-08, HOTEL-05):
 * - the index wraps both ways (lib/carousel); arrows and dots are buttons; ArrowLeft/ArrowRight work
 *   while focus is inside;
 * - `data-interval` > 0 auto-advances, restarting the wait after every change; it pauses on hover and
 *   while focus is inside, and never runs under prefers-reduced-motion; the visible Pause/Play button
 *   stops it until pressed again (WCAG 2.2.2): arrows, dots and swipes keep it stopped;
 * - a pointer swipe or drag beyond `data-swipe` px changes slide, and the click ending it is swallowed.
 * A cover ([data-reveal], the sweets home) keeps the slideshow hidden and still until pressed.
 * A tap on a button before this script ran is replayed once it has (data-holds-taps, client/held-taps.ts).
 * Once wired it sets `data-ready`; once the page has loaded (or on the first change), `data-armed`,
 * which lets the other slides' pictures load.
 */
import { DEFAULT_SWIPE_THRESHOLD_PX, nextIndex, previousIndex, swipeStep, wrapIndex } from '../../lib/carousel/carousel-index.ts';
import { replayHeldTap } from '../../client/held-taps.ts';
import { whenIdle } from '../../islands/ui/main-thread.ts';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export class SlideCarouselElement extends HTMLElement {
  #index = 0;
  #hovered = false;
  #focused = false;
  #stopped = false;
  #timer: number | undefined;
  #reducedMotion: MediaQueryList | undefined;
  #swipeFrom: { x: number; y: number } | null = null;
  #swallowClick = false;

  connectedCallback(): void {
    if (this.dataset['ready'] !== undefined) return;
    this.#reducedMotion = window.matchMedia(REDUCED_MOTION_QUERY);
    this.#reducedMotion.addEventListener('change', () => this.#render());

    const region = this.querySelector('section');
    region?.addEventListener('mouseenter', () => this.#set(() => (this.#hovered = true)));
    region?.addEventListener('mouseleave', () => this.#set(() => (this.#hovered = false)));
    region?.addEventListener('focusin', () => this.#set(() => (this.#focused = true)));
    region?.addEventListener('focusout', (event) => {
      if (!(event.relatedTarget instanceof Node && region.contains(event.relatedTarget))) this.#set(() => (this.#focused = false));
    });
    region?.addEventListener('keydown', (event) => {
      if (event.key === 'ArrowRight') this.#goTo(nextIndex(this.#index, this.#count));
      else if (event.key === 'ArrowLeft') this.#goTo(previousIndex(this.#index, this.#count));
      else return;
      event.preventDefault();
    });
    this.addEventListener('click', (event) => {
      if (event.target instanceof Element && event.target.closest('[data-reveal]')) {
        this.#reveal();
        return;
      }
      const button = event.target instanceof Element ? event.target.closest('button[data-go]') : null;
      if (!(button instanceof HTMLButtonElement)) return;
      const go = button.dataset['go'];
      if (go === 'next') this.#goTo(nextIndex(this.#index, this.#count));
      else if (go === 'previous') this.#goTo(previousIndex(this.#index, this.#count));
      else if (go === 'toggle') this.#set(() => (this.#stopped = !this.#stopped));
      else this.#goTo(Number(go));
    });

    const viewport = this.querySelector<HTMLElement>('[data-viewport]');
    viewport?.addEventListener('pointerdown', (event) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      this.#swipeFrom = { x: event.clientX, y: event.clientY };
      this.#swallowClick = false;
    });
    viewport?.addEventListener('pointerup', (event) => {
      const from = this.#swipeFrom;
      this.#swipeFrom = null;
      if (!from) return;
      const dx = event.clientX - from.x;
      if (Math.abs(dx) < Math.abs(event.clientY - from.y)) return;
      const step = swipeStep(dx, this.#swipeThreshold);
      if (step === 0) return;
      this.#swallowClick = true;
      this.#goTo(step > 0 ? nextIndex(this.#index, this.#count) : previousIndex(this.#index, this.#count));
    });
    viewport?.addEventListener('pointercancel', () => (this.#swipeFrom = null));
    viewport?.addEventListener(
      'click',
      (event) => {
        if (!this.#swallowClick) return;
        this.#swallowClick = false;
        event.preventDefault();
        event.stopPropagation();
      },
      { capture: true },
    );
    viewport?.addEventListener('dragstart', (event) => event.preventDefault());

    this.#render();
    this.dataset['ready'] = '';
    replayHeldTap(this);
    // The other slides' pictures wait until the page has loaded (see HeroCarousel.astro), so they
    // never compete with the first one, the page's largest element.
    const arm = (): void => whenIdle(() => this.#arm(), 2000);
    if (document.readyState === 'complete') arm();
    else window.addEventListener('load', arm, { once: true });
  }

  /** The sweets home: the cover goes, the slideshow shows and takes focus, and its clock starts. */
  #reveal(): void {
    this.querySelector('[data-cover]')?.remove();
    const region = this.querySelector('section');
    if (region) region.hidden = false;
    this.#arm();
    this.#render();
    this.focus();
  }

  #arm(): void {
    this.dataset['armed'] = '';
  }

  disconnectedCallback(): void {
    window.clearTimeout(this.#timer);
  }

  get #slides(): HTMLElement[] {
    return [...this.querySelectorAll<HTMLElement>('[data-slide]')];
  }

  get #count(): number {
    return this.#slides.length;
  }

  get #interval(): number {
    return Number(this.dataset['interval'] ?? 0);
  }

  get #swipeThreshold(): number {
    return Number(this.dataset['swipe'] ?? DEFAULT_SWIPE_THRESHOLD_PX);
  }

  get #autoplaying(): boolean {
    return this.#interval > 0 && this.#count > 1 && !this.#reducedMotion?.matches && !this.querySelector('section')?.hidden;
  }

  #set(change: () => void): void {
    change();
    this.#render();
  }

  #goTo(target: number): void {
    this.#arm();
    this.#set(() => (this.#index = wrapIndex(target, this.#count)));
  }

  /** Shows the state: current slide, dots, Pause/Play, live region; then (re)starts the wait. */
  #render(): void {
    const current = this.#index;
    const reduced = this.#reducedMotion?.matches ?? false;
    const track = this.querySelector<HTMLElement>('[data-track]');
    if (track) {
      track.style.transform = `translateX(-${current * 100}%)`;
      track.style.transitionDuration = reduced ? '0ms' : `${this.dataset['speed'] ?? 500}ms`;
      track.setAttribute('aria-live', this.#autoplaying && !this.#stopped ? 'off' : 'polite');
    }
    this.#slides.forEach((slide, i) => {
      slide.toggleAttribute('inert', i !== current);
      if (i === current) slide.removeAttribute('aria-hidden');
      else slide.setAttribute('aria-hidden', 'true');
    });
    this.querySelectorAll<HTMLButtonElement>('button[data-go]').forEach((button) => {
      const go = button.dataset['go'];
      if (go === 'toggle') {
        button.hidden = !this.#autoplaying;
        button.setAttribute('aria-label', (this.#stopped ? button.dataset['playLabel'] : button.dataset['pauseLabel']) ?? '');
        const glyph = button.querySelector('span');
        if (glyph) glyph.textContent = this.#stopped ? '▶' : '❚❚';
      } else if (go !== 'next' && go !== 'previous') {
        if (Number(go) === current) button.setAttribute('aria-current', 'true');
        else button.removeAttribute('aria-current');
      }
    });

    window.clearTimeout(this.#timer);
    this.#timer = undefined;
    if (this.#autoplaying && !this.#hovered && !this.#focused && !this.#stopped) {
      this.#timer = window.setTimeout(() => this.#goTo(nextIndex(this.#index, this.#count)), this.#interval);
    }
  }
}

export function defineSlideCarousel(): void {
  if (!customElements.get('slide-carousel')) customElements.define('slide-carousel', SlideCarouselElement);
}
