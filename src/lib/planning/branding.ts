/** How a corporate gift box can carry the company (issue #17); no schema library, for the island. */
export const BRANDING_OPTIONS = ['none', 'logo-sleeve', 'printed-message'] as const;
export type Branding = (typeof BRANDING_OPTIONS)[number];

export const BRANDING_LABELS: Record<Branding, string> = {
  none: 'No branding',
  'logo-sleeve': 'Logo sleeve',
  'printed-message': 'Printed message',
};
