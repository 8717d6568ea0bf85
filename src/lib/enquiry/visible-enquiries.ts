/** Which enquiries a staff member may read (G-05): superadmins all, subadmins their own category only. */
import type { Role, UserCategory } from '../staff/staff-roles.ts';
import { ENQUIRY_CATEGORIES, type EnquiryCategory, type EnquiryRecord } from './enquiry-schema.ts';

export interface EnquiryReader {
  role: Role;
  category?: UserCategory | undefined;
}

export function canReadEnquiry(enquiry: Pick<EnquiryRecord, 'category'>, reader: EnquiryReader): boolean {
  if (reader.role === 'superadmin') return true;
  return reader.role === 'subadmin' && Boolean(reader.category) && enquiry.category === reader.category;
}

export function visibleEnquiries(enquiries: readonly EnquiryRecord[], reader: EnquiryReader): EnquiryRecord[] {
  return enquiries.filter((enquiry) => canReadEnquiry(enquiry, reader));
}

/** The categories a reader may see, in the form's order: all for a superadmin, their own for a subadmin. */
export function readableCategories(reader: EnquiryReader): EnquiryCategory[] {
  return ENQUIRY_CATEGORIES.filter((category) => canReadEnquiry({ category }, reader));
}
