/**
 * /catering-events (storefront §2 Catering and events, §4 Catering page, §9; FEATURES
 * CATER-01..CATER-11): hero links, the #catering and #events anchors, the service tabs and event
 * types as WAI-ARIA tabs (mouse and keyboard), steps, packages, extras, FAQ, reasons, testimonials.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { hydrated } from './support/storefront.ts';

const CONTENT = join(import.meta.dirname, '../../content');
const readFolder = <T extends { order: number }>(folder: string): T[] =>
  readdirSync(join(CONTENT, folder))
    .map((name) => JSON.parse(readFileSync(join(CONTENT, folder, name), 'utf8')) as T)
    .toSorted((a, b) => a.order - b.order);

const SERVICES = readFolder<{ order: number; name: string; description: string; features: string[] }>('catering-services');
const EVENT_TYPES = readFolder<{ order: number; name: string; description: string }>('event-types');

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const serviceTabs = (page: Page) => page.getByRole('tablist', { name: 'Catering Services' }).getByRole('tab');
const eventTabs = (page: Page) => page.getByRole('tablist', { name: 'Events We Plan' }).getByRole('tab');

async function expectSelected(tabs: Locator, index: number, count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    await expect(tabs.nth(i)).toHaveAttribute('aria-selected', String(i === index));
    await expect(tabs.nth(i)).toHaveAttribute('tabindex', i === index ? '0' : '-1');
  }
}

test('CATER-01 hero "Premium Catering Services": "Get Catering Quote" to /contact, "Explore Event Planning" scrolls to #events', async ({ page }) => {
  await page.goto('/catering-events');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Premium Catering Services');
  await expect(page.getByRole('link', { name: 'Get Catering Quote', exact: true })).toHaveAttribute('href', '/contact');
  const explore = page.getByRole('link', { name: 'Explore Event Planning', exact: true });
  await expect(explore).toHaveAttribute('href', '#events');
  await explore.click();
  await expect(page).toHaveURL(/#events$/);
  await expect(region(page, 'Complete Event Solutions')).toBeInViewport();
});

test('CATER-02 the #catering and #events anchors open their sections', async ({ page }) => {
  await page.goto('/catering-events#catering');
  await expect(page.locator('#catering')).toBeInViewport();
  await expect(page.locator('#catering')).toHaveAccessibleName('Catering Services');
  // Arrive at the second anchor from another page, as a visitor following a link does.
  await page.goto('/about');
  await page.goto('/catering-events#events');
  await expect(page.locator('#events')).toBeInViewport();
  await expect(page.locator('#events')).toHaveAccessibleName('Complete Event Solutions');
});

test('CATER-03 service tabs: one active at a time, each with description, features and "Get Quote" to /contact', async ({ page }) => {
  await page.goto('/catering-events');
  await hydrated(serviceTabs(page).first());
  await expect(serviceTabs(page)).toHaveText(['Wedding Catering', 'Corporate Events', 'Family Celebrations']);
  await expectSelected(serviceTabs(page), 0, 3);
  for (const [i, service] of SERVICES.entries()) {
    await serviceTabs(page).nth(i).click();
    await expectSelected(serviceTabs(page), i, 3);
    const panel = page.getByRole('tabpanel', { name: service.name });
    await expect(panel).toBeVisible();
    await expect(panel.getByText(service.description)).toBeVisible();
    await expect(panel.getByRole('listitem')).toHaveText(service.features);
    const serviceId = service.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    await expect(panel.getByRole('link', { name: 'Get Quote', exact: true })).toHaveAttribute('href', `/contact?service=${serviceId}`);
    await expect(region(page, 'Catering Services').getByRole('tabpanel')).toHaveCount(1);
  }
});

test('CATER-03 service tabs by keyboard: arrows wrap, Home and End, focus follows the selection', async ({ page }) => {
  await page.goto('/catering-events');
  await hydrated(serviceTabs(page).first());
  await serviceTabs(page).first().focus();
  await page.keyboard.press('ArrowRight');
  await expectSelected(serviceTabs(page), 1, 3);
  await expect(serviceTabs(page).nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expectSelected(serviceTabs(page), 2, 3);
  await page.keyboard.press('ArrowRight');
  await expectSelected(serviceTabs(page), 0, 3);
  await page.keyboard.press('ArrowLeft');
  await expectSelected(serviceTabs(page), 2, 3);
  await page.keyboard.press('Home');
  await expectSelected(serviceTabs(page), 0, 3);
  await expect(serviceTabs(page).first()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel', { name: 'Wedding Catering' })).toBeFocused();
});

test('CATER-04 four selectable event types, exactly one active; arrow keys of the vertical list move it', async ({ page }) => {
  await page.goto('/catering-events#events');
  await hydrated(eventTabs(page).first());
  await expect(eventTabs(page)).toHaveText(['Weddings', 'Corporate Events', 'Social Gatherings', 'Cultural Events']);
  await expectSelected(eventTabs(page), 0, 4);
  await eventTabs(page).nth(3).click();
  await expectSelected(eventTabs(page), 3, 4);
  await expect(page.getByRole('tabpanel', { name: 'Cultural Events' }).getByText(EVENT_TYPES[3]?.description ?? '-')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expectSelected(eventTabs(page), 0, 4);
  await page.keyboard.press('ArrowUp');
  await expectSelected(eventTabs(page), 3, 4);
  await expect(eventTabs(page).nth(3)).toBeFocused();
});

test('CATER-05 CATER-06 the four steps and the three packages with "Enquire" to /contact', async ({ page }) => {
  await page.goto('/catering-events');
  const events = region(page, 'Complete Event Solutions');
  const steps = events.getByRole('list').filter({ hasText: 'Consultation' }).getByRole('heading', { level: 4 });
  await expect(steps).toHaveText(['Consultation', 'Design', 'Coordination', 'Execution']);
  const packages = events.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Enquire' }) });
  await expect(packages).toHaveCount(3);
  const expected = [
    ['Essential', '₹25,000', 'Up to 50 guests'],
    ['Premium', '₹50,000', 'Up to 100 guests'],
    ['Luxury', '₹1,00,000', 'Up to 200 guests'],
  ];
  for (const [i, [name, price, guests]] of expected.entries()) {
    const pack = packages.nth(i);
    await expect(pack.getByRole('heading', { level: 4 })).toHaveText(name ?? '');
    await expect(pack.getByText(price ?? '', { exact: true })).toBeVisible();
    await expect(pack.getByText(guests ?? '', { exact: true })).toBeVisible();
    await expect(pack.getByRole('link', { name: 'Enquire', exact: true })).toHaveAttribute('href', `/contact?package=${(name ?? '').toLowerCase()}`);
    await expect(pack.getByText('Most Popular')).toHaveCount(name === 'Premium' ? 1 : 0);
  }
});

test('CATER-07 CATER-08 CATER-10 CATER-11 additional services, "Request Custom Quote", six reasons, three testimonials', async ({ page }) => {
  await page.goto('/catering-events');
  await expect(region(page, 'Additional Services').getByRole('heading', { level: 3 })).toHaveCount(6);
  await expect(page.getByRole('link', { name: 'Request Custom Quote', exact: true })).toHaveAttribute('href', '/contact');
  await expect(region(page, 'Why Choose Rasika Catering & Events').getByRole('heading', { level: 3 })).toHaveCount(6);
  const testimonials = region(page, 'What Our Clients Say').getByRole('listitem');
  await expect(testimonials).toHaveCount(3);
  await expect(testimonials.getByText(/^Rated [1-5] out of 5$/)).toHaveCount(3);
});

test('CATER-09 FAQ: booking 2-4 weeks ahead (6-8 at peak), tastings, special diets, and "Contact Us" to /contact', async ({ page }) => {
  await page.goto('/catering-events');
  const faq = region(page, 'Frequently Asked Questions');
  const questions = faq.locator('summary');
  await expect(questions).toHaveCount(5);
  await faq.getByText('How far in advance should we book?').click();
  await expect(faq.getByText(/2-4 weeks ahead.*6-8 weeks ahead/)).toBeVisible();
  await faq.getByText('Do you offer a tasting before we confirm?').click();
  await expect(faq.getByText(/complimentary tastings.*minimum package/)).toBeVisible();
  await faq.getByText('Can you cater for special diets?').click();
  await expect(faq.getByText(/vegan, gluten-free and Jain/)).toBeVisible();
  await expect(faq.getByRole('link', { name: 'Contact Us', exact: true })).toHaveAttribute('href', '/contact');
});

test('CATER-03 CATER-04 speed: the service and event tabs need no framework (issue #14: a tab chosen loads no script); the only island is the header search; the hero picture is sized and high priority', async ({ page, request }) => {
  const html = await (await request.get('/catering-events')).text();
  const picture = /<img[^>]*fetchpriority="high"[^>]*>/i.exec(html)?.[0] ?? '';
  expect(picture).toMatch(/width="\d+"[^>]*height="\d+"/);
  expect(picture).toMatch(/loading="eager"/);
  await page.goto('/catering-events');
  const islands = await page.locator('astro-island').evaluateAll((nodes) =>
    nodes.map((node) => `${/\/(\w+)\.[\w-]+\.js$/.exec(node.getAttribute('component-url') ?? '')?.[1]}:${node.getAttribute('client')}`),
  );
  expect(islands).toEqual(['HeaderSearch:interaction']);
  await hydrated(serviceTabs(page).first());
  await hydrated(eventTabs(page).first());
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(sent.url());
  });
  await serviceTabs(page).nth(1).click();
  await expectSelected(serviceTabs(page), 1, 3);
  await eventTabs(page).nth(2).click();
  await expectSelected(eventTabs(page), 2, 4);
  // Every panel is in the HTML; the tabs only show one.
  for (const name of [...SERVICES, ...EVENT_TYPES].map((entry) => entry.name)) expect(html).toContain(`>${name}</h`);
  expect(scripts).toEqual([]);
});
