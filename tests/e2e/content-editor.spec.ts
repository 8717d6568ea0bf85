/**
 * The content editor in the staff dashboard (issue #41 items 2, 3, 6), against the real content API:
 * a superadmin edits a built-in sweet's pack price and a hamper's stock, the drafts are saved and
 * marked; a stale save keeps the typed values and offers a reload; bad input is refused on its field,
 * before sending when the schema's bounds say so and by the server otherwise; the picture widget
 * refuses a wrong file and shows an uploaded one; only staff with `manage_content` see the area.
 * Each test changes items no other test touches, and puts them back at their live value.
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { contentOverview, changeContentItem, discardContentDraft, readContentItem, unpublishedChanges } from './support/content.ts';
import { createStaffUser, openDashboard, updateStaffUser, type SignedIn } from './support/staff.ts';

// Staff pages wait on scrypt sign-ins and function cold starts: give each check more time.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const toasts = (page: Page) => page.getByRole('status', { name: 'Notifications' });
const STALE = 'Someone else changed this item. Reload to see their change.';

/** A price the item does not have now, so the change is a change. */
const newPrice = (current: number) => (current === 733 ? 734 : 733);

test('#41 a superadmin changes the pack price of a built-in sweet and marks a hamper sold out: the drafts are saved and marked changed', async ({ page, request }) => {
  const user = await createStaffUser(request, { role: 'superadmin' });
  const sweet = await readContentItem(request, user.token, 'diwali-sweets', 'kaju-katli');
  const livePrice = (sweet.live?.['price'] as { custom: number }).custom;
  const price = newPrice(livePrice);
  try {
    await openDashboard(page, user);
    await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'Content' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Content' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Content' })).toHaveAttribute('aria-current', 'page');
    const sweetsCard = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Diwali sweets', exact: true }) });
    await expect(sweetsCard).toContainText('46 items');
    await sweetsCard.getByRole('link', { name: 'Diwali sweets' }).click();

    await expect(page.getByRole('heading', { level: 2, name: 'Diwali sweets' })).toBeVisible();
    await page.getByLabel('Search diwali sweets').fill('kaju katli');
    const list = page.getByRole('list', { name: 'Diwali sweets' });
    await expect(list.getByRole('link')).toHaveText(['Kaju Katli', 'Kesar Kaju Katli']);
    await expect(page.getByText(/^2 of 46 items/)).toBeVisible();
    const kaju = list.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Kaju Katli', exact: true }) });
    await expect(kaju).toContainText('Built-in');
    await expect(kaju).not.toContainText('Changed, not yet published');
    await kaju.getByRole('link', { name: 'Kaju Katli', exact: true }).click();

    await expect(page.getByRole('heading', { level: 2, name: 'Kaju Katli' })).toBeVisible();
    const priceBox = page.getByRole('group', { name: 'Price' }).getByRole('textbox', { name: 'Price (₹)' });
    await expect(priceBox).toHaveValue(String(livePrice));
    await expect(page.getByLabel('Quantity', { exact: true })).toHaveValue('500 g box');
    await priceBox.fill(String(price));
    await expect(page.getByText('Changes not saved yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(toasts(page)).toContainText('Draft saved. Publish to put it on the site.');
    await expect(page.getByText('Changed, not yet published')).toBeVisible();
    await expect(page.getByText('Changes not saved yet.')).toHaveCount(0);
    const saved = await readContentItem(request, user.token, 'diwali-sweets', 'kaju-katli');
    expect([(saved.entry?.['price'] as { custom: number }).custom, (saved.live?.['price'] as { custom: number }).custom]).toEqual([price, livePrice]);
    expect(saved.etag).not.toBeNull();

    await page.getByRole('link', { name: '← Back to diwali sweets' }).click();
    await expect(page.getByRole('list', { name: 'Diwali sweets' }).getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Kaju Katli', exact: true }) }))
      .toContainText('Changed, not yet published');

    // The hamper: sold out.
    await openDashboard(page, user, '/content/gift-hampers/items/andhra-festive-hamper');
    await expect(page.getByRole('heading', { level: 2, name: 'Andhra Festive Hamper' })).toBeVisible();
    const inStock = page.getByRole('checkbox', { name: 'In stock' });
    await expect(inStock).toBeChecked();
    await inStock.uncheck();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(toasts(page)).toContainText('Draft saved. Publish to put it on the site.');
    await expect(page.getByText('Changed, not yet published')).toBeVisible();
    expect((await readContentItem(request, user.token, 'gift-hampers', 'andhra-festive-hamper')).entry?.['inStock']).toBe(false);

    // The collections and the publish panel count the drafts as the API does.
    await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'Content' }).click();
    const overview = await contentOverview(request, user.token);
    const drafts = (name: string) => overview.collections.find((collection) => collection.name === name)?.drafts ?? 0;
    expect(drafts('diwali-sweets')).toBeGreaterThanOrEqual(1);
    expect(drafts('gift-hampers')).toBeGreaterThanOrEqual(1);
    await expect(page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Diwali sweets', exact: true }) })).toContainText(unpublishedChanges(drafts('diwali-sweets')));
    await expect(page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Gift hampers', exact: true }) })).toContainText(unpublishedChanges(drafts('gift-hampers')));
    const changes = overview.draftChanges;
    await expect(page.getByRole('region', { name: 'Publish', exact: true })).toContainText(`The draft has ${changes} ${changes === 1 ? 'change' : 'changes'} not yet published.`);
    await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeEnabled();
  } finally {
    await discardContentDraft(request, user.token, 'diwali-sweets', 'kaju-katli');
    await discardContentDraft(request, user.token, 'gift-hampers', 'andhra-festive-hamper');
  }
});

test('#41 a stale save shows "Someone else changed this item" with Reload, keeping the typed values until then', async ({ page, request }) => {
  const user = await createStaffUser(request, { role: 'superadmin' });
  try {
    await openDashboard(page, user, '/content/diwali-sweets/items/badam-barfi');
    const name = page.getByLabel('Name', { exact: true });
    await expect(name).toHaveValue('Badam Barfi');
    // Another staff member saves the same item after this page read it.
    await changeContentItem(request, user.token, 'diwali-sweets', 'badam-barfi', (entry) => ({ ...entry, name: 'Badam Barfi (counter)' }));
    await name.fill('Badam Barfi Royal');
    await page.getByRole('group', { name: 'Price' }).getByRole('textbox', { name: 'Price (₹)' }).fill('999');
    await page.getByRole('button', { name: 'Save draft' }).click();
    const alert = page.getByRole('alert').filter({ hasText: STALE });
    await expect(alert).toBeVisible();
    await expect(alert).toHaveText(`${STALE}Reload`);
    await expect(name).toHaveValue('Badam Barfi Royal');
    await expect(page.getByRole('group', { name: 'Price' }).getByRole('textbox', { name: 'Price (₹)' })).toHaveValue('999');
    expect((await readContentItem(request, user.token, 'diwali-sweets', 'badam-barfi')).entry?.['name']).toBe('Badam Barfi (counter)');
    await alert.getByRole('button', { name: 'Reload' }).click();
    await expect(name).toHaveValue('Badam Barfi (counter)');
    await expect(page.getByRole('alert').filter({ hasText: STALE })).toHaveCount(0);
  } finally {
    await discardContentDraft(request, user.token, 'diwali-sweets', 'badam-barfi');
  }
});

test('#41 bad input is refused on its field: the schema\u2019s bounds before sending, the server\u2019s rules after; nothing is stored', async ({ page, request }) => {
  const user = await createStaffUser(request, { role: 'superadmin' });
  const puts: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'PUT' && sent.url().includes('/api/admin/content/')) puts.push(sent.url());
  });
  await openDashboard(page, user, '/content/gift-hampers/items/bakery-treats-hamper');
  const price = page.getByRole('group', { name: 'Price' }).getByRole('textbox', { name: 'Price (₹)' });
  await expect(price).not.toHaveValue('');

  await price.fill('');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(price).toBeFocused();
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await expect(price).toHaveAccessibleDescription(/Fill in this field\./);
  expect(puts).toEqual([]);

  // Above the MRP: only the server's rule knows; its error lands on the price.
  await price.fill('99999');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(price).toHaveAccessibleDescription(/The price may not be above the MRP/);
  await expect(price).toBeFocused();
  expect(puts).toHaveLength(1);
  expect((await readContentItem(request, user.token, 'gift-hampers', 'bakery-treats-hamper')).etag).toBeNull();
  await expect(page.getByText('Changed, not yet published')).toHaveCount(0);
});

test('#41 the picture widget refuses a file that is not a JPEG, PNG or WebP, and shows a picture it uploaded', async ({ page, request }) => {
  const user = await createStaffUser(request, { role: 'superadmin' });
  await openDashboard(page, user, '/content/gift-hampers/items/chocolate-and-nut-box');
  const first = page.getByRole('group', { name: 'Images 1' });
  await expect(first.getByText(/^The site\u2019s own artwork: /)).toBeVisible();
  const upload = first.getByLabel('Upload a new picture for Picture');
  await upload.setInputFiles({ name: 'menu.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(first.getByRole('alert')).toHaveText('\u201cmenu.pdf\u201d is not a JPEG, PNG or WebP picture.');
  const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 120, g: 60, b: 20 } } }).png().toBuffer();
  await upload.setInputFiles({ name: 'box.png', mimeType: 'image/png', buffer: png });
  await expect(first.getByRole('img', { name: 'Current picture: Picture' })).toBeVisible();
  await expect(first.getByText('A picture uploaded by staff.')).toBeVisible();
  await expect(first.getByRole('alert')).toHaveCount(0);
  // Uploaded, not yet saved: the draft is untouched until "Save draft".
  expect((await readContentItem(request, user.token, 'gift-hampers', 'chocolate-and-nut-box')).etag).toBeNull();
});

test('#41 a subadmin without manage_content has no Content tab and is told so at its address (the API says 403); granted it, the area opens', async ({ page, request }) => {
  const sub: SignedIn = await createStaffUser(request, { role: 'subadmin', category: 'sweets' });
  const tabs = page.getByRole('navigation', { name: 'Dashboard sections' });
  await openDashboard(page, sub);
  await expect(tabs.getByRole('link', { name: 'Contact Responses' })).toBeVisible();
  await expect(tabs.getByText('Content', { exact: true })).toHaveCount(0);
  await openDashboard(page, sub, '/content/diwali-sweets');
  await expect(page.getByRole('heading', { level: 2, name: 'Access Restricted' })).toBeVisible();
  await expect(page.getByText("You don't have permission to access the Content section.")).toBeVisible();
  expect((await request.get('/api/admin/content', { headers: { Authorization: `Bearer ${sub.token}` } })).status()).toBe(403);

  await updateStaffUser(request, sub.admin._id, { permissions: ['manage_content'] });
  await openDashboard(page, sub, '/content/diwali-sweets');
  await expect(tabs.getByRole('link', { name: 'Content' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 2, name: 'Diwali sweets' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kaju Katli', exact: true })).toBeVisible();
  // Products stay out of reach: the two permissions are separate.
  await expect(tabs.getByRole('button', { name: 'Manage Products (Access Restricted)' })).toBeDisabled();
});
