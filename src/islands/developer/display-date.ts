/** Dates as staff in Hyderabad read them (en-IN, India time): a day, or a day and a time. */
const DAY = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });
const DAY_AND_TIME = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

function format(formatter: Intl.DateTimeFormat, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatter.format(date);
}

export const formatDay = (iso: string): string => format(DAY, iso);
export const formatDayAndTime = (iso: string): string => format(DAY_AND_TIME, iso);
