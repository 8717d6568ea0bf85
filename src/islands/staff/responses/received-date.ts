/** When an enquiry arrived, as staff in Hyderabad read it (G-24 "Received" column). */
const FORMAT = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

export function formatReceived(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : FORMAT.format(date);
}
