import { describe, expect, test } from 'vitest';
import { readEnquiryReceived } from '../../../../src/lib/enquiry/enquiry-received.ts';

describe('readEnquiryReceived', () => {
  test('answers the reference of the answer', () => {
    expect(readEnquiryReceived({ message: 'Message received', id: 'a1', reference: 'RS-2611-4K7Q' })).toEqual({ reference: 'RS-2611-4K7Q' });
  });

  test('trims the reference', () => {
    expect(readEnquiryReceived({ reference: ' RS-2611-4K7Q\n' })).toEqual({ reference: 'RS-2611-4K7Q' });
  });

  test.each([
    ['an answer without a reference (an older function, issue #45)', { message: 'Message received', id: 'a1' }],
    ['an empty reference', { reference: '  ' }],
    ['a reference that is not text', { reference: 42 }],
    ['no body', undefined],
    ['null', null],
    ['a body that is not an object', 'Message received'],
  ])('answers success without a reference for %s', (_case, answer) => {
    expect(readEnquiryReceived(answer)).toEqual({ reference: null });
  });
});
