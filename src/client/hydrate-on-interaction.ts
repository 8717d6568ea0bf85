/**
 * The `client:interaction` directive: an island's server-rendered HTML shows everything it needs to
 * (a plain form, the default choice, the first tab), and its JavaScript (React and the component)
 * loads only when the visitor first points at, touches, focuses or types into it. Pages whose only
 * interactive parts are such islands ship no framework code until then.
 *
 * Nothing the visitor does before the code arrives is lost: focus stays where it is (components read
 * what was typed when they mount), and a click that lands before hydration is held and replayed on
 * the same element once the component is live.
 *
 * `client:interaction={{ visible: true }}` also starts loading as the island nears the screen (as
 * `client:visible` does), for islands that show data of their own once live (the sweets grid), and
 * still holds a tap that lands before it is ready (issue #16: the Diwali Book tapped right after
 * scrolling to it).
 */
import type { ClientDirective } from 'astro';

const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

function wantsVisible(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'visible' in value && value.visible === true;
}

const hydrateOnInteraction: ClientDirective = (load, options, el) => {
  let started = false;
  let heldClick: HTMLElement | undefined;
  const holdClick = (event: Event) => {
    if (!(event.target instanceof HTMLElement)) return;
    event.preventDefault();
    event.stopPropagation();
    heldClick = event.target;
  };
  const start = async () => {
    if (started) return;
    started = true;
    for (const type of INTERACTIONS) el.removeEventListener(type, start);
    const hydrate = await load();
    await hydrate();
    el.removeEventListener('click', holdClick, true);
    // React attaches its listeners during hydration; let it finish this task before replaying.
    if (heldClick) setTimeout(() => heldClick?.click(), 0);
  };
  el.addEventListener('click', holdClick, true);
  for (const type of INTERACTIONS) el.addEventListener(type, start, { passive: true });
  if (wantsVisible(options.value)) {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void start();
      },
      { rootMargin: '200px' },
    );
    // The island element itself has no box (display: contents): watch what it renders.
    for (const child of el.children) observer.observe(child);
  }
};

export default hydrateOnInteraction;
