/**
 * The about page /about (storefront §2 About; FEATURES ABOUT-01..ABOUT-04): heritage story, the four
 * stats, the 2009 / 2017 / 2024 timeline, the founder and four values; no JavaScript of its own.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

const about = JSON.parse(readFileSync(join(import.meta.dirname, '../../content/about/about.json'), 'utf8')) as {
  story: { title: string; paragraphs: string[] };
  founder: { name: string; role: string; quote: string };
  values: { title: string }[];
};

test('ABOUT-01 the heritage story is the page heading with its paragraphs and picture', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(about.story.title);
  const story = page.getByRole('region', { name: about.story.title, exact: true });
  for (const paragraph of about.story.paragraphs) await expect(story.getByText(paragraph)).toBeVisible();
  await expect(story.getByRole('img')).toBeVisible();
});

test('ABOUT-02 GEN-06 stats: 16+ Years, 150+ Artisans, 10K+ Patrons, 2 Locations', async ({ page }) => {
  await page.goto('/about');
  const stats = page.getByRole('region', { name: 'Rasika in Numbers', exact: true }).getByRole('listitem');
  await expect(stats).toHaveText(['16+ Years', '150+ Artisans', '10K+ Patrons', '2 Locations']);
});

test('ABOUT-03 the timeline reads 2009, 2017, 2024 in order', async ({ page }) => {
  await page.goto('/about');
  const timeline = page.getByRole('region', { name: 'Our Journey', exact: true }).getByRole('listitem');
  await expect(timeline).toHaveCount(3);
  for (const [i, year] of ['2009', '2017', '2024'].entries()) {
    await expect(timeline.nth(i).getByText(year, { exact: true })).toBeVisible();
  }
});

test('ABOUT-04 the founder profile and exactly four values', async ({ page }) => {
  await page.goto('/about');
  const founder = page.getByRole('region', { name: 'Meet the Founder', exact: true });
  await expect(founder.getByRole('heading', { name: about.founder.name })).toBeVisible();
  await expect(founder.getByText(about.founder.role, { exact: true })).toBeVisible();
  await expect(founder.getByText(about.founder.quote)).toBeVisible();
  await expect(founder.getByRole('img')).toBeVisible();
  const values = page.getByRole('region', { name: 'Our Values', exact: true }).getByRole('heading', { level: 3 });
  await expect(values).toHaveText(about.values.map((value) => value.title));
  expect(about.values).toHaveLength(4);
});

test('ABOUT-01 speed: no island of its own; the story picture is in the HTML, sized, high priority', async ({ page, request }) => {
  const html = await (await request.get('/about')).text();
  const picture = /<img[^>]*heritage[^>]*>/i.exec(html)?.[0] ?? '';
  expect(picture).toMatch(/fetchpriority="high"/i);
  expect(picture).toMatch(/loading="eager"/);
  expect(picture).toMatch(/width="\d+"[^>]*height="\d+"/);
  await page.goto('/about');
  const islands = await page.locator('astro-island').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('component-url') ?? ''));
  expect(islands).toEqual([expect.stringMatching(/HeaderSearch/)]);
});
