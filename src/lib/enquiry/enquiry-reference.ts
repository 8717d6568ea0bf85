/**
 * Enquiry references such as `RS-2611-4K7Q`: "RS", the year and month received in India (YYMM),
 * and four characters drawn with crypto randomness from an alphabet without look-alikes (no 0/O,
 * 1/I/L), so a visitor can read one out on the phone. Uniqueness is not left to chance: the
 * repository reserves each reference with a write-once key and draws again on a clash.
 */

/** 31 characters: digits 2-9 and the letters without I, L and O. */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERENCE_RANDOM_LENGTH = 4;
export const REFERENCE_PATTERN = /^RS-\d{4}-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}$/;

const INDIA_YEAR_MONTH = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', year: '2-digit', month: '2-digit' });

/** India is UTC+05:30 all year, so every minute falls in one month; the last answer is kept per minute. */
let lastPeriod: { minute: number; period: string } | undefined;

/** "2611" for a time in November 2026, India time. */
export function referencePeriod(at: Date): string {
  const minute = Math.floor(at.getTime() / 60_000);
  if (lastPeriod?.minute === minute) return lastPeriod.period;
  const parts = INDIA_YEAR_MONTH.formatToParts(at);
  const part = (type: 'year' | 'month') => parts.find((item) => item.type === type)?.value ?? '00';
  lastPeriod = { minute, period: `${part('year')}${part('month')}` };
  return lastPeriod.period;
}

/** Fills `bytes` with random values; crypto.getRandomValues by default. */
export type RandomBytes = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;
/** crypto.getRandomValues, taken 4 KiB at a time (one call per ~500 draws instead of one per draw). */
const pool = new Uint8Array(4096);
let poolUsed = pool.length;
const cryptoBytes: RandomBytes = (bytes) => {
  if (poolUsed + bytes.length > pool.length) {
    crypto.getRandomValues(pool);
    poolUsed = 0;
  }
  bytes.set(pool.subarray(poolUsed, poolUsed + bytes.length));
  poolUsed += bytes.length;
  return bytes;
};

/** Uniform characters: bytes at or above the largest multiple of 31 are drawn again (no modulo bias). */
function randomCharacters(length: number, random: RandomBytes): string {
  const limit = 256 - (256 % REFERENCE_ALPHABET.length);
  let out = '';
  while (out.length < length) {
    for (const byte of random(new Uint8Array(length * 2))) {
      if (byte < limit && out.length < length) out += REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length];
    }
  }
  return out;
}

export function drawReference(at: Date = new Date(), random: RandomBytes = cryptoBytes): string {
  return `RS-${referencePeriod(at)}-${randomCharacters(REFERENCE_RANDOM_LENGTH, random)}`;
}

/**
 * Draws until `reserve` accepts a reference (answers true when the reference was new), at most
 * `attempts` times. The repository passes a write-once Blobs key; tests pass a Set.
 */
export async function reserveReference(
  reserve: (reference: string) => Promise<boolean>,
  at: Date = new Date(),
  attempts = 12,
  random: RandomBytes = cryptoBytes,
): Promise<string> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const reference = drawReference(at, random);
    if (await reserve(reference)) return reference;
  }
  throw new Error(`No free enquiry reference after ${attempts} draws.`);
}
