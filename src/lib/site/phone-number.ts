/**
 * Indian phone numbers as people write them ("+91 40 2784 5500", "098490 45678") and the two
 * machine forms the site links with: a tel: URI and a wa.me number (digits with country code 91).
 */

export interface PhoneLink {
  /** As written for people, e.g. "+91 40 2784 5500". */
  display: string;
  /** E.164 form for tel: links, e.g. "+914027845500". */
  tel: string;
  /** Ready-made link: "tel:+914027845500". */
  href: string;
}

export interface WhatsAppLink {
  display: string;
  /** Digits only with the 91 country code, as wa.me wants it: "919849045678". */
  waNumber: string;
  /** "https://wa.me/919849045678". */
  href: string;
}

/**
 * The ten national digits of an Indian number, or undefined when the text is not one.
 * Accepts spaces, hyphens, dots and brackets, a leading +91 / 91 / 0.
 */
export function nationalDigits(text: string): string | undefined {
  const trimmed = text.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return undefined;
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : undefined;
  if (digits.length === 10) return digits;
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  return undefined;
}

export function isIndianPhoneNumber(text: string): boolean {
  return nationalDigits(text) !== undefined;
}

/**
 * True for an Indian mobile number (ten digits starting 6-9, e.g. "+91 98490 45678"); WhatsApp
 * works on these only, never on a landline such as "+91 40 2784 5566" (issue #16).
 */
export function isIndianMobileNumber(text: string): boolean {
  return /^[6-9]/.test(nationalDigits(text) ?? '');
}

function requireDigits(text: string): string {
  const digits = nationalDigits(text);
  if (digits === undefined) throw new Error(`Not an Indian phone number: "${text}"`);
  return digits;
}

export function toPhoneLink(text: string): PhoneLink {
  const tel = `+91${requireDigits(text)}`;
  return { display: text.trim(), tel, href: `tel:${tel}` };
}

export function toWhatsAppLink(text: string): WhatsAppLink {
  const waNumber = `91${requireDigits(text)}`;
  return { display: text.trim(), waNumber, href: `https://wa.me/${waNumber}` };
}
