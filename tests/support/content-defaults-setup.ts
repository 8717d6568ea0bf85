/**
 * Vitest global setup: writes the content defaults and artwork manifest the content functions import
 * (scripts/content-defaults.mjs; gitignored, so a fresh clone has none until this or a build runs).
 */
import { writeContentDefaults } from '../../scripts/content-defaults.mjs';

export default function setup(): void {
  writeContentDefaults();
}
