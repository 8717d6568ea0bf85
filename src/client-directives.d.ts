/** Types for the project's own Astro client directives (registered in astro.config.mjs). */
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first pointer, touch, focus or key interaction (src/client/hydrate-on-interaction.ts). */
    'client:interaction'?: boolean;
    /**
     * Hydrate at once when the address carries one of these query keys, else on the first interaction
     * (src/directives/hydrate-when-prefilled.ts).
     */
    'client:prefilled'?: readonly string[];
  }
}
