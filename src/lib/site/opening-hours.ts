/**
 * Opening hours are stored as 24-hour "HH:MM" times (closing "24:00" = midnight) and shown the way
 * the spec writes them: "8:00 AM-11:00 PM", "8:00 AM-12:00 AM".
 */

export const TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;

export interface TimeRange {
  opens: string;
  closes: string;
}

/** "08:00" -> "8:00 AM", "23:00" -> "11:00 PM", "24:00" and "00:00" -> "12:00 AM". */
export function formatTime(time: string): string {
  if (!TIME_PATTERN.test(time)) throw new Error(`Not a HH:MM time: "${time}"`);
  const [hoursText = '0', minutes = '00'] = time.split(':');
  const hours = Number(hoursText) % 24;
  const suffix = hours < 12 ? 'AM' : 'PM';
  const twelveHour = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelveHour}:${minutes} ${suffix}`;
}

/** "8:00 AM-11:00 PM" (a plain hyphen, no spaces, as in the spec). */
export function formatTimeRange(range: TimeRange): string {
  return `${formatTime(range.opens)}-${formatTime(range.closes)}`;
}
