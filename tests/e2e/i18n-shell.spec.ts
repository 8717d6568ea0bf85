/**
 * Issue #44: the public site in Telugu and Hindi. Every public page under /te/ and /hi/ renders in its
 * language with its alternates; the switcher leads to the same page in another language and the choice
 * is remembered (only the English home page reads it, never the browser's language); an unknown /te/…
 * address gets the Telugu 404 page; and the shell around the content (skip link, language bar, header,
 * navigation, mobile menu, footer) shows no English UI string on a Telugu or Hindi page.
 */
import { expect, test, type Page } from '@playwright/test';
import { PUBLIC_ROUTES } from '../../scripts/layout-routes.mjs';
import { LANGUAGE_TAG, localePath, PREFIXED_LOCALES, type Locale } from '../../src/lib/i18n/locales.ts';
import { ui } from '../../src/lib/i18n/strings/index.ts';
import { leaves } from '../../src/build/i18n-check.ts';

/** Pages kept out of search engines name no alternates (the visitor's own enquiry list). */
const NOINDEX_ROUTES = ['/enquiry-list'];

type Tree = { readonly [key: string]: unknown };

/** Each English UI string that the language writes differently, as a pattern of a whole text ({name} stands for any words). */
function englishStringsNotIn(locale: Locale): { key: string; text: string; pattern: RegExp }[] {
  const english = leaves(ui('en') as unknown as Tree);
  const local = leaves(ui(locale) as unknown as Tree);
  return [...english]
    .filter(([key, text]) => local.get(key) !== text)
    .map(([key, text]) => ({ key, text, pattern: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\w+\\\}/g, '.+')}$`) }));
}

/** The text nodes and accessible names (aria-label) the visitor's browser shows or reads in the shell's parts. */
function shellTexts(page: Page, selectors: readonly string[]): Promise<string[]> {
  return page.evaluate((roots) => {
    const texts: string[] = [];
    for (const root of roots.flatMap((selector) => [...document.querySelectorAll(selector)])) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
        if (text && parent && !parent.closest('script, style, template') && parent.checkVisibility()) texts.push(text);
      }
      for (const element of [root, ...root.querySelectorAll('[aria-label]')]) {
        const label = element.getAttribute('aria-label');
        if (label && element.checkVisibility()) texts.push(label.trim());
      }
    }
    return texts;
  }, selectors);
}

/** The shell's parts on every page: skip link, language bar, header (with the announcement bar) and footer. */
const SHELL = ['.skip-link', 'body > nav.language', 'header.site-header', 'footer.site-footer'];

for (const locale of PREFIXED_LOCALES) {
  test.describe(`#44 the site in ${locale}`, () => {
    test(`#44 every public route renders in ${locale}: <html lang="${LANGUAGE_TAG[locale]}">, its heading, and hreflang alternates for the three languages and x-default`, async ({ page }) => {
      test.slow();
      for (const route of PUBLIC_ROUTES) {
        const address = localePath(locale, route);
        const response = await page.goto(address);
        expect(response?.status(), address).toBe(200);
        await expect(page.locator('html'), address).toHaveAttribute('lang', LANGUAGE_TAG[locale]);
        await expect(page.getByRole('heading', { level: 1 }).first(), address).toBeAttached();
        const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), new URL(link.getAttribute('href') ?? '').pathname]));
        const expected = NOINDEX_ROUTES.includes(route)
          ? []
          : [
              ['en-IN', route],
              ['te-IN', localePath('te', route)],
              ['hi-IN', localePath('hi', route)],
              ['x-default', route],
            ];
        expect(alternates, address).toEqual(expected);
      }
    });

    test(`#44 the shell of every public route in ${locale} shows no English UI string (header, language bar, footer at 1280 px)`, async ({ page }) => {
      test.slow();
      const english = englishStringsNotIn(locale);
      expect(english.length).toBeGreaterThan(50);
      await page.setViewportSize({ width: 1280, height: 900 });
      // The check finds the English shell on an English page (so it would find a string left in English).
      await page.goto('/about');
      const onEnglish = (await shellTexts(page, SHELL)).filter((text) => english.some(({ pattern }) => pattern.test(text)));
      expect(onEnglish).toEqual(expect.arrayContaining(['Skip to content', 'Catering & Events', 'Quick links', 'Follow us', 'Enquiry list', 'Our stores', 'Main']));
      for (const route of PUBLIC_ROUTES) {
        await page.goto(localePath(locale, route));
        const texts = await shellTexts(page, SHELL);
        expect(texts.length, route).toBeGreaterThan(40);
        const found = texts.flatMap((text) => english.filter(({ pattern }) => pattern.test(text)).map(({ key }) => `"${text}" (${key})`));
        expect(found, `${localePath(locale, route)}: English UI strings in the shell`).toEqual([]);
      }
    });

    test(`#44 the mobile menu in ${locale} is in its language and leads to pages in it (390 px)`, async ({ page }) => {
      const words = ui(locale).shell;
      const english = englishStringsNotIn(locale);
      await page.setViewportSize({ width: 390, height: 780 });
      await page.goto(localePath(locale, '/about'));
      await page.getByRole('button', { name: words.menu.open }).click();
      const menu = page.getByRole('dialog', { name: words.menu.open });
      await expect(menu).toBeVisible();
      const texts = await shellTexts(page, ['dialog#mobile-menu']);
      expect(texts).toContain(words.nav.mithai);
      expect(texts.flatMap((text) => english.filter(({ pattern }) => pattern.test(text)).map(({ key }) => `"${text}" (${key})`))).toEqual([]);
      await expect(menu.getByRole('link', { name: words.nav.corporateGifting })).toHaveAttribute('href', localePath(locale, '/corporate-gifting'));
      await menu.getByRole('link', { name: words.nav.mithai }).click();
      await expect(page).toHaveURL(localePath(locale, '/mithai'));
      await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_TAG[locale]);
    });

    test(`#44 an unknown /${locale}/ address answers 404 with the ${locale} 404 page`, async ({ page }) => {
      const words = ui(locale).shell.notFound;
      const response = await page.goto(`/${locale}/no-such-page`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_TAG[locale]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.title);
      await expect(page.getByRole('link', { name: words.home })).toHaveAttribute('href', `/${locale}`);
      expect((await page.request.get(`/${locale}/product/no-such-product/extra`)).status()).toBe(404);
    });
  });
}

test.describe('#44 the header and footer name the brand\u2019s line and the opening days in the page\u2019s language', () => {
  // The header's logo (the first; the closed mobile menu holds the other) shows the section's tagline
  // from 480 to 1,150 px (SiteLogo.astro); the footer shows each store's hours from 640 px.
  test('#44 Telugu: the tagline, the footer\u2019s "open every day" line and each store\u2019s days (800 px)', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/te/mithai');
    await expect(page.getByRole('banner').getByText('మిఠాయిలు · నమ్కీన్ · బహుమతులు').first()).toBeVisible();
    await page.goto('/te/about');
    await expect(page.getByRole('banner').getByText('హైదరాబాద్ · 2009 నుండి').first()).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('ప్రతి రోజు తెరిచి ఉంటుంది: 8:00 AM-11:00 PM')).toBeVisible();
    // content/stores: both stores keep one set of hours Monday to Friday and another on Saturday and Sunday.
    await expect(footer.getByRole('term')).toHaveText(['సోమవారం నుండి శుక్రవారం', 'శని, ఆదివారాలు', 'సోమవారం నుండి శుక్రవారం', 'శని, ఆదివారాలు']);
    await page.goto('/te/contact');
    await expect(page.getByText('తెరిచే వేళలు: ప్రతి రోజు, 8:00 AM-11:00 PM.')).toBeVisible();
  });

  test('#44 Hindi: the same in Hindi, and the English page keeps English\u2019s words (800 px)', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/hi/catering-events');
    await expect(page.getByRole('contentinfo').getByText('हर दिन खुला: 8:00 AM-11:00 PM')).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('term').first()).toHaveText('सोमवार से शुक्रवार');
    await page.goto('/hi/hotels-banquet');
    await expect(page.getByRole('banner').getByText('होटल · बैंक्वेट · कैटरिंग').first()).toBeVisible();
    await page.goto('/about');
    await expect(page.getByRole('banner').getByText('Hyderabad · Since 2009').first()).toBeVisible();
    await expect(page.getByRole('contentinfo').getByText('Open all days 8:00 AM-11:00 PM')).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('term').first()).toHaveText('Weekdays');
  });
});

test.describe('#44 the language switcher', () => {
  test('#44 the switcher above the header goes to the same page in the other language (1280 px)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/te/mithai/shop');
    await page.getByRole('navigation', { name: ui('te').shell.language.label }).getByRole('link', { name: 'हिन्दी' }).click();
    await expect(page).toHaveURL('/hi/mithai/shop');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    const hindi = page.getByRole('navigation', { name: ui('hi').shell.language.label });
    await expect(hindi.getByText('हिन्दी', { exact: true })).toHaveAttribute('aria-current', 'true');
    await hindi.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL('/mithai/shop');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'తెలుగు' }).click();
    await expect(page).toHaveURL('/te/mithai/shop');
  });

  test('#44 the switcher in the mobile menu goes to the same page in the other language (390 px)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 780 });
    await page.goto('/hi/product/gift-3');
    await page.getByRole('button', { name: ui('hi').shell.menu.open }).click();
    await page.getByRole('dialog').getByRole('navigation', { name: ui('hi').shell.language.label }).getByRole('link', { name: 'తెలుగు' }).click();
    await expect(page).toHaveURL('/te/product/gift-3');
    await expect(page.locator('html')).toHaveAttribute('lang', 'te-IN');
  });

  test('#44 a first visit is English whatever the browser\u2019s language; a chosen language is remembered by the home page only', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'te-IN', extraHTTPHeaders: { 'Accept-Language': 'te-IN,te;q=0.9' } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');

    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'తెలుగు' }).click();
    await expect(page).toHaveURL('/te');
    const cookie = (await context.cookies()).find(({ name }) => name === 'site-lang');
    expect(cookie?.value).toBe('te');
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 364 * 24 * 60 * 60);

    await page.goto('/');
    await expect(page).toHaveURL('/te');
    await expect(page.locator('html')).toHaveAttribute('lang', 'te-IN');
    // Any other English address stays English.
    await page.goto('/about');
    await expect(page).toHaveURL('/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');

    await page.goto('/te/about');
    await page.getByRole('navigation', { name: ui('te').shell.language.label }).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL('/about');
    await page.goto('/');
    await expect(page).toHaveURL('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await context.close();
  });
});
