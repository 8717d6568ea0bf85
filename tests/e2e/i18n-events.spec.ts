/**
 * Issue #44, as a visitor: the events pages (/catering-events, /hotels-banquet, /corporate-gifting,
 * /event-planner) in Telugu and Hindi: their headings and buttons in the page's language, links to
 * the same language's pages, the event planner and the gift quote builder working in Telugu with the
 * same rules (their messages in Telugu), and the Telugu pages' layout at 320 and 1280 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { daysFromToday } from './support/india-dates.ts';
import { hydrated } from './support/storefront.ts';

interface Expected {
  path: string;
  headings: string[];
  links: { name: string; href: string }[];
  buttons: string[];
}

/** What each page shows in each language: words of the events strings and of the translated content. */
const PAGES: Record<'te' | 'hi', Expected[]> = {
  te: [
    {
      path: '/catering-events',
      headings: ['కేటరింగ్ సేవలు', 'పూర్తి ఈవెంట్ పరిష్కారాలు', 'మేము ఎలా పని చేస్తాం', 'ఈవెంట్ ప్యాకేజీలు', 'అదనపు సేవలు', 'మా క్లయింట్లు ఏమంటున్నారు', 'సంప్రదింపు'],
      links: [
        { name: 'కేటరింగ్ కొటేషన్ పొందండి', href: '/te/contact' },
        { name: 'ఈవెంట్ ప్లానర్ తెరవండి', href: '/te/event-planner' },
      ],
      buttons: [],
    },
    {
      path: '/hotels-banquet',
      headings: ['బాంకెట్లు, లగ్జరీ బస', 'ప్రత్యేక అనుభవాలు', 'మా ఆతిథ్యం', 'గ్యాలరీ', 'అతిథుల అభిప్రాయాలు', 'నూర్ హాల్'],
      links: [{ name: 'మా కథ తెలుసుకోండి', href: '/te/about' }],
      buttons: ['పూర్తి మెనూ'],
    },
    {
      path: '/corporate-gifting',
      headings: ['మీ గిఫ్ట్ కొటేషన్ తయారు చేసుకోండి', 'స్వీట్ కానుకలు', 'తరచుగా అడిగే ప్రశ్నలు'],
      links: [{ name: 'మీ కానుక బుక్ చేయండి', href: '/te/contact' }],
      buttons: ['కొటేషన్ అభ్యర్థన పంపండి', 'తదుపరి'],
    },
    {
      path: '/event-planner',
      headings: ['మీ వేడుక ప్లాన్ చేయండి', '3. మా సూచన'],
      links: [],
      buttons: ['నా ఈవెంట్ ప్లాన్ పంపండి'],
    },
  ],
  hi: [
    {
      path: '/catering-events',
      headings: ['केटरिंग सेवाएँ', 'पूरे इवेंट समाधान', 'हम कैसे काम करते हैं', 'इवेंट पैकेज', 'अतिरिक्त सेवाएँ', 'हमारे ग्राहक क्या कहते हैं', 'परामर्श'],
      links: [
        { name: 'केटरिंग कोटेशन पाएँ', href: '/hi/contact' },
        { name: 'इवेंट प्लानर खोलें', href: '/hi/event-planner' },
      ],
      buttons: [],
    },
    {
      path: '/hotels-banquet',
      headings: ['बैंक्वेट और लग्ज़री स्टे', 'ख़ास अनुभव', 'हमारी मेहमाननवाज़ी', 'गैलरी', 'मेहमानों की राय', 'नूर हॉल'],
      links: [{ name: 'हमारी कहानी जानें', href: '/hi/about' }],
      buttons: ['पूरा मेन्यू'],
    },
    {
      path: '/corporate-gifting',
      headings: ['अपना गिफ़्ट कोटेशन बनाएँ', 'मीठे तोहफ़े', 'अक्सर पूछे जाने वाले सवाल'],
      links: [{ name: 'अपना तोहफ़ा बुक करें', href: '/hi/contact' }],
      buttons: ['कोटेशन अनुरोध भेजें', 'अगला'],
    },
    {
      path: '/event-planner',
      headings: ['अपना आयोजन प्लान करें', '3. हमारा सुझाव'],
      links: [],
      buttons: ['मेरा इवेंट प्लान भेजें'],
    },
  ],
};

for (const locale of ['te', 'hi'] as const) {
  for (const expected of PAGES[locale]) {
    test(`#44 ${locale}${expected.path} shows its headings, links and buttons in ${locale === 'te' ? 'Telugu' : 'Hindi'}`, async ({ page }) => {
      await page.goto(`/${locale}${expected.path}`);
      await expect(page.locator('html')).toHaveAttribute('lang', `${locale}-IN`);
      for (const name of expected.headings) await expect(page.getByRole('heading', { name, exact: true }).first()).toBeAttached();
      for (const link of expected.links) await expect(page.getByRole('link', { name: link.name, exact: true }).first()).toHaveAttribute('href', link.href);
      for (const name of expected.buttons) await expect(page.getByRole('button', { name, exact: true }).first()).toBeAttached();
    });
  }
}

test('#44 the English events pages keep their words', async ({ page }) => {
  await page.goto('/catering-events');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByRole('heading', { name: 'Catering Services', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Catering Quote' })).toHaveAttribute('href', '/contact');
  await expect(page.getByRole('link', { name: 'Open the event planner' })).toHaveAttribute('href', '/event-planner');
});

test.describe('#44 the events pages\u2019 content in the page\u2019s language', () => {
  test('#44 te/hotels-banquet: the veil, the slides, the signature dishes, the menu, the cards and the stores in Telugu', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/te/hotels-banquet');
    await expect(page.getByText('రసిక గ్రాండ్‌కు స్వాగతం', { exact: true })).toBeVisible();
    await expect(page.getByText('లోపలికి రావడానికి తాకండి', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: '50 మంది వరకు ప్రైవేట్ డైనింగ్', exact: true })).toBeAttached();
    await expect(page.getByRole('heading', { name: 'ప్రత్యేక వంటకాలు', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'మెనూ చూడండి', exact: true })).toHaveAttribute('href', '/te/catering-events');

    // The full menu: the dishes' Telugu names, their category and dietary badges; the search finds a dish by its English name too.
    const menu = page.locator('#full-menu');
    await menu.getByRole('button', { name: 'పూర్తి మెనూ', exact: true }).click();
    const panel = page.getByRole('region', { name: 'పూర్తి మెనూ' });
    await panel.getByRole('searchbox').fill('butter naan');
    await expect(panel.getByRole('heading', { name: 'బటర్ నాన్', exact: true })).toBeVisible();
    const naan = panel.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'బటర్ నాన్' }) });
    await expect(naan.getByText('తందూర్‌లో కాల్చిన మెత్తని నాన్, పైన వెన్న పూసినది.', { exact: true })).toBeVisible();
    await expect(naan.getByRole('list', { name: 'ఆహార సమాచారం' }).getByRole('listitem').first()).toHaveAttribute('title', 'శాకాహారం');
    await expect(naan.getByTitle('జైన్', { exact: true })).toBeVisible();
    await expect(naan.getByRole('img', { name: 'కరిగిన వెన్నతో మెరుస్తున్న బటర్ నాన్', exact: true })).toBeAttached();

    const stores = page.locator('section').filter({ has: page.locator('#stores-heading') });
    await expect(stores.getByText('స్వీట్స్, రెస్టారెంట్ స్టోర్, సింధీ కాలనీ', { exact: true })).toBeAttached();
    await expect(stores.getByText('శాకాహార రెస్టారెంట్', { exact: true })).toBeAttached();
  });

  test('#44 hi/hotels-banquet: the menu\u2019s dishes and the cards\u2019 links in Hindi', async ({ page }) => {
    await page.goto('/hi/hotels-banquet');
    await expect(page.getByRole('heading', { name: 'ख़ास व्यंजन', exact: true })).toBeVisible();
    await page.locator('#full-menu').getByRole('button', { name: 'पूरा मेन्यू', exact: true }).click();
    await expect(page.getByRole('region', { name: 'पूरा मेन्यू' }).getByRole('heading', { name: 'बटर नान', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'मेन्यू देखें', exact: true })).toHaveAttribute('href', '/hi/catering-events');
  });

  test('#44 te/catering-events: the hero, the custom quote, the FAQ and "Why choose" in Telugu', async ({ page }) => {
    await page.goto('/te/catering-events');
    await expect(page.getByRole('heading', { name: 'ప్రీమియం క్యాటరింగ్ సేవలు', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'ఇంకేదైనా కావాలా?', exact: true })).toBeAttached();
    await expect(page.getByRole('heading', { name: '\u201cRasika Catering & Events\u201dనే ఎందుకు ఎంచుకోవాలి?', exact: true })).toBeAttached();
    await expect(page.getByText('బుకింగ్ ఖరారు చేసే ముందు రుచి చూపిస్తారా?', { exact: true })).toBeAttached();
  });

  test('#44 te/corporate-gifting: the copy, the FAQ, the gift cards\u2019 facts and the quote builder\u2019s MRP in Telugu', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/te/corporate-gifting');
    for (const name of ['ఎంపిక చేసిన కలెక్షన్లు', 'మీ గిఫ్ట్ బాక్స్‌ను మీకు నచ్చినట్టు', 'మీ బ్రాండ్ జోడించండి', 'మిఠాయి కేటలాగ్', 'చిత్రాల డైరీ', 'ఆర్డర్ చేయడానికి సిద్ధమా?']) {
      await expect(page.getByRole('heading', { name, exact: true })).toBeAttached();
    }
    await expect(page.getByText('కనీస ఆర్డర్ పరిమాణం ఎంత?', { exact: true })).toBeAttached();
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Classic Kaju Katli Box' }) });
    await expect(card.getByRole('definition')).toHaveText(['₹900', '30 రోజులు', '500 g']);
    await expect(card.getByRole('term')).toHaveText(['ఎంఆర్‌పీ', 'నిల్వ కాలం', 'బరువు']);
    await expect(card.getByRole('img', { name: 'కాజు కత్లితో తెరిచిన మెరూన్ రంగు పెట్టె', exact: true })).toBeAttached();
    await expect(card.getByRole('button', { name: 'Classic Kaju Katli Boxను ఎంక్వైరీ జాబితాకు చేర్చండి' })).toHaveText('ఎంక్వైరీ జాబితాకు చేర్చండి');
    const quote = page.getByRole('form', { name: 'గిఫ్ట్ కొటేషన్ బిల్డర్' });
    await expect(quote.getByRole('listitem').filter({ hasText: 'Classic Kaju Katli Box' }).getByText('ఎంఆర్‌పీ ₹900', { exact: true })).toBeVisible();
  });

  test('#44 hi/corporate-gifting: a gift\u2019s shelf life and the FAQ in Hindi', async ({ page }) => {
    await page.goto('/hi/corporate-gifting');
    await expect(page.getByText('न्यूनतम ऑर्डर मात्रा कितनी है?', { exact: true })).toBeAttached();
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Classic Kaju Katli Box' }) });
    await expect(card.getByRole('definition')).toHaveText(['₹900', '30 दिन', '500 g']);
  });
});

test.describe('#44 the planners in Telugu', () => {
  test('#44 the event planner proposes in Telugu, refuses in Telugu and sends the plan', async ({ page }) => {
    await page.goto('/te/event-planner');
    const form = page.getByRole('form', { name: 'ఈవెంట్ ప్లానర్' });
    await hydrated(form.getByRole('spinbutton', { name: 'అతిథులు' }));
    await form.getByRole('combobox', { name: 'సందర్భం' }).selectOption('పెళ్ళి');
    await form.getByLabel('తేదీ').fill(daysFromToday(120));
    await form.getByRole('spinbutton', { name: 'అతిథులు' }).fill('300');
    await form.getByRole('spinbutton', { name: 'రోజులు' }).fill('2');
    const plan = form.getByRole('list', { name: 'సూచించిన ప్లాన్' });
    await expect(plan.getByRole('listitem')).toHaveCount(4);
    await expect(plan.getByText('హోటల్స్ & బాంకెట్స్: 300 మంది అతిథులు కోసం దర్బార్ హాల్ (400 మంది వరకు)')).toBeVisible();
    await expect(plan.getByText('కేటరింగ్ & ఈవెంట్స్: లగ్జరీ ప్యాకేజీ (200 మంది వరకు ₹1,00,000), 300 మంది అతిథులు కోసం పెంచి')).toBeVisible();
    await expect(plan.getByText('స్వీట్స్: 300 రిటర్న్ గిఫ్ట్ స్వీట్ బాక్సులు')).toBeVisible();

    // The same rules: a missing name and a bad email are refused, in Telugu.
    await form.getByRole('button', { name: 'నా ఈవెంట్ ప్లాన్ పంపండి' }).click();
    const refusal = form.getByRole('alert').filter({ hasText: 'ఇంకా పంపలేదు:' });
    await expect(refusal.getByRole('listitem')).toHaveText(['మీ పేరు రాయండి.', 'సరైన ఈమెయిల్ చిరునామా రాయండి.']);

    // A date too soon is warned about in Telugu.
    await form.getByLabel('తేదీ').fill(daysFromToday(5));
    await expect(form.getByText('అది ఇంకా 5 రోజులు మాత్రమే ఉంది. 6-8 వారాలు ముందుగా బుక్ చేయమని సూచిస్తాం; ఇప్పటికీ ఏం చేయగలమో మీకు చెబుతాం.')).toBeVisible();

    await form.getByLabel('తేదీ').fill(daysFromToday(120));
    await form.getByRole('textbox', { name: 'మీ పేరు' }).fill('శ్రీలక్ష్మి');
    await form.getByRole('textbox', { name: 'ఈమెయిల్' }).fill(`sri.${Date.now()}@example.com`);
    await form.getByRole('button', { name: 'నా ఈవెంట్ ప్లాన్ పంపండి' }).click();
    await expect(form.getByRole('status').filter({ hasText: /^ధన్యవాదాలు\. మీ విచారణ రిఫరెన్స్ నంబర్ RS-/ })).toBeVisible();
    await expect(form.getByText(/మా ఈవెంట్స్ బృందం మిమ్మల్ని ఫోన్ లేదా ఈమెయిల్ ద్వారా సంప్రదిస్తుంది\.$/)).toBeVisible();
  });

  test('#44 the gift quote builder counts, checks the minimum and the recipients file in Telugu', async ({ page }) => {
    await page.goto('/te/corporate-gifting#quote-builder');
    const form = page.getByRole('form', { name: 'గిఫ్ట్ కొటేషన్ బిల్డర్' });
    const boxes = form.getByRole('spinbutton', { name: 'Classic Kaju Katli Box బాక్సులు' });
    await hydrated(boxes);
    await expect(form.getByText('కనీస ఆర్డర్: చాలా కలెక్షన్లకు మొత్తం 25 బాక్సులు. పైన మీ కానుకలు ఎంచుకోండి.')).toBeVisible();
    await boxes.fill('10');
    await expect(form.getByText('కనీస ఆర్డర్: చాలా కలెక్షన్లకు మొత్తం 25 బాక్సులు. ఇంకా 15 చేర్చండి.')).toBeVisible();
    await form.getByRole('radio', { name: 'చాలా చిరునామాలు' }).check();
    const csv = ['name,phone,address,city,pincode', 'Asha,12,Begumpet,Hyderabad,500016'].join('\n');
    await form.getByLabel('గ్రహీతల ఫైల్ (CSV)').setInputFiles({ name: 'team.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(form.getByRole('alert').filter({ hasText: 'team.csvలో 1 సమస్య ఉంది; దాని నుంచి ఏదీ తీసుకోలేదు:' }).getByRole('listitem')).toHaveText([
      'లైన్ 2: ఫోన్‌లో 10 నుంచి 15 అంకెలు ఉండాలి',
    ]);

    await form.getByRole('button', { name: 'కొటేషన్ అభ్యర్థన పంపండి' }).click();
    const refusal = form.getByRole('alert').filter({ hasText: 'ఇంకా పంపలేదు:' });
    await expect(refusal.getByRole('listitem')).toHaveText([
      'కనీస ఆర్డర్ 25 చేరడానికి ఇంకా 15 బాక్సులు చేర్చండి.',
      'డెలివరీ తేదీ ఎంచుకోండి.',
      'గ్రహీతల ఫైల్ సరిచేయండి: పైన చూపిన లైన్లు చూడండి.',
      'మీ పేరు రాయండి.',
      'సరైన ఈమెయిల్ చిరునామా రాయండి.',
    ]);
    await boxes.fill('30');
    await expect(form.getByText('30 బాక్సులు: కనీస ఆర్డర్ 25 పూర్తయింది.')).toBeVisible();
    await expect(form.getByText('అంచనా మొత్తం: ₹', { exact: false })).toBeVisible();
  });
});

/** Elements of the page wider than the window, or sticking out of it sideways. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) found.push(`page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);
    for (const element of document.querySelectorAll<HTMLElement>('main h1, main h2, main h3, main h4, main a.button, main button, main label, main legend')) {
      const box = element.getBoundingClientRect();
      // Skipped: what is not shown, and text only for screen readers (visually-hidden, 1 px wide by design).
      if (box.width <= 1 || element.closest('[hidden], [inert], [aria-hidden="true"], dialog:not([open]), .visually-hidden')) continue;
      if (box.left < -1 || box.right > width + 1) found.push(`${element.tagName} "${element.textContent?.trim().slice(0, 40)}" spans ${Math.round(box.left)}-${Math.round(box.right)}`);
      if (element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'visible') found.push(`${element.tagName} "${element.textContent?.trim().slice(0, 40)}" cuts its words`);
    }
    return found;
  });
}

for (const width of [320, 1280]) {
  for (const path of ['/catering-events', '/hotels-banquet', '/corporate-gifting', '/event-planner']) {
    test(`#44 /te${path} at ${width} px: no sideways scroll, headings and buttons inside the page`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/te${path}`);
      expect(await overflowing(page)).toEqual([]);
    });
  }
}
