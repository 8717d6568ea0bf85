/** Build-time loader of the about page (content/about/about.json, one entry). */
import { getEntry } from 'astro:content';

export async function loadAbout() {
  const entry = await getEntry('about', 'about');
  if (!entry) throw new Error('content/about/about.json is missing');
  return entry.data;
}

export type About = Awaited<ReturnType<typeof loadAbout>>;

/** Headings of the about page's sections (the texts under them come from content). */
export const ABOUT_HEADINGS = {
  eyebrow: 'Our Story',
  stats: 'Rasika in Numbers',
  timeline: 'Our Journey',
  founder: 'Meet the Founder',
  values: 'Our Values',
} as const;
