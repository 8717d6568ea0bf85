/**
 * A timestamp field of the content editor shows India time (staff work in Hyderabad; India keeps
 * +05:30 all year) in a datetime-local control, and stores the UTC timestamp the schemas ask for
 * ("2025-09-20T10:00:00.000Z").
 */

const OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** "2025-09-20T10:00:00.000Z" -> "2025-09-20T15:30:00"; '' for text that is no timestamp. */
export function toIndiaLocal(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Date(time + OFFSET_MS).toISOString().slice(0, 19);
}

/** "2025-09-20T15:30" or "2025-09-20T15:30:00" (India time) -> "2025-09-20T10:00:00.000Z"; undefined when unreadable. */
export function fromIndiaLocal(local: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(local)) return undefined;
  const time = Date.parse(`${local}+05:30`);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}
