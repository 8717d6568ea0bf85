import { describe, expect, test } from 'vitest';
import { isCommonPassword } from '../../../../src/server/auth/password-policy.ts';

describe('isCommonPassword (issue #15 item 2)', () => {
  test.each(['password', 'Password', 'passwordpassword', 'qwerty123456', 'Qwerty123456!', 'iloveyou1234', '123456789012'])('%s is common', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  test.each(['Kaju-katli-at-dawn-7', 'correct horse battery', 'Rasika-e2e-password-1', 'Mithai-4GPY9HKm'])('%s is not', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});
