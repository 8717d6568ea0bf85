/**
 * Issue #42 item 5 (DPDP Act 2023): the privacy notice at /privacy states, from content, what is
 * collected, why, who sees it, how long it is kept (the retention period of content/site/site.json,
 * the value the retention job applies) and whom to ask; every form that collects personal data links
 * to it beside its send button, the footer links to it, and it is in the built sitemap.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { resolveSiteUrl } from '../../src/lib/site/site-url.ts';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';

const CONTENT = join(import.meta.dirname, '../../content');
const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(CONTENT, path), 'utf8')) as T;

const site = readJson<{ email: string; privacy: { enquiryRetentionMonths: number } }>('site/site.json');
const notice = readJson<{ title: string; formNote: string; sections: { title: string }[]; contact: { title: string } }>('privacy/privacy.json');

/** Each form that collects personal data: where it is, its send control, and the part of the page around it. */
const FORMS: { name: string; path: string; scope: (page: Page) => Locator; send: (scope: Locator) => Locator }[] = [
  {
    name: 'the contact form',
    path: '/contact',
    scope: (page) => page.getByRole('region', { name: 'Send an enquiry' }),
    send: (scope) => scope.getByRole('button', { name: 'Send Message' }),
  },
  {
    name: 'the enquiry list',
    path: '/enquiry-list',
    scope: (page) => page.getByRole('main'),
    send: (scope) => scope.getByRole('link', { name: 'Send as one enquiry' }),
  },
  {
    name: 'the quote builder',
    path: '/corporate-gifting#quote-builder',
    scope: (page) => page.getByRole('region', { name: 'Build your gift quote' }),
    send: (scope) => scope.getByRole('button', { name: 'Send quote request' }),
  },
  {
    name: 'the event planner',
    path: '/event-planner',
    scope: (page) => page.getByRole('region', { name: 'Plan your event' }),
    send: (scope) => scope.getByRole('button', { name: 'Send my event plan' }),
  },
];

test('/privacy states what is collected, why, who sees it, how long (the retention period of site.json) and whom to ask', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page).toHaveTitle(new RegExp(`^${notice.title}`));
  await expect(page.getByRole('heading', { level: 1, name: notice.title })).toBeVisible();
  const headings = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(headings).toHaveText([...notice.sections.map((section) => section.title), notice.contact.title]);

  const howLong = page.getByRole('region', { name: 'How long we keep it' });
  await expect(howLong).toContainText(`We keep an enquiry for ${site.privacy.enquiryRetentionMonths} months after we receive it`);
  await expect(page.getByRole('main')).not.toContainText('{');
  await expect(page.getByText(/^Last updated /)).toBeVisible();

  const whomToAsk = page.getByRole('region', { name: notice.contact.title });
  await expect(whomToAsk.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
  await expect(whomToAsk.getByRole('link', { name: /^\+91/ })).toHaveAttribute('href', /^tel:\+91\d+$/);
  await expectNoSeriousA11yViolations(page);
});

for (const form of FORMS) {
  test(`${form.name} (${form.path}) says what the details are for and links to the privacy notice below its send control`, async ({ page }) => {
    // The enquiry list shows its send link only with something on the list.
    await page.addInitScript(() => localStorage.setItem('rasika:enquiry-list', JSON.stringify([{ kind: 'diwali', id: 'kaju-katli', quantity: 1 }])));
    await page.goto(form.path);
    const scope = form.scope(page);
    const link = scope.getByRole('link', { name: notice.title, exact: true });
    await expect(link).toHaveAttribute('href', '/privacy');
    await expect(scope.getByText(notice.formNote)).toBeVisible();

    await link.scrollIntoViewIfNeeded();
    const sendBox = await form.send(scope).boundingBox();
    const linkBox = await link.boundingBox();
    expect(sendBox && linkBox && linkBox.y - (sendBox.y + sendBox.height)).toBeGreaterThanOrEqual(0);
    expect(sendBox && linkBox && linkBox.y - (sendBox.y + sendBox.height)).toBeLessThan(200);

    await link.click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: notice.title })).toBeVisible();
  });
}

test('the site footer links to the privacy notice', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: notice.title, exact: true })).toHaveAttribute('href', '/privacy');
});

test('/privacy is in the built sitemap (dist/)', () => {
  const dist = join(process.cwd(), 'dist');
  const sitemaps = readdirSync(dist).filter((file) => /^sitemap-\d+\.xml$/.test(file));
  expect(sitemaps.length).toBeGreaterThan(0);
  const locations = sitemaps.flatMap((file) => [...readFileSync(join(dist, file), 'utf8').matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]));
  expect(locations).toContain(`${resolveSiteUrl(process.env)}/privacy`);
});
