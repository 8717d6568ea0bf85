/**
 * The `client:interaction` directive: an island's server-rendered HTML works on its own (a plain form,
 * plain links), and its JavaScript (React and the component) loads only when the visitor first points
 * at, touches, focuses or types into it. Pages whose only interactive part is such an island ship no
 * framework code until then. The event that started hydration is not lost: focus stays on the element
 * the visitor focused, and the component reads whatever was typed before it took over.
 */
import type { ClientDirective } from 'astro';

const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

const hydrateOnInteraction: ClientDirective = (load, _options, el) => {
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    for (const type of INTERACTIONS) el.removeEventListener(type, start);
    const hydrate = await load();
    await hydrate();
  };
  for (const type of INTERACTIONS) el.addEventListener(type, start, { passive: true });
};

export default hydrateOnInteraction;
