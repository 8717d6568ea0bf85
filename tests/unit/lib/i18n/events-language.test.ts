import { describe, expect, test } from 'vitest';
import type { HospitalityFactsEntry } from '../../../../src/lib/content/hospitality-facts-schema.ts';
import { hospitalityFactsSchema } from '../../../../src/lib/content/hospitality-facts-schema.ts';
import { processStepSchema } from '../../../../src/lib/content/process-step-schema.ts';
import { ui } from '../../../../src/lib/i18n/strings/index.ts';
import { proposePlan } from '../../../../src/lib/planning/event-plan.ts';
import { checkLeadTime, leadTimeMessage, weeksText } from '../../../../src/lib/planning/lead-time.ts';
import { readRecipientsCsv } from '../../../../src/lib/planning/recipients-csv.ts';
import { inLanguage } from '../../../../src/loaders/in-language.ts';

const te = ui('te').events;
const hi = ui('hi').events;

const halls = [
  { id: 'noor-hall', name: 'నూర్ హాల్', capacity: 150 },
  { id: 'darbar-hall', name: 'దర్బార్ హాల్', capacity: 400 },
];
const packages = [
  { id: 'essential', name: 'ఎసెన్షియల్', price: '₹25,000', maxGuests: 50 },
  { id: 'luxury', name: 'లగ్జరీ', price: '₹1,00,000', maxGuests: 200 },
];
const facts = { halls, packages, stay: { minDays: 2, maxDays: 3, guestsStayingPercent: 20, guestsPerRoom: 2 }, guestsPerBox: 1 };

describe('#44 the planners in Telugu and Hindi', () => {
  test('the proposal reads in Telugu, with the same parts, numbers and prices as English', () => {
    expect(proposePlan({ occasion: 'wedding', guests: 300, days: 2 }, facts, te.planner.plan, 'te')).toEqual([
      { id: 'hall', team: 'banquets & hotels', title: 'దర్బార్ హాల్', label: '300 మంది అతిథులు కోసం దర్బార్ హాల్ (400 మంది వరకు)' },
      { id: 'catering', team: 'restaurants & catering', title: 'లగ్జరీ ప్యాకేజీ', label: 'లగ్జరీ ప్యాకేజీ (200 మంది వరకు ₹1,00,000), 300 మంది అతిథులు కోసం పెంచి' },
      { id: 'rooms', team: 'banquets & hotels', title: 'పెళ్ళి బసకు గదులు', label: '2 రోజులు పాటు 30 గదులు (పెళ్ళి బస)' },
      { id: 'return-gifts', team: 'sweets', title: 'రిటర్న్ గిఫ్ట్ స్వీట్ బాక్సులు', label: '300 రిటర్న్ గిఫ్ట్ స్వీట్ బాక్సులు' },
    ]);
  });

  test('Hindi counts one box as one and writes Indian digit grouping', () => {
    const english = { ...facts, packages: [{ id: 'luxury', name: 'Luxury', price: '₹1,00,000', maxGuests: 200 }], guestsPerBox: 1200 };
    expect(proposePlan({ occasion: 'corporate', guests: 1200, days: 1 }, english, hi.planner.plan, 'hi').map((part) => part.label)).toEqual([
      '1,200 मेहमान के लिए वेन्यू: हमारे सबसे बड़े हॉल (400) से ज़्यादा; हमसे बात करें',
      'Luxury पैकेज (200 मेहमानों तक ₹1,00,000), 1,200 मेहमान के हिसाब से बढ़ाकर',
      '1 रिटर्न गिफ़्ट मिठाई डिब्बा',
    ]);
  });

  test('the lead-time warning and the weeks are in the page\u2019s language', () => {
    const weeks = { min: 2, max: 3 };
    const soon = checkLeadTime('2026-11-30', '2026-11-23', weeks);
    expect(leadTimeMessage(soon, 'bulk')).toBe('That is 7 days away. We recommend placing bulk orders 2-3 weeks ahead; we will tell you what we can still do.');
    expect(leadTimeMessage(soon, 'bulk', te.lead, 'te')).toBe('అది ఇంకా 7 రోజులు మాత్రమే ఉంది. బల్క్ ఆర్డర్లు 2-3 వారాలు ముందుగా ఇవ్వమని సూచిస్తాం; ఇప్పటికీ ఏం చేయగలమో మీకు చెబుతాం.');
    expect(leadTimeMessage(checkLeadTime('2026-11-24', '2026-11-23', weeks), 'booking', hi.lead, 'hi')).toBe(
      'वह तारीख़ अब से सिर्फ़ 1 दिन दूर है। हम 2-3 हफ़्ते पहले बुक करने की सलाह देते हैं; हम बताएँगे कि अब भी क्या हो सकता है।',
    );
    expect(leadTimeMessage(checkLeadTime('2026-11-22', '2026-11-23', weeks), 'booking', te.lead, 'te')).toBe(te.lead.past);
    expect(weeksText({ min: 6, max: 6 }, hi.lead)).toBe('6 हफ़्ते');
  });

  test('a recipients file\u2019s problems are named in Telugu, by the same rules', () => {
    const csv = 'name,phone,address,city,pincode\nAsha,12,,Hyderabad,50001\n';
    expect(readRecipientsCsv(csv, 10, te.quote.csv)).toEqual({
      ok: false,
      errors: [{ line: 2, message: 'ఫోన్‌లో 10 నుంచి 15 అంకెలు ఉండాలి; చిరునామా ఖాళీగా ఉంది; పిన్‌కోడ్ 6 అంకెలు ఉండాలి' }],
    });
    expect(readRecipientsCsv('', 10, hi.quote.csv)).toEqual({ ok: false, errors: [{ line: 1, message: 'फ़ाइल ख़ाली है। टेम्पलेट से शुरू करें।' }] });
  });
});

describe('#44 events content in a language', () => {
  const hospitality: HospitalityFactsEntry = {
    recipes: '100+ recipes',
    privateDining: { maxGuests: 50, text: 'Private dining for up to 50 guests.' },
    banquetHalls: [
      { name: 'Noor Hall', capacity: 150, description: 'For conferences.' },
      { name: 'Darbar Hall', capacity: 400, description: 'For weddings.' },
    ],
    weddingStays: { duration: '2-3 days', text: 'Wedding stays.' },
    banquetIntro: { title: 'Banquets', text: 'Two halls.' },
    aboutTeaser: { title: '16 Years', text: 'Since 2009.' },
    translations: {
      te: { banquetHalls: [{ name: 'నూర్ హాల్', description: 'కాన్ఫరెన్స్‌లకు.' }, { name: 'దర్బార్ హాల్' }], banquetIntro: { title: 'బాంకెట్లు', text: ' ' } },
      hi: { banquetHalls: [{ name: 'नूर हॉल' }] },
    },
  };

  test('hospitality facts: translated texts over English, numbers and missing texts English\u2019s', () => {
    const shown = inLanguage(hospitality, 'te');
    expect(shown.banquetHalls).toEqual([
      { name: 'నూర్ హాల్', capacity: 150, description: 'కాన్ఫరెన్స్‌లకు.' },
      { name: 'దర్బార్ హాల్', capacity: 400, description: 'For weddings.' },
    ]);
    expect(shown.banquetIntro).toEqual({ title: 'బాంకెట్లు', text: 'Two halls.' });
    expect(shown.privateDining).toEqual(hospitality.privateDining);
    // A list of halls that no longer matches English's count stays English.
    expect(inLanguage(hospitality, 'hi').banquetHalls).toEqual(hospitality.banquetHalls);
    expect(inLanguage(hospitality, 'en')).not.toHaveProperty('translations');
  });

  test('the hospitality schema refuses a translated number and accepts texts only', () => {
    const valid = { ...hospitality, translations: { te: { privateDining: { text: '50 మంది వరకు ప్రైవేట్ డైనింగ్.' } } } };
    expect(hospitalityFactsSchema.safeParse(valid).success).toBe(true);
    const withNumber = { ...hospitality, translations: { te: { privateDining: { maxGuests: 60, text: 'x' } } } };
    expect(hospitalityFactsSchema.safeParse(withNumber).success).toBe(false);
  });

  test('a step\u2019s title is one of four in English and free words in Telugu', () => {
    const step = { title: 'Design', description: 'We plan the menu.', order: 2, translations: { te: { title: 'రూపకల్పన' } } };
    expect(processStepSchema.safeParse(step).success).toBe(true);
    expect(processStepSchema.safeParse({ ...step, title: 'రూపకల్పన' }).success).toBe(false);
  });

  test('an entry in a language: its fields and its picture\u2019s alt translated (the file English\u2019s), the translations dropped', () => {
    const card = {
      title: 'Live Counters',
      description: 'Chaat made in front of you.',
      image: { src: 'x.svg', alt: 'A chaat counter at a wedding' },
      order: 1,
      translations: { hi: { title: 'लाइव काउंटर', image: { alt: 'शादी में चाट का काउंटर' } } },
    };
    expect(inLanguage(card, 'hi')).toEqual({ title: 'लाइव काउंटर', description: 'Chaat made in front of you.', image: { src: 'x.svg', alt: 'शादी में चाट का काउंटर' }, order: 1 });
    expect(inLanguage(card, 'te')).toEqual({ title: 'Live Counters', description: 'Chaat made in front of you.', image: card.image, order: 1 });
  });
});
