/** Build-time loader of the about page (content/about/about.json, one entry). */
import { getEntry } from 'astro:content';

export async function loadAbout() {
  const entry = await getEntry('about', 'about');
  if (!entry) throw new Error('content/about/about.json is missing');
  return entry.data;
}

export type About = Awaited<ReturnType<typeof loadAbout>>;
