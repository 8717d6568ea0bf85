import { describe, expect, test } from 'vitest';
import { enquiryLocaleOf, enquiryMessagesIn, enquirySchemaIn } from '../../../../src/lib/enquiry/enquiry-schema-in.ts';
import { toFieldErrors } from '../../../../src/lib/api/api-error.ts';

describe('enquiry messages in each language (#44)', () => {
  test.each(['en', 'te', 'hi'] as const)('#44 %s: every message has its limits filled in', (locale) => {
    const messages = enquiryMessagesIn(locale);
    for (const [key, text] of Object.entries(messages)) expect(text, `${locale} ${key}`).not.toMatch(/[{}]/);
    expect(messages.messageTooLong).toContain('5,000');
    expect(messages.quantityRange).toContain('10,000');
    expect(messages.dateTooFar).toContain('3');
  });

  test('#44 the same rules refuse the same input, each in its language', () => {
    const input = { name: 'Asha', email: 'asha@example', category: 'sweets', message: 'Hi', eventDate: '2000-01-01' };
    const errors = (locale: 'en' | 'te' | 'hi') => {
      const result = enquirySchemaIn(locale).safeParse(input);
      return result.success ? {} : toFieldErrors(result.error);
    };
    expect(errors('en')).toEqual({ email: 'Please enter a valid email address.', eventDate: 'Please choose today or a later date.' });
    expect(errors('te')).toEqual({ email: 'దయచేసి సరైన ఈమెయిల్ చిరునామా రాయండి.', eventDate: 'దయచేసి ఈ రోజు లేదా ఆ తర్వాతి తేదీ ఎంచుకోండి.' });
    expect(errors('hi')).toEqual({ email: 'कृपया सही ईमेल पता लिखें।', eventDate: 'कृपया आज की या उसके बाद की कोई तारीख़ चुनें।' });
  });

  test('#44 the language of a body: its locale, English when absent, null for any other value', () => {
    expect([enquiryLocaleOf({ locale: 'te' }), enquiryLocaleOf({ locale: 'hi' }), enquiryLocaleOf({}), enquiryLocaleOf(null)]).toEqual(['te', 'hi', 'en', 'en']);
    expect([enquiryLocaleOf({ locale: 'fr' }), enquiryLocaleOf({ locale: null }), enquiryLocaleOf({ locale: 'te-IN' })]).toEqual([null, null, null]);
  });
});
