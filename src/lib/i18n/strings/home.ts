/**
 * The UI strings of the home area (issue #44, docs/i18n.md §2): English is the source; Telugu and
 * Hindi have every key (the type check and tests/unit/lib/i18n/ui-strings.test.ts make sure).
 */
import type { Translation } from '../ui-strings.ts';

export const en = {} as const;

export const te: Translation<typeof en> = {};

export const hi: Translation<typeof en> = {};
