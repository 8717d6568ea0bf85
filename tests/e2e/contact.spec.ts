/**
 * The contact page: the enquiry form's validation, sending, success and error states, and the
 * direct ways to reach us (FEATURES CONTACT, API-04, API-11, ERR-01..03, GEN-03, G-35).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page, type Route } from '@playwright/test';
import { toPhoneLink, toWhatsAppLink } from '../../src/lib/site/phone-number.ts';
import { CONTACT } from '../support/contact-source.ts';
import { fakeSubmitAnswer, SERVER_FAILURE, STORED_WITHOUT_REFERENCE } from './support/fake-submit.ts';
import { holdScript } from './support/held-script.ts';

const SUBMIT_URL = '**/api/contact/submit';
const THANK_YOU = "Thank You! We've received your message and will get back to you shortly.";

/** Expected contact details straight from the content file the site is built from. */
const siteContent = JSON.parse(readFileSync(join(import.meta.dirname, '../../content/site/site.json'), 'utf8')) as {
  whatsapp: string;
  deliveryServices: Array<{ name: string; url: string }>;
};

const enquiryForm = (page: Page) => page.getByRole('region', { name: 'Send an enquiry' });
const submitButton = (page: Page) => enquiryForm(page).getByRole('button', { name: 'Send Message' });
const field = (page: Page, label: 'Name' | 'Email' | 'Phone' | 'Category' | 'Message') =>
  enquiryForm(page).getByLabel(label);

/**
 * Opens /contact and waits until the form island has hydrated (Astro drops its `ssr` attribute). A
 * plain visit hydrates it on the first interaction (issue #14), so the pointer goes over it first, as
 * a visitor's would; an address naming a subject hydrates it at once.
 */
async function openContactPage(page: Page, query = ''): Promise<void> {
  await page.goto(`/contact${query}`);
  await enquiryForm(page).hover();
  await expect(page.locator('astro-island[component-url*="ContactForm"]')).not.toHaveAttribute('ssr');
}

async function fillValidEnquiry(page: Page, message = 'We would like 50 Diwali gift boxes for our office.'): Promise<void> {
  await field(page, 'Name').fill('Asha Reddy');
  await field(page, 'Email').fill('asha@example.com');
  await field(page, 'Phone').fill('+91 98490 45678');
  await field(page, 'Category').selectOption('corporate');
  await field(page, 'Message').fill(message);
}

/** A route handler that holds the request until release() is called. */
function holdRequests(): { handler: (route: Route) => Promise<void>; release: () => void; arrived: Promise<void> } {
  let release: () => void = () => {};
  let arrive: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return {
    arrived,
    release: () => release(),
    handler: async (route) => {
      arrive();
      await released;
      await route.fulfill({ status: 201, json: { message: 'Message received', id: 'held-1', reference: 'RS-2611-4K7Q' } });
    },
  };
}

test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test.describe('enquiry form validation', () => {
  test('CONTACT-03 CONTACT-04 CONTACT-05 CONTACT-06 an empty submit shows each required field’s message', async ({ page }) => {
    const submits: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/contact/submit')) submits.push(request.url());
    });
    await openContactPage(page);
    await submitButton(page).click();

    const form = enquiryForm(page);
    await expect(form.getByText('Please enter your name.')).toBeVisible();
    await expect(form.getByText('Please enter your email address.')).toBeVisible();
    await expect(form.getByText('Please choose a category.')).toBeVisible();
    await expect(form.getByText('Please enter your message.')).toBeVisible();
    await expect(field(page, 'Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Name')).toHaveAccessibleDescription('Please enter your name.');
    await expect(field(page, 'Name')).toBeFocused();
    // CONTACT-07: the phone is optional.
    await expect(field(page, 'Phone')).toHaveAttribute('aria-invalid', 'false');
    expect(submits).toEqual([]);
  });

  test('CONTACT-04 a badly formed email is refused with its message and focused', async ({ page }) => {
    await openContactPage(page);
    await fillValidEnquiry(page);
    await field(page, 'Email').fill('asha@example');
    await submitButton(page).click();
    await expect(enquiryForm(page).getByText('Please enter a valid email address.')).toBeVisible();
    await expect(field(page, 'Email')).toBeFocused();
    await expect(enquiryForm(page).getByText('Please enter your name.')).toHaveCount(0);
  });

  test('CONTACT-02 the category select offers a placeholder and the six categories', async ({ page }) => {
    await openContactPage(page);
    await expect(field(page, 'Category').getByRole('option')).toHaveText([
      'Select a category',
      'Sweets',
      'Restaurants & Catering',
      'Corporate',
      'Banquets & Hotels',
      'Gifting',
      'Other',
    ]);
  });

  test('G-35 ?category=corporate pre-selects the category', async ({ page }) => {
    await openContactPage(page, '?category=corporate');
    await expect(field(page, 'Category')).toHaveValue('corporate');
  });
});

test.describe('sending an enquiry', () => {
  test('CONTACT-09 the button is disabled and reads "Sending..." while the request is out', async ({ page }) => {
    const held = holdRequests();
    await page.route(SUBMIT_URL, held.handler);
    await openContactPage(page);
    await fillValidEnquiry(page);
    await submitButton(page).click();
    await held.arrived;

    const sending = enquiryForm(page).getByRole('button', { name: 'Sending...' });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();

    held.release();
    await expect(enquiryForm(page).getByText(THANK_YOU)).toBeVisible();
  });

  test('CONTACT-10 CONTACT-11 CONTACT-13 a real enquiry is stored, thanked, and "Send Another Message" returns to an empty form', async ({
    page,
  }) => {
    await openContactPage(page);
    await fillValidEnquiry(page, `Stored for real by the browser test at ${new Date().toISOString()}.`);
    const responsePromise = page.waitForResponse(
      (response) => response.url().endsWith('/api/contact/submit') && response.request().method() === 'POST',
    );
    await submitButton(page).click();
    const response = await responsePromise;

    expect(response.status()).toBe(201);
    expect(await response.json()).toEqual({ message: 'Message received', id: expect.any(String), reference: expect.stringMatching(/^RS-\d{4}-[2-9A-HJKMNP-Z]{4}$/) });
    expect(response.request().postDataJSON()).toMatchObject({
      name: 'Asha Reddy',
      email: 'asha@example.com',
      phone: '+91 98490 45678',
      category: 'corporate',
    });

    const form = enquiryForm(page);
    await expect(form.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await expect(form.getByText(THANK_YOU)).toBeVisible();

    await form.getByRole('button', { name: 'Send Another Message' }).click();
    await expect(submitButton(page)).toBeEnabled();
    for (const label of ['Name', 'Email', 'Phone', 'Message'] as const) await expect(field(page, label)).toHaveValue('');
    await expect(field(page, 'Category')).toHaveValue('');
    await expect(field(page, 'Name')).toBeFocused();
  });
});

test.describe('issue #14: the form hydrates on the first interaction', () => {
  test('no framework code loads before the visitor reaches the form', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/contact');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => /ContactForm|client\.|react/i.test(path))).toEqual([]);
    await field(page, 'Name').focus();
    await expect.poll(() => scripts.some((path) => path.includes('ContactForm'))).toBe(true);
  });

  test('CONTACT-10 everything typed and chosen before the form code arrives is kept and sent', async ({ page }) => {
    const code = await holdScript(page, '**/_astro/ContactForm*.js');
    await page.route(SUBMIT_URL, (route) => route.fulfill({ status: 201, json: { message: 'Message received', id: 'e2e-held', reference: 'RS-2026-ABCD' } }));
    await page.goto('/contact');
    await fillValidEnquiry(page, 'Typed before the code arrived.');
    await expect.poll(code.requests).toBe(1);
    await expect(page.locator('astro-island[component-url*="ContactForm"]')).toHaveAttribute('ssr');
    code.release();
    await expect(page.locator('astro-island[component-url*="ContactForm"]')).not.toHaveAttribute('ssr');
    await expect(field(page, 'Name')).toHaveValue('Asha Reddy');
    await expect(field(page, 'Category')).toHaveValue('corporate');
    const request = page.waitForRequest((r) => r.url().endsWith('/api/contact/submit') && r.method() === 'POST');
    await submitButton(page).click();
    expect((await request).postDataJSON()).toMatchObject({
      name: 'Asha Reddy',
      email: 'asha@example.com',
      phone: '+91 98490 45678',
      category: 'corporate',
      message: 'Typed before the code arrived.',
    });
    await expect(enquiryForm(page).getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  });
});

test.describe('issue #45: any 2xx answer means the enquiry is stored', () => {
  test('CONTACT-11 at 320 px a 201 without a reference shows the thank-you screen, and the enquiry is sent once', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 780 });
    const submit = await fakeSubmitAnswer(page, 201, STORED_WITHOUT_REFERENCE);
    await openContactPage(page);
    await fillValidEnquiry(page);
    await submitButton(page).click();

    const form = enquiryForm(page);
    await expect(form.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await expect(form.getByText(THANK_YOU)).toBeVisible();
    await expect(form.getByRole('button', { name: 'Send Another Message' })).toBeVisible();
    // No reference to quote, so no sentence or WhatsApp link about one.
    await expect(form.getByText(/reference/i)).toHaveCount(0);
    await expect(form.getByText(/Error submitting form/)).toHaveCount(0);
    expect(submit.posts()).toBe(1);
  });

  test('CONTACT-12 ERR-02 a 500 shows the error and keeps everything typed', async ({ page }) => {
    const submit = await fakeSubmitAnswer(page, 500, SERVER_FAILURE);
    await openContactPage(page);
    await fillValidEnquiry(page);
    await submitButton(page).click();

    await expect(enquiryForm(page).getByRole('alert')).toHaveText(`Error submitting form: ${SERVER_FAILURE.message}`);
    await expect(enquiryForm(page).getByRole('heading', { name: 'Thank You!' })).toHaveCount(0);
    await expect(field(page, 'Name')).toHaveValue('Asha Reddy');
    await expect(field(page, 'Email')).toHaveValue('asha@example.com');
    await expect(field(page, 'Phone')).toHaveValue('+91 98490 45678');
    await expect(field(page, 'Category')).toHaveValue('corporate');
    await expect(field(page, 'Message')).toHaveValue('We would like 50 Diwali gift boxes for our office.');
    await expect(submitButton(page)).toBeEnabled();
    expect(submit.posts()).toBe(1);
  });
});

test.describe('submission errors', () => {
  test('CONTACT-12 ERR-02 the server’s message is shown in the banner, with its field errors', async ({ page }) => {
    await page.route(SUBMIT_URL, (route) =>
      route.fulfill({
        status: 400,
        json: { message: 'Please correct the highlighted fields.', errors: { email: 'Please enter a valid email address.' } },
      }),
    );
    await openContactPage(page);
    await fillValidEnquiry(page);
    await submitButton(page).click();

    await expect(enquiryForm(page).getByRole('alert')).toHaveText('Error submitting form: Please correct the highlighted fields.');
    await expect(enquiryForm(page).getByText('Please enter a valid email address.')).toBeVisible();
    await expect(field(page, 'Email')).toHaveAttribute('aria-invalid', 'true');
    // What the visitor typed is kept for another try.
    await expect(field(page, 'Name')).toHaveValue('Asha Reddy');
    await expect(submitButton(page)).toBeEnabled();
  });

  test('ERR-02 a refusal for too many enquiries shows the server’s message', async ({ page }) => {
    await page.route(SUBMIT_URL, (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '3600' },
        json: { message: 'Too many enquiries from your connection. Please try again later or call us.' },
      }),
    );
    await openContactPage(page);
    await fillValidEnquiry(page);
    await submitButton(page).click();
    await expect(enquiryForm(page).getByRole('alert')).toHaveText(
      'Error submitting form: Too many enquiries from your connection. Please try again later or call us.',
    );
  });

  test('CONTACT-12 ERR-03 a network failure shows the network message', async ({ page }) => {
    await page.route(SUBMIT_URL, (route) => route.abort('internetdisconnected'));
    await openContactPage(page);
    await fillValidEnquiry(page);
    await submitButton(page).click();
    await expect(enquiryForm(page).getByRole('alert')).toHaveText('Failed to submit form. Please try again later.');
    await expect(submitButton(page)).toBeEnabled();
  });

  test('API-11 ERR-01 no answer within 30 s shows the cold-start timeout message', async ({ page }) => {
    await page.clock.install();
    const held = holdRequests();
    await page.route(SUBMIT_URL, held.handler);
    await openContactPage(page);
    await fillValidEnquiry(page);
    await submitButton(page).click();
    await held.arrived;
    await expect(enquiryForm(page).getByRole('button', { name: 'Sending...' })).toBeDisabled();

    await page.clock.runFor(29_000);
    await expect(enquiryForm(page).getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await page.clock.runFor(1_000);
    await expect(enquiryForm(page).getByRole('alert')).toHaveText(
      'Request timeout - backend may be experiencing cold start. Please try again.',
    );
    await expect(submitButton(page)).toBeEnabled();
  });
});

test.describe('reach us directly', () => {
  test('GEN-03 call, WhatsApp and the two delivery services are linked, deliveries in new tabs', async ({ page }) => {
    await page.goto('/contact');
    const aside = page.getByRole('complementary', { name: 'Reach us directly' });
    const phone = toPhoneLink(CONTACT.phone);
    const whatsapp = toWhatsAppLink(siteContent.whatsapp);

    await expect(aside.getByRole('link', { name: phone.display })).toHaveAttribute('href', phone.href);
    await expect(aside.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      `https://wa.me/${whatsapp.waNumber}?text=${encodeURIComponent('Hi Rasika, I have an enquiry.')}`,
    );

    expect(siteContent.deliveryServices).toHaveLength(2);
    for (const service of siteContent.deliveryServices) {
      const link = aside.getByRole('link', { name: `Order on ${service.name} (opens in a new tab)` });
      await expect(link).toHaveAttribute('href', service.url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('the page has one h1 and the enquiry form', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    await expect(submitButton(page)).toBeVisible();
  });
});
