/** The limits of the enquiry rules (enquiry-schema.ts), which its messages name (enquiry-messages.ts). */

/** Longest accepted value per field, in characters after trimming. */
export const ENQUIRY_LIMITS = { name: 100, email: 254, phone: 20, message: 5000 } as const;

/** Booking bounds: guests per event or table, and how far ahead a date may be. */
export const MAX_GUESTS = 2000;
export const BOOKING_YEARS_AHEAD = 3;
