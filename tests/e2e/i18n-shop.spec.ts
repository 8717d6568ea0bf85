/**
 * The shop in Telugu and Hindi (issue #44): the header search and the shop find sweets by their
 * Telugu name and show local names, "Did you mean" offers the local name, the product pages and the
 * enquiry list speak the page's language, a product staff create has its Telugu and Hindi pages,
 * and the Telugu pages fit phones and desktops.
 */
import { expect, test, type Page } from '@playwright/test';
import { bearerOf, createProduct } from './support/products.ts';
import { sharedStaffUser, uniqueTag, type SignedIn } from './support/staff.ts';
import { consoleErrors, hydrated, serveStaffProducts } from './support/storefront.ts';

const headerSearch = (page: Page) => page.getByRole('combobox', { name: 'స్వీట్లు వెతకండి' });
const shopCards = (page: Page) => page.locator('catalogue-view [data-ref="results"] article');

test.describe('the shop in Telugu and Hindi (#44)', () => {
  test('#44 a Telugu search for "లడ్డు" in the header suggests the laddus by their Telugu names and opens the Telugu shop on them', async ({ page }) => {
    const errors = consoleErrors(page);
    await serveStaffProducts(page);
    await page.goto('/te/mithai');
    await hydrated(headerSearch(page));
    await headerSearch(page).click();
    // The word as a Telugu keyboard commits it (letter-by-letter typing before the code arrives: hydration.spec.ts).
    await headerSearch(page).fill('లడ్డు');
    const suggestions = page.getByRole('listbox', { name: 'స్వీట్ సూచనలు' });
    await expect(suggestions.getByRole('option', { name: /మోతీచూర్ లడ్డు \(Motichoor Laddu\)/ })).toBeVisible();
    await expect(suggestions.getByRole('option', { name: /శనగపిండి లడ్డు \(Besan Laddu\)/ })).toBeVisible();
    const motichoor = suggestions.getByRole('option', { name: /Motichoor Laddu/ });
    await expect(motichoor).toContainText('దీపావళి కలెక్షన్');
    await expect(motichoor).toContainText('₹360 / ప్యాక్');

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/te\/mithai\/shop\?search=/);
    expect(decodeURIComponent(new URL(page.url()).search)).toBe('?search=లడ్డు');
    await expect(page.getByRole('searchbox', { name: 'ఉత్పత్తులు వెతకండి' })).toHaveValue('లడ్డు');
    await expect(page.getByRole('status').filter({ hasText: '"లడ్డు" కోసం' })).toContainText(/"లడ్డు" కోసం \d+ ఫలితాలు/);
    await expect(page.getByRole('link', { name: 'మోతీచూర్ లడ్డు (Motichoor Laddu)' })).toHaveAttribute('href', '/te/diwali-product/motichoor-laddu');
    for (const name of await shopCards(page).getByRole('heading').allTextContents()) expect(name).toMatch(/లడ్డు|లడ్డూ|Laddu/);
    expect(errors).toEqual([]);
  });

  test('#44 the Telugu shop: its words, local names on the cards, and "Did you mean" with the local name', async ({ page }) => {
    await serveStaffProducts(page);
    await page.goto('/te/mithai/shop');
    const search = page.getByRole('searchbox', { name: 'ఉత్పత్తులు వెతకండి' });
    await hydrated(search);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('దీపావళి కలెక్షన్');
    await expect(page.getByRole('navigation', { name: 'విభాగాలు' }).getByRole('button', { name: 'అన్నీ' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'ఉత్పత్తుల క్రమం' })).toContainText('ధర: తక్కువ నుంచి ఎక్కువ');
    await expect(page.getByRole('button', { name: 'ఫిల్టర్లు' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'చూపిస్తున్నాం' })).toHaveText(/\d+ ఉత్పత్తుల్లో \d+ చూపిస్తున్నాం/);
    const katli = page.getByRole('link', { name: 'కాజు కట్లీ (Kaju Katli)', exact: true });
    await expect(katli).toHaveAttribute('href', '/te/diwali-product/kaju-katli');
    const card = shopCards(page).filter({ has: katli });
    await expect(card).toContainText('₹650 / ప్యాక్');
    await expect(card.getByRole('button', { name: 'కాజు కట్లీ (Kaju Katli)ను ఎంక్వైరీ జాబితాకు చేర్చండి' })).toHaveText('ఎంక్వైరీ జాబితాకు చేర్చండి');

    await search.fill('gulab jamon');
    await expect(page.getByText('ఏమీ దొరకలేదు')).toBeVisible();
    await expect(page.getByText('"gulab jamon" కోసం 0 ఫలితాలు')).toBeVisible();
    const offer = page.getByRole('button', { name: 'గులాబ్ జామూన్ (Gulab Jamun)' });
    await expect(offer.locator('xpath=..')).toHaveText('మీరు వెతికింది గులాబ్ జామూన్ (Gulab Jamun)?');
    await offer.click();
    await expect(search).toHaveValue('గులాబ్ జామూన్');
    await expect(shopCards(page).getByRole('heading')).toHaveText(['గులాబ్ జామూన్ (Gulab Jamun)']);
  });

  test('#44 a Telugu product page: local name, translated description and facts, Telugu actions, breadcrumb and JSON-LD', async ({ page }) => {
    await page.goto('/te/product/kaju-katli');
    await expect(page).toHaveTitle(/^కాజు కట్లీ \(Kaju Katli\) \|/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('కాజు కట్లీ (Kaju Katli)');
    await expect(page.getByRole('img', { name: 'ప్లేటులో పరిచిన వెండి రేకుతో వజ్రాకారపు కాజు కట్లీ' }).first()).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'మార్గం' });
    await expect(crumbs.getByRole('link', { name: 'హోమ్' })).toHaveAttribute('href', '/te/mithai');
    await expect(crumbs.getByRole('link', { name: 'దీపావళి కలెక్షన్' })).toHaveAttribute('href', '/te/mithai/shop?category=Diwali%20Collection');
    await expect(page.getByText('అన్ని పన్నులతో కలిపి')).toBeVisible();
    await expect(page.getByText(/^మా ప్రసిద్ధ స్వీట్:/)).toBeVisible();
    const facts = page.locator('dl').filter({ hasText: 'పదార్థాలు' });
    await expect(facts).toContainText('జీడిపప్పు, చక్కెర, స్వచ్ఛమైన నెయ్యి, తినదగిన వెండి రేకు');
    await expect(facts).toContainText('500 గ్రా. బాక్సు');
    // Shelf life, allergens and how far it travels in Telugu, not as content writes them.
    await expect(facts.getByRole('definition').filter({ hasText: /^15 రోజులు$/ })).toBeVisible();
    await expect(facts.getByRole('definition').filter({ hasText: /^జీడిపప్పు, పాలు$/ })).toBeVisible();
    await expect(facts).toContainText('ఇతర భారతీయ నగరాలకు. కొరియర్‌లో మరో భారతీయ నగరానికి చేరేంత కాలం నిల్వ ఉంటుంది.');
    await expect(page.getByText(/Days|Cashew|Other Indian cities/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'కాల్ చేయండి' })).toHaveAttribute('href', /^tel:/);
    await expect(page.getByRole('link', { name: 'ఇప్పుడే కొనండి' })).toHaveAttribute('href', /^\/te\/contact\?/);
    await expect(page.getByRole('heading', { name: 'మీకు ఇవి కూడా నచ్చవచ్చు' })).toBeVisible();
    const product = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) =>
      scripts.flatMap((script) => [JSON.parse(script.textContent ?? 'null')].flat()).find((item) => item?.['@type'] === 'Product'),
    );
    expect(product).toMatchObject({ name: 'కాజు కట్లీ (Kaju Katli)', inLanguage: 'te-IN', category: 'దీపావళి కలెక్షన్' });
    expect(product.description).toMatch(/^మా ప్రసిద్ధ స్వీట్:/);
    expect(product.url).toMatch(/\/te\/product\/kaju-katli$/);
  });

  test('#44 a Hindi Diwali product page: local name, Hindi texts, and "Add to enquiry list" answers in Hindi', async ({ page }) => {
    await page.goto('/hi/diwali-product/motichoor-laddu');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('मोतीचूर लड्डू (Motichoor Laddu)');
    await expect(page.getByRole('img', { name: 'पीतल की थाली में सजे, ऊपर मगज़ वाले नारंगी मोतीचूर लड्डू' }).first()).toBeVisible();
    await expect(page.getByText(/^शुद्ध घी में तली बेसन की बारीक बूंदी/)).toBeVisible();
    await expect(page.getByText('500 ग्राम डिब्बा (लगभग 16 पीस)')).toBeVisible();
    await expect(page.getByText('7 दिन', { exact: true })).toBeVisible();
    await expect(page.getByText('हैदराबाद में. कुछ दिन टिकती है: शहर में कहीं भी ले जा सकते हैं।')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'दिवाली कलेक्शन' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'रसिका स्वीट्स के बारे में' })).toBeVisible();
    await expect(page.getByText(/The Diwali Collection|About Rasika Sweets|7 Days|In Hyderabad/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'अभी कॉल करें' })).toHaveAttribute('href', /^tel:/);
    await expect(page.getByRole('link', { name: 'उत्पादों पर वापस जाएँ' })).toHaveAttribute('href', '/hi/mithai/shop');
    const add = page.getByRole('button', { name: 'पूछताछ सूची में जोड़ें' });
    await hydrated(add);
    await page.getByRole('spinbutton', { name: 'मात्रा' }).fill('2');
    await add.click();
    await expect(page.getByRole('status').filter({ hasText: 'जोड़ा गया' })).toHaveText('2 × मोतीचूर लड्डू (Motichoor Laddu) आपकी पूछताछ सूची में जोड़ा गया।');
  });

  test('#44 the enquiry list in Telugu: its words, local names, price line, notice and a Telugu contact link', async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem('rasika:enquiry-list', JSON.stringify([{ kind: 'diwali', id: 'kaju-katli', quantity: 3 }, { kind: 'diwali', id: 'no-longer-made', quantity: 1 }])),
    );
    await page.goto('/te/enquiry-list');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('మీ ఎంక్వైరీ జాబితా');
    const line = page.getByRole('list', { name: 'మీ ఎంక్వైరీ జాబితాలోని అంశాలు' }).getByRole('listitem');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText('కాజు కట్లీ (Kaju Katli), 500 గ్రా. బాక్సు, ₹650 / ప్యాక్');
    await expect(page.getByText('మీ ఎంక్వైరీ జాబితాలోని ఒక అంశం ఇప్పుడు మా సైట్‌లో లేదు, అందుకే దాన్ని తీసేశాం.')).toBeVisible();
    await expect(line).toContainText('₹1,950');
    await expect(page.getByText('సుమారు మొత్తం ₹1,950 (అన్ని పన్నులతో కలిపి)')).toBeVisible();
    await expect(page.getByRole('link', { name: 'ఒకే ఎంక్వైరీగా పంపండి' })).toHaveAttribute('href', /^\/te\/contact\?/);
    await line.getByRole('button', { name: /తీసేయండి/ }).click();
    await expect(page.getByText('మీ ఎంక్వైరీ జాబితా ఖాళీగా ఉంది.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'షాప్ చూడండి' })).toHaveAttribute('href', '/te/mithai/shop');
  });
});

test.describe.serial('#44 a product staff create has its Telugu and Hindi pages (run-time product page)', () => {
  const name = `E2E Kova Peda ${uniqueTag()}`;
  let user: SignedIn;
  let id = '';

  test.beforeAll(async ({ request }) => {
    user = await sharedStaffUser(request, { role: 'superadmin' });
    id = await createProduct(request, user, name);
  });

  test.afterAll(async ({ request }) => {
    if (id) await request.delete(`/api/products/${id}`, { headers: bearerOf(user) });
  });

  test('#44 /te/product/{id} and /hi/product/{id}: the language set, the page\u2019s words, and the switcher to the same product', async ({ page }) => {
    const errors = consoleErrors(page);
    const response = await page.goto(`/te/product/${id}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'te-IN');
    await expect(page).toHaveTitle(`${name} | Rasika`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    const crumbs = page.getByRole('navigation', { name: 'మార్గం' });
    await expect(crumbs.getByRole('link', { name: 'హోమ్' })).toHaveAttribute('href', '/te/mithai');
    await expect(crumbs.getByRole('link', { name: 'ఉత్పత్తులు' })).toHaveAttribute('href', '/te/mithai/shop');
    await expect(page.getByText('అన్ని పన్నులతో కలిపి')).toBeVisible();
    await expect(page.getByRole('group', { name: 'సైజు' }).getByRole('radio', { name: /^250g/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /^1kg/ })).toHaveAccessibleName('1kg మీకు ₹60.00 ఆదా');
    await expect(page.getByRole('link', { name: 'కాల్ చేయండి' })).toHaveAttribute('href', /^tel:/);
    await expect(page.getByRole('button', { name: 'ఎంక్వైరీ జాబితాకు చేర్చండి', exact: true })).toBeVisible();
    const telugu = page.getByRole('navigation', { name: 'భాష' });
    await expect(telugu.getByRole('link', { name: 'English' })).toHaveAttribute('href', `/product/${id}`);

    await telugu.getByRole('link', { name: 'हिन्दी' }).click();
    await expect(page).toHaveURL(`/hi/product/${id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByRole('navigation', { name: 'रास्ता' }).getByRole('link', { name: 'होम' })).toHaveAttribute('href', '/hi/mithai');
    await expect(page.getByText('सभी करों सहित')).toBeVisible();
    await expect(page.getByRole('button', { name: 'पूछताछ सूची में जोड़ें', exact: true })).toBeVisible();
    const hindi = page.getByRole('navigation', { name: 'भाषा' });
    await expect(hindi.getByText('हिन्दी', { exact: true })).toHaveAttribute('aria-current', 'true');
    await expect(hindi.getByRole('link', { name: 'తెలుగు' })).toHaveAttribute('href', `/te/product/${id}`);
    await hindi.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(`/product/${id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await expect(page.getByText('Inclusive of all taxes')).toBeVisible();
    expect(errors).toEqual([]);
  });
});

const TELUGU_PAGES = ['/te/mithai', '/te/mithai/shop', '/te/product/kaju-katli', '/te/product/gift-1', '/te/diwali-product/kaju-katli', '/te/enquiry-list', '/hi/mithai/shop'];

for (const width of [320, 1280]) {
  test(`#44 the shop's Telugu pages fit ${width} px: no sideways scroll, controls at least 24 px and inside the screen`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: width < 768 ? 780 : 900 });
    await page.addInitScript(() => localStorage.setItem('rasika:enquiry-list', JSON.stringify([{ kind: 'diwali', id: 'kaju-katli', quantity: 3 }])));
    await serveStaffProducts(page);
    for (const path of TELUGU_PAGES) {
      await page.goto(path);
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += Math.max(200, window.innerHeight - 100)) {
          window.scrollTo({ top: y, behavior: 'instant' });
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        }
      });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} at ${width} px scrolls sideways by ${overflow} px`).toBe(0);
      const problems = await page.locator('main').evaluate((main, viewport) => {
        const found: string[] = [];
        for (const control of main.querySelectorAll<HTMLElement>('a.button, button, select, input:not([type="checkbox"]):not([type="radio"])')) {
          const box = control.getBoundingClientRect();
          if (box.width === 0 && box.height === 0) continue; // hidden
          if (control.closest('.visually-hidden, [hidden]')) continue;
          // A row that scrolls sideways on its own (the category chips) keeps its controls off the screen by design.
          let scroller = control.parentElement;
          while (scroller && scroller !== main && !['auto', 'scroll'].includes(getComputedStyle(scroller).overflowX)) scroller = scroller.parentElement;
          if (scroller && scroller !== main) continue;
          const name = (control.textContent ?? control.getAttribute('aria-label') ?? '').trim().slice(0, 40);
          if (box.height < 24 || box.width < 24) found.push(`${name}: ${Math.round(box.width)}x${Math.round(box.height)}`);
          if (box.left < -1 || box.right > viewport + 1) found.push(`${name}: outside the screen (${Math.round(box.left)}-${Math.round(box.right)})`);
        }
        return found;
      }, width);
      expect(problems, `${path} at ${width} px`).toEqual([]);
    }
  });
}
