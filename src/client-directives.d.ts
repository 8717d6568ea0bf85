/** Types for the project's own Astro client directives (registered in astro.config.mjs). */
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /**
     * Hydrate on the first pointer, touch, focus or key interaction, a click before then replayed
     * (src/client/hydrate-on-interaction.ts); `{ visible: true }` also hydrates near the screen.
     */
    'client:interaction'?: boolean | { visible: true };
    /**
     * Hydrate at once when the address carries one of these query keys, else on the first interaction
     * (src/directives/hydrate-when-prefilled.ts).
     */
    'client:prefilled'?: readonly string[];
  }
}
