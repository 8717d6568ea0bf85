/**
 * The server's password rule on top of the shared form schema (at least 12 characters):
 * not one of the 10,000 most common passwords, nor one of them with digits or symbols
 * added at the end ("password1234!"). The list (common-passwords.json, lower case) is the
 * top 10,000 of the zxcvbn "passwords-common" dictionary (@zxcvbn-ts/language-common 4.1.3,
 * MIT) plus every entry of it 12 characters or longer; it stays on the server, so the
 * browser bundles never carry it.
 */
import commonPasswords from './common-passwords.json' with { type: 'json' };
import { COMMON_PASSWORD } from '../../lib/staff/user-form-schema.ts';
import { HttpError } from '../http/http-error.ts';

const COMMON = new Set<string>(commonPasswords);

export function isCommonPassword(password: string): boolean {
  const lower = password.normalize('NFKC').trim().toLowerCase();
  const stem = lower.replace(/[\d\W_]+$/u, '');
  return COMMON.has(lower) || (stem.length > 0 && COMMON.has(stem));
}

/** Throws 400 with a field error on `field` when the password is too common. */
export function assertStrongPassword(password: string, field: string): void {
  if (isCommonPassword(password)) {
    throw new HttpError(400, 'Please choose a less common password.', { errors: { [field]: COMMON_PASSWORD } });
  }
}
