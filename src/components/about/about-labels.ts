/** Headings of the about page's sections (the texts under them come from content). */
export const ABOUT_HEADINGS = {
  eyebrow: 'Our Story',
  stats: 'Rasika in Numbers',
  timeline: 'Our Journey',
  founder: 'Meet the Founder',
  values: 'Our Values',
} as const;
