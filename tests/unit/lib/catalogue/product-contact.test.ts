import { describe, expect, test } from 'vitest';
import { callHref, whatsappHref, whatsappMessage } from '../../../../src/lib/catalogue/product-contact.ts';

const DEFAULT = '+91 40 2784 5500';

describe('callHref (PDP-12)', () => {
  test("calls the product's own number", () => {
    expect(callHref('+91 40 2784 5566', DEFAULT)).toBe('tel:+914027845566');
  });

  test('falls back to the default number when there is none or it is not a phone number', () => {
    expect(callHref('', DEFAULT)).toBe('tel:+914027845500');
    expect(callHref(undefined, DEFAULT)).toBe('tel:+914027845500');
    expect(callHref('ask at the counter', DEFAULT)).toBe('tel:+914027845500');
  });
});

describe('whatsapp (PDP-13, G-14)', () => {
  test('names the product and the size for size-priced products', () => {
    expect(whatsappMessage('Kaju Katli', '500g')).toBe("Hi, I'm interested in Kaju Katli (500g)");
  });

  test('names only the product when it is priced per pack', () => {
    expect(whatsappMessage('Royal Dry Fruit Tray')).toBe("Hi, I'm interested in Royal Dry Fruit Tray");
  });

  test('links to wa.me with the digits and country code and the message as text', () => {
    expect(whatsappHref('098490 45678', DEFAULT, 'Kaju Katli', '250g')).toBe(
      `https://wa.me/919849045678?text=${encodeURIComponent("Hi, I'm interested in Kaju Katli (250g)")}`,
    );
    expect(whatsappHref('', '+91 98490 45678', 'Kalakand')).toBe(
      `https://wa.me/919849045678?text=${encodeURIComponent("Hi, I'm interested in Kalakand")}`,
    );
  });

  test('a product whose number is a landline gets the WhatsApp mobile, never the landline (issue #16)', () => {
    expect(whatsappHref('+91 40 2784 5566', '+91 98490 45678', 'Kalakand')).toBe(
      `https://wa.me/919849045678?text=${encodeURIComponent("Hi, I'm interested in Kalakand")}`,
    );
    expect(whatsappHref('+91 40 2771 4455', '+91 98490 45678', 'Kaju Katli', '500g')).toMatch(/^https:\/\/wa\.me\/919849045678\?/);
  });
});
