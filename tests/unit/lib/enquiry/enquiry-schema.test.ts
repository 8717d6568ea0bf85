import { describe, expect, test } from 'vitest';
import { toFieldErrors } from '../../../../src/lib/api/api-error.ts';
import { ENQUIRY_CATEGORIES, isHoneypotFilled, toEnquiryCategory } from '../../../../src/lib/enquiry/enquiry-schema.ts';
import { enquirySchema } from '../../../../src/lib/enquiry/enquiry-schema-in.ts';

const valid = {
  name: 'Asha Reddy',
  email: 'asha@example.com',
  phone: '+91 98490 45678',
  category: 'gifting',
  message: 'Fifty hampers, please.',
};

function errorsOf(input: unknown): Record<string, string> {
  const result = enquirySchema.safeParse(input);
  return result.success ? {} : toFieldErrors(result.error);
}

describe('ENQUIRY_CATEGORIES', () => {
  test('CONTACT-02 lists exactly the six categories of the spec, in order', () => {
    expect(ENQUIRY_CATEGORIES).toEqual([
      'sweets',
      'restaurants & catering',
      'corporate',
      'banquets & hotels',
      'gifting',
      'other',
    ]);
  });
});

describe('enquirySchema', () => {
  test('accepts a complete enquiry and trims every text', () => {
    const result = enquirySchema.parse({
      name: '  Asha ',
      email: ' asha@example.com\n',
      phone: ' 040 2784 5500 ',
      category: 'banquets & hotels',
      message: '  Hall for 300 guests.  ',
    });
    expect(result).toEqual({
      name: 'Asha',
      email: 'asha@example.com',
      phone: '040 2784 5500',
      category: 'banquets & hotels',
      message: 'Hall for 300 guests.',
    });
  });

  test('CONTACT-07 makes the phone optional and turns an absent one into an empty string', () => {
    const { phone: _phone, ...withoutPhone } = valid;
    expect(enquirySchema.parse(withoutPhone).phone).toBe('');
    expect(enquirySchema.parse({ ...valid, phone: '   ' }).phone).toBe('');
  });

  test.each(ENQUIRY_CATEGORIES)('accepts the category "%s"', (category) => {
    expect(enquirySchema.safeParse({ ...valid, category }).success).toBe(true);
  });

  test('CONTACT-03..06 gives a human message for each missing required field', () => {
    expect(errorsOf({})).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your email address.',
      category: 'Please choose a category.',
      message: 'Please enter your message.',
    });
    expect(errorsOf({ name: ' ', email: '', phone: '', category: '', message: '\n' })).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your email address.',
      category: 'Please choose a category.',
      message: 'Please enter your message.',
    });
  });

  test.each([
    ['no at sign', 'asha.example.com'],
    ['no domain', 'asha@'],
    ['a space inside', 'asha reddy@example.com'],
    ['no top-level domain', 'asha@example'],
  ])('CONTACT-04 refuses an email with %s', (_label, email) => {
    expect(errorsOf({ ...valid, email })).toEqual({ email: 'Please enter a valid email address.' });
  });

  test('refuses an unknown category with the category message', () => {
    expect(errorsOf({ ...valid, category: 'Corporate' })).toEqual({ category: 'Please choose a category.' });
  });

  test.each([
    ['name', 100, 'Please keep your name to 100 characters or fewer.'],
    ['message', 5000, 'Please keep your message to 5,000 characters or fewer.'],
  ])('limits the %s to %i characters', (field, max, message) => {
    expect(errorsOf({ ...valid, [field]: 'a'.repeat(max) })).toEqual({});
    expect(errorsOf({ ...valid, [field]: 'a'.repeat(max + 1) })).toEqual({ [field]: message });
  });

  test('limits the email to 254 characters', () => {
    const emailOf = (lastLabel: number) => `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(lastLabel)}.com`;
    expect(emailOf(57)).toHaveLength(254);
    expect(errorsOf({ ...valid, email: emailOf(57) })).toEqual({});
    expect(errorsOf({ ...valid, email: emailOf(58) })).toEqual({
      email: 'Please keep your email address to 254 characters or fewer.',
    });
  });

  test.each(['9849045678', '+91 98490 45678', '(040) 2784-5500', '+44 20 7946 0958'])(
    'accepts the phone number "%s"',
    (phone) => {
      expect(errorsOf({ ...valid, phone })).toEqual({});
    },
  );

  test.each([
    ['letters', '98490 CALL'],
    ['a dot', '040.2784.5500'],
    ['too few digits', '12345'],
    ['too many digits', '1234567890123456'],
  ])('refuses a phone number with %s', (_label, phone) => {
    expect(errorsOf({ ...valid, phone })).toEqual({
      phone: 'Please enter a valid phone number (digits, spaces and + - ( ) only).',
    });
  });

  test('refuses a phone number over 20 characters', () => {
    expect(errorsOf({ ...valid, phone: '+91 (040) 2784 - 5500 ' + '1' })).toEqual({
      phone: 'Please keep your phone number to 20 characters or fewer.',
    });
  });

  test('accepts an empty honeypot and leaves unknown fields out', () => {
    const result = enquirySchema.parse({ ...valid, website: '', extra: 'ignored' });
    expect(result).not.toHaveProperty('extra');
  });
});

describe('isHoneypotFilled', () => {
  test.each([
    [{ website: 'http://spam.example' }, true],
    [{ website: 42 }, true],
    [{ website: '  ' }, false],
    [{ website: '' }, false],
    [{}, false],
    [null, false],
    ['website', false],
  ])('says %j is %s', (body, expected) => {
    expect(isHoneypotFilled(body)).toBe(expected);
  });
});

describe('toEnquiryCategory', () => {
  test.each([
    ['corporate', 'corporate'],
    ['Corporate', 'corporate'],
    [' banquets & hotels ', 'banquets & hotels'],
    ['weddings', ''],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('G-35 turns %j into %j', (value, expected) => {
    expect(toEnquiryCategory(value)).toBe(expected);
  });
});
