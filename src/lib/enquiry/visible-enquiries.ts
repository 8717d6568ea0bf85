/** Which enquiries a staff member may read (G-05): superadmins all, subadmins their own category only. */
import type { Role, UserCategory } from '../staff/staff-roles.ts';
import type { EnquiryRecord } from './enquiry-schema.ts';

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
