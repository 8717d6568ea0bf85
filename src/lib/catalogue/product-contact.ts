/**
 * The Call and WhatsApp links of a product (storefront §2 Product detail, §7; FEATURES PDP-12,
 * PDP-13, G-14): the product's own number when it is a valid Indian number, else the default.
 * WhatsApp only reaches mobiles, so a product whose number is a landline gets the store's
 * WhatsApp mobile for its WhatsApp link (issue #16).
 */
import { isIndianMobileNumber, isIndianPhoneNumber, toPhoneLink, toWhatsAppLink } from '../site/phone-number.ts';
import type { Size } from './product-schema.ts';

function numberOrDefault(phoneNumber: string | undefined, fallback: string): string {
  return phoneNumber !== undefined && isIndianPhoneNumber(phoneNumber) ? phoneNumber : fallback;
}

/** "tel:+914027845566" for the product's number, else the default business number. */
export function callHref(phoneNumber: string | undefined, defaultPhone: string): string {
  return toPhoneLink(numberOrDefault(phoneNumber, defaultPhone)).href;
}

/** "Hi, I'm interested in Kaju Katli (500g)"; without the size for products priced per pack. */
export function whatsappMessage(name: string, size?: Size): string {
  return size === undefined ? `Hi, I'm interested in ${name}` : `Hi, I'm interested in ${name} (${size})`;
}

/** https://wa.me/{digits}?text=...: the product's number when it is a mobile, else the WhatsApp mobile. */
export function whatsappHref(phoneNumber: string | undefined, whatsappMobile: string, name: string, size?: Size): string {
  const mobile = phoneNumber !== undefined && isIndianMobileNumber(phoneNumber) ? phoneNumber : whatsappMobile;
  const { href } = toWhatsAppLink(mobile);
  return `${href}?text=${encodeURIComponent(whatsappMessage(name, size))}`;
}
