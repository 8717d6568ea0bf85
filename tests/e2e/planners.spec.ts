/**
 * Issue #17, as a visitor: the corporate gift quote builder, the event planner, the order-by
 * festival calendar and the "travels well" labels. What was stored is read back through the staff
 * API (GET /api/contact), as the staff screens read it.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { daysFromToday, pinToday } from './support/india-dates.ts';
import { sharedStaffUser } from './support/staff.ts';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { fakeSubmitAnswer, SERVER_FAILURE, STORED_WITHOUT_REFERENCE } from './support/fake-submit.ts';
import { hydrated, serveStaffProducts } from './support/storefront.ts';

const REFERENCE = /RS-\d{4}-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}/;

interface StoredEnquiry {
  reference?: string;
  email: string;
  category: string;
  message: string;
  items?: { kind: string; id: string; quantity: number; lineTotal?: number }[];
  indicativeTotal?: number;
  neededBy?: string;
  eventDate?: string;
  guests?: number;
  gifting?: { branding: string; printedMessage?: string; delivery: string; city?: string; recipients?: Record<string, string>[] };
  plan?: { occasion: string; days: number; diet: string; parts: { team: string; label: string }[] };
}

let token = '';

test.beforeAll(async ({ playwright }, info) => {
  const context = await playwright.request.newContext({ baseURL: info.project.use.baseURL ?? '' });
  token = (await sharedStaffUser(context, { role: 'superadmin' })).token;
  await context.dispose();
});

async function storedEnquiries(request: APIRequestContext): Promise<StoredEnquiry[]> {
  const res = await request.get('/api/contact', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as StoredEnquiry[];
}

/** A fresh address per run, so the enquiries a test sent can be told apart from any other. */
const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * Fills the contact fields, presses the send button and answers the enquiries stored under that
 * email (exactly one is expected), after checking the reference the page showed is the stored one.
 */
async function sendAndRead(form: Locator, button: string, request: APIRequestContext, name: string): Promise<StoredEnquiry> {
  const email = uniqueEmail(name.split(' ')[0]?.toLowerCase() ?? 'visitor');
  await form.getByRole('textbox', { name: 'Your name' }).fill(name);
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('button', { name: button }).click();
  const status = form.getByText(/Your enquiry reference is/);
  await expect(status).toBeVisible();
  const reference = REFERENCE.exec((await status.textContent()) ?? '')?.[0];
  const mine = (await storedEnquiries(request)).filter((enquiry) => enquiry.email === email);
  expect(mine.map((enquiry) => enquiry.reference)).toEqual([reference]);
  return mine[0] as StoredEnquiry;
}

const builder = (page: Page) => page.getByRole('form', { name: 'Gift quote builder' });

async function openBuilder(page: Page): Promise<void> {
  await page.goto('/corporate-gifting#quote-builder');
  await hydrated(builder(page).getByRole('spinbutton', { name: 'Boxes of Classic Kaju Katli Box' }));
}

const CSV_HEADER = 'name,phone,address,city,pincode';

test.describe('corporate gift quote builder', () => {
  test('PLAN-20 a 120-box, two-gift quote with a 3-row CSV sends one enquiry holding exactly what was chosen', async ({ page, request }) => {
    await openBuilder(page);
    const form = builder(page);
    await form.getByRole('spinbutton', { name: 'Boxes of Classic Kaju Katli Box' }).fill('70');
    await form.getByRole('spinbutton', { name: 'Boxes of Executive Dry Fruit Box' }).fill('50');
    await expect(form.getByText('120 boxes: the minimum order of 25 is met.')).toBeVisible();
    await expect(page).toHaveURL(/gifts=gift-1%3A70%2Cgift-2%3A50/);

    await form.getByRole('radio', { name: 'Printed message' }).check();
    await form.getByRole('textbox', { name: 'Message to print' }).fill('Happy Diwali from Acme');
    await expect(form.getByText('98 of 120 characters left')).toBeVisible();
    const deliveryDate = daysFromToday(30);
    await form.getByLabel('Delivery date').fill(deliveryDate);
    await form.getByRole('radio', { name: 'Several addresses' }).check();
    const rows = [
      { name: 'Ravi Kumar', phone: '+91 98480 11111', address: 'Flat 2, Road 1, Banjara Hills', city: 'Hyderabad', pincode: '500034' },
      { name: 'Sita Menon', phone: '9848022222', address: '14 MG Road', city: 'Bengaluru', pincode: '560001' },
      { name: 'Imran Ali', phone: '+91 98480 33333', address: '7 Park Street', city: 'Kolkata', pincode: '700016' },
    ];
    const csv = [CSV_HEADER, ...rows.map((r) => `${r.name},${r.phone},"${r.address}",${r.city},${r.pincode}`)].join('\n');
    await form.getByLabel('Recipients file (CSV)').setInputFiles({ name: 'team.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(form.getByText('3 recipients read from team.csv.')).toBeVisible();
    await expect(form.getByText('Indicative total: ₹1,35,500')).toBeVisible();

    const stored = await sendAndRead(form, 'Send quote request', request, 'Asha Reddy');
    expect(stored?.category).toBe('corporate');
    expect(stored?.items?.map(({ id, quantity, lineTotal }) => ({ id, quantity, lineTotal }))).toEqual([
      { id: 'gift-1', quantity: 70, lineTotal: 63_000 },
      { id: 'gift-2', quantity: 50, lineTotal: 72_500 },
    ]);
    expect(stored?.indicativeTotal).toBe(135_500);
    expect(stored?.neededBy).toBe(deliveryDate);
    expect(stored?.gifting).toEqual({ branding: 'printed-message', printedMessage: 'Happy Diwali from Acme', delivery: 'several', recipients: rows });
    expect(stored?.message).toContain('3. Imran Ali, +91 98480 33333, 7 Park Street, Kolkata 700016');
  });

  test('PLAN-21 a bad CSV shows each bad line by number and nothing is sent', async ({ page, request }) => {
    await openBuilder(page);
    const form = builder(page);
    await form.getByRole('spinbutton', { name: 'Boxes of Classic Kaju Katli Box' }).fill('30');
    await form.getByLabel('Delivery date').fill(daysFromToday(30));
    await form.getByRole('radio', { name: 'Several addresses' }).check();
    const csv = [CSV_HEADER, 'Ravi,9848011111,Road 1,Hyderabad,500034', 'Sita,12345,Road 2,Pune,411001', 'Imran,9848033333,,Kolkata,7000'].join('\n');
    await form.getByLabel('Recipients file (CSV)').setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const errors = form.getByRole('alert').filter({ hasText: 'bad.csv has 2 problems' });
    await expect(errors.getByRole('listitem')).toHaveText(['Line 3: phone needs 10 to 15 digits', 'Line 4: address is empty; pincode must be 6 digits']);

    const email = uniqueEmail('asha');
    await form.getByRole('textbox', { name: 'Your name' }).fill('Asha Reddy');
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.getByRole('button', { name: 'Send quote request' }).click();
    await expect(form.getByText('Fix the recipients file: see the lines listed above.')).toBeVisible();
    expect((await storedEnquiries(request)).filter((enquiry) => enquiry.email === email)).toEqual([]);
  });

  test('PLAN-22 the minimum order and lead time are shown, a past date is refused, and a shared link restores the quote', async ({ page }) => {
    const fromToday = await pinToday(page);
    await page.goto(`/corporate-gifting?gifts=gift-3:10&date=${fromToday(5)}&city=Pune#quote-builder`);
    const form = builder(page);
    await hydrated(form.getByRole('spinbutton', { name: 'Boxes of Sohan Halwa Heritage Tin' }));
    await expect(form.getByRole('spinbutton', { name: 'Boxes of Sohan Halwa Heritage Tin' })).toHaveValue('10');
    await expect(form.getByText('Minimum order: 25 boxes in total for most collections. Add 15 more.')).toBeVisible();
    await expect(form.getByText('That is 5 days away. We recommend placing bulk orders 2-3 weeks ahead; we will tell you what we can still do.')).toBeVisible();
    await form.getByLabel('Delivery date').fill(fromToday(-1));
    await expect(form.getByText('That date has passed. Please choose today or a later date.')).toBeVisible();
    await expect(form.getByRole('link', { name: 'Download the recipients template (CSV)' })).toHaveCount(0);
    await form.getByRole('radio', { name: 'Several addresses' }).check();
    await expect(form.getByRole('link', { name: 'Download the recipients template (CSV)' })).toHaveAttribute('download', 'recipients-template.csv');
  });
});

test.describe('event planner', () => {
  const planner = (page: Page) => page.getByRole('form', { name: 'Event planner' });

  test('PLAN-30 the planner is reachable from home, catering and hotels', async ({ page }) => {
    for (const path of ['/', '/catering-events', '/hotels-banquet']) {
      await page.goto(path);
      await expect(page.getByRole('link', { name: 'Open the event planner' })).toHaveAttribute('href', '/event-planner');
    }
  });

  test('PLAN-31 a 300-guest wedding over 2 days proposes Darbar Hall, the Luxury package and rooms, and its one enquiry lists them', async ({ page, request }) => {
    await page.goto('/event-planner');
    const form = planner(page);
    await hydrated(form.getByRole('spinbutton', { name: 'Guests' }));
    await form.getByRole('combobox', { name: 'Occasion' }).selectOption('Wedding');
    const eventDate = daysFromToday(90);
    await form.getByLabel('Date').fill(eventDate);
    await form.getByRole('spinbutton', { name: 'Guests' }).fill('300');
    await form.getByRole('spinbutton', { name: 'Days' }).fill('2');
    await form.getByRole('radio', { name: 'Jain' }).check();
    const proposal = form.getByRole('list', { name: 'Proposed plan' });
    await expect(proposal.getByRole('listitem')).toHaveText([
      /Darbar Hall.*Hotels & Banquets: Darbar Hall \(up to 400 guests\) for 300 guests/,
      /Luxury package.*Catering & Events: Luxury package \(₹1,00,000 for up to 200 guests\), scaled for 300 guests/,
      /Rooms for the wedding stay.*Hotels & Banquets: 30 rooms for 2 days \(wedding stay\)/,
      /Return-gift sweet boxes.*Sweets: 300 return-gift sweet boxes/,
    ]);
    await expect(page).toHaveURL(/occasion=wedding&date=\d{4}-\d{2}-\d{2}&guests=300&days=2&diet=jain/);
    await form.getByRole('checkbox', { name: 'Include Return-gift sweet boxes' }).uncheck();
    await expect(page).toHaveURL(/drop=return-gifts/);

    const stored = await sendAndRead(form, 'Send my event plan', request, 'Lakshmi Narayan');
    expect(stored?.category).toBe('banquets & hotels');
    expect(stored?.guests).toBe(300);
    expect(stored?.eventDate).toBe(eventDate);
    expect(stored?.plan).toEqual({
      occasion: 'wedding',
      days: 2,
      diet: 'jain',
      parts: [
        { team: 'banquets & hotels', label: 'Darbar Hall (up to 400 guests) for 300 guests' },
        { team: 'restaurants & catering', label: 'Luxury package (₹1,00,000 for up to 200 guests), scaled for 300 guests' },
        { team: 'banquets & hotels', label: '30 rooms for 2 days (wedding stay)' },
      ],
    });
    expect(stored?.message).toContain('- Banquets & Hotels: 30 rooms for 2 days (wedding stay)');
  });

  test('PLAN-32 a date inside the lead time is warned with the FAQ weeks; above 400 guests the venue is "talk to us"', async ({ page }) => {
    const fromToday = await pinToday(page);
    await page.goto(`/event-planner?occasion=corporate&date=${fromToday(10)}&guests=450&days=1`);
    const form = planner(page);
    await hydrated(form.getByRole('spinbutton', { name: 'Guests' }));
    await expect(form.getByRole('spinbutton', { name: 'Guests' })).toHaveValue('450');
    await expect(form.getByText('That is 10 days away. We recommend booking 6-8 weeks ahead; we will tell you what we can still do.')).toBeVisible();
    await expect(form.getByRole('list', { name: 'Proposed plan' }).getByRole('listitem').first()).toContainText('Talk to us about the venue');
  });
});

test.describe('order-by festival calendar', () => {
  // content/festivals/diwali.json: Diwali on 2027-10-29 (peak season). Sweets 3 weeks before (gifting
  // lead time 2-3 weeks), catering 8 weeks before (peak lead time 6-8 weeks).
  test('PLAN-40 with the clock on 25 Sept 2027 the calendar shows Diwali 2027 with its order-by days and hides past festivals', async ({ page }) => {
    await page.clock.install({ time: new Date('2027-09-25T06:00:00Z') });
    await page.goto('/festival-calendar');
    const list = page.getByRole('list', { name: 'Festivals and order-by dates' });
    const diwali = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Diwali Fri, 29 Oct, 2027/ }) });
    await expect(diwali.getByRole('definition')).toHaveText(['Fri, 8 Oct, 2027', 'Fri, 3 Sept, 2027 (passed)']);
    await expect(list.getByRole('heading', { name: /Diwali Sun, 8 Nov, 2026/ })).toBeHidden();
    await expect(list.getByRole('heading', { level: 2 }).first()).toHaveText('Dussehra Sat, 9 Oct, 2027');
  });

  test('PLAN-41 the sweets pages show a compact banner for the festival whose order-by day is near, and none when none is', async ({ page }) => {
    await page.clock.install({ time: new Date('2027-09-25T06:00:00Z') });
    for (const path of ['/mithai', '/mithai/shop']) {
      await page.goto(path);
      const banner = page.getByRole('complementary', { name: 'Festival order-by dates' });
      await expect(banner).toContainText('Diwali is on Fri, 29 Oct, 2027. Order bulk sweets by Fri, 8 Oct, 2027.');
      await expect(banner.getByRole('link', { name: 'Festival calendar' })).toHaveAttribute('href', '/festival-calendar');
    }
  });

  test('PLAN-42 no banner when no festival order-by day is within the window', async ({ page }) => {
    await page.clock.install({ time: new Date('2027-06-01T06:00:00Z') });
    await page.goto('/mithai/shop');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Festival order-by dates' })).toBeHidden();
  });
});

test.describe('travels well', () => {
  // The product's own facts come first; related product cards below repeat some terms.
  const fact = (page: Page, term: string) => page.getByRole('term').filter({ hasText: term }).first().locator('xpath=following-sibling::dd[1]');

  test('PLAN-50 a 60-day-shelf-life sweet shows "Abroad" on its product pages; a refrigerated one stays in Hyderabad', async ({ page }) => {
    // content/diwali-sweets/sohan-halwa.json: "60 Days"; double-ka-meetha: refrigerated.
    for (const path of ['/product/sohan-halwa', '/diwali-product/sohan-halwa']) {
      await page.goto(path);
      await expect(fact(page, 'Shelf life')).toHaveText('60 Days');
      await expect(fact(page, 'Travels well')).toHaveText('Abroad. Keeps long enough to travel abroad in a suitcase or by courier.');
    }
    await page.goto('/product/double-ka-meetha');
    await expect(fact(page, 'Travels well')).toHaveText('In Hyderabad. Keeps for a few days: fine to carry across the city.');
  });

  test('PLAN-52 the shop filters by how far a sweet travels, and keeps the choice in its address', async ({ page }) => {
    await serveStaffProducts(page);
    await page.goto('/mithai/shop');
    const shelf = page.getByRole('region', { name: 'Products' });
    await hydrated(page.getByRole('combobox', { name: 'Sort products' }));
    await page.getByText('Filters', { exact: true }).click();
    await page.getByRole('combobox', { name: 'Travels well to' }).selectOption('Abroad');
    await expect(page).toHaveURL(/travel=abroad/);
    // The Diwali Collection sweets keeping 45 days or more without a fridge (content/diwali-sweets), in featured order.
    await expect(page.getByText('Showing 5 of 5 products')).toBeVisible();
    await expect(shelf.getByRole('heading', { level: 3 })).toHaveText(['Sohan Halwa', 'Bikaneri Bhujia', 'Hyderabadi Mixture', 'Masala Kaju', 'Butter Murukku']);
    await page.reload();
    await expect(page.getByText('Showing 5 of 5 products')).toBeVisible();
  });

  test('PLAN-51 the shipping guide lists each sweet under the band it reaches', async ({ page }) => {
    await page.goto('/shipping-guide');
    await expect(page.getByRole('heading', { level: 1, name: 'Shipping guide' })).toBeVisible();
    const abroad = page.getByRole('list', { name: 'Sweets that travel: Abroad' });
    await expect(abroad.getByRole('link', { name: 'Sohan Halwa', exact: true })).toHaveAttribute('href', '/product/sohan-halwa');
    await expect(page.getByRole('list', { name: 'Sweets that travel: In Hyderabad' }).getByRole('link', { name: 'Double Ka Meetha' })).toBeVisible();
    await expect(abroad.getByRole('link', { name: 'Double Ka Meetha' })).toHaveCount(0);
  });

  test('PLAN-51 the shipping guide\'s "When to order" reads with a space before each link (no "thefestival calendar")', async ({ page }) => {
    await page.goto('/shipping-guide');
    const paragraph = page.locator('p', { hasText: 'check the festival calendar for the last safe day' });
    await expect(paragraph).toBeVisible();
    await expect(paragraph.getByRole('link', { name: 'festival calendar' })).toHaveAttribute('href', '/festival-calendar');
    await expect(paragraph).toContainText('use the gift quote builder.');
  });
});

test('PLAN-60 the footer quick links lead to the planners on every page', async ({ page }) => {
  await page.goto('/about');
  const links = page.getByRole('contentinfo').getByRole('navigation', { name: 'Quick links' });
  await expect(links.getByRole('link', { name: 'Event Planner' })).toHaveAttribute('href', '/event-planner');
  await expect(links.getByRole('link', { name: 'Festival Calendar' })).toHaveAttribute('href', '/festival-calendar');
  await expect(links.getByRole('link', { name: 'Shipping Guide' })).toHaveAttribute('href', '/shipping-guide');
});

test.describe('planner pages at 320 and 1280 px', () => {
  const paths = ['/event-planner?occasion=wedding&guests=300&days=2', '/festival-calendar', '/shipping-guide', '/corporate-gifting?gifts=gift-1:30#quote-builder'];
  for (const width of [320, 1280]) {
    for (const path of paths) {
      test(`PLAN-61 ${path} at ${width} px: no planner section overflows sideways and there are no serious accessibility problems`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        const form = page.getByRole('form').first();
        if (await form.count()) await hydrated(form.getByRole('spinbutton').first());
        // The planner sections themselves (the site header's own layout is issue #16's).
        const overflowing = await page.locator('#quote-builder, section[aria-labelledby="planner-page-heading"]').evaluate((section) => {
          const width = document.documentElement.clientWidth;
          return [...section.querySelectorAll('*')].filter((element) => element.getBoundingClientRect().right > width + 0.5).map((element) => element.outerHTML.slice(0, 80));
        });
        expect(overflowing, path).toEqual([]);
        await expectNoSeriousA11yViolations(page);
      });
    }
  }
});

test.describe('issue #45: any 2xx answer means the planner enquiry is stored', () => {
  const PLANNERS = [
    {
      name: 'gift quote builder',
      button: 'Send quote request',
      open: async (page: Page): Promise<Locator> => {
        await page.goto(`/corporate-gifting?gifts=gift-1:30&date=${daysFromToday(30)}&city=Hyderabad#quote-builder`);
        const form = page.getByRole('form', { name: 'Gift quote builder' });
        await hydrated(form.getByRole('spinbutton', { name: 'Boxes of Classic Kaju Katli Box' }));
        return form;
      },
    },
    {
      name: 'event planner',
      button: 'Send my event plan',
      open: async (page: Page): Promise<Locator> => {
        await page.goto(`/event-planner?occasion=wedding&date=${daysFromToday(90)}&guests=300&days=2`);
        const form = page.getByRole('form', { name: 'Event planner' });
        await hydrated(form.getByRole('spinbutton', { name: 'Guests' }));
        return form;
      },
    },
  ];

  async function fillAndSend(form: Locator, button: string): Promise<void> {
    await form.getByRole('textbox', { name: 'Your name' }).fill('Asha Reddy');
    await form.getByRole('textbox', { name: 'Email' }).fill('asha@example.com');
    await form.getByRole('textbox', { name: 'Anything else (optional)' }).fill('Please call after 6 pm.');
    await form.getByRole('button', { name: button }).click();
  }

  test.afterEach(async ({ page }) => {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  for (const planner of PLANNERS) {
    test(`${planner.name} at 320 px: a 201 without a reference thanks the visitor, and the enquiry is sent once`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 780 });
      const submit = await fakeSubmitAnswer(page, 201, STORED_WITHOUT_REFERENCE);
      const form = await planner.open(page);
      await fillAndSend(form, planner.button);
      await expect(form.getByRole('status').filter({ hasText: 'Thank you.' })).toHaveText(/^Thank you\. We've received your enquiry\. .+ will get back to you by phone or email\.$/);
      await expect(form.getByText('Not sent yet:')).toHaveCount(0);
      expect(submit.posts()).toBe(1);
    });

    test(`${planner.name} at 1280 px: a 500 shows the error and keeps what was typed`, async ({ page }) => {
      const submit = await fakeSubmitAnswer(page, 500, SERVER_FAILURE);
      const form = await planner.open(page);
      await fillAndSend(form, planner.button);
      const alert = form.getByRole('alert').filter({ hasText: 'Not sent yet:' });
      await expect(alert.getByRole('listitem')).toHaveText([SERVER_FAILURE.message]);
      await expect(form.getByRole('textbox', { name: 'Your name' })).toHaveValue('Asha Reddy');
      await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('asha@example.com');
      await expect(form.getByRole('textbox', { name: 'Anything else (optional)' })).toHaveValue('Please call after 6 pm.');
      await expect(form.getByRole('button', { name: planner.button })).toBeEnabled();
      expect(submit.posts()).toBe(1);
    });
  }
});
