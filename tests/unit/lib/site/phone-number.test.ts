import { describe, expect, test } from 'vitest';
import { isIndianPhoneNumber, nationalDigits, toPhoneLink, toWhatsAppLink } from '../../../../src/lib/site/phone-number.ts';

describe('nationalDigits', () => {
  test.each([
    ['+91 40 2784 5500', '4027845500'],
    ['+91-98490-45678', '9849045678'],
    ['040 2784 5500', '4027845500'],
    ['9849045678', '9849045678'],
    ['91 98490 45678', '9849045678'],
    ['(040) 2784-5500', '4027845500'],
  ])('reads %s as %s', (text, digits) => {
    expect(nationalDigits(text)).toBe(digits);
  });

  test.each(['', '12345', '+1 415 555 0100', '+91 40 2784 550', 'call 9849045678', '+91 40 2784 55000'])(
    'refuses %j',
    (text) => {
      expect(nationalDigits(text)).toBeUndefined();
      expect(isIndianPhoneNumber(text)).toBe(false);
    },
  );
});

describe('toPhoneLink', () => {
  test('keeps the written form for display and builds an E.164 tel: link', () => {
    expect(toPhoneLink(' +91 40 2784 5500 ')).toEqual({
      display: '+91 40 2784 5500',
      tel: '+914027845500',
      href: 'tel:+914027845500',
    });
  });

  test('throws on text that is not a phone number', () => {
    expect(() => toPhoneLink('not a number')).toThrow(/Not an Indian phone number/);
  });
});

describe('toWhatsAppLink', () => {
  test('gives wa.me digits with the 91 country code', () => {
    expect(toWhatsAppLink('098490 45678')).toEqual({
      display: '098490 45678',
      waNumber: '919849045678',
      href: 'https://wa.me/919849045678',
    });
  });
});
