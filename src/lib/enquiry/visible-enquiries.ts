/** Which enquiries a staff member may read (G-05): superadmins all, subadmins their own category only. */
import type { Role, UserCategory } from '../staff/staff-roles.ts';
import type { EnquiryRecord } from './enquiry-schema.ts';

export interface EnquiryReader {
  role: Role;
  category?: UserCategory | undefined;
}

export function visibleEnquiries(enquiries: readonly EnquiryRecord[], reader: EnquiryReader): EnquiryRecord[] {
  if (reader.role === 'superadmin') return [...enquiries];
  if (reader.role !== 'subadmin' || !reader.category) return [];
  return enquiries.filter((enquiry) => enquiry.category === reader.category);
}
