import { describe, expect, test } from 'vitest';
import { ApiError, NetworkError, TimeoutError } from '../../../../src/client/api-client.ts';
import { userErrorMessage } from '../../../../src/islands/developer/user-error.ts';

describe('userErrorMessage (ERR-21, ERR-23)', () => {
  test('shows the server message when it sent one', () => {
    expect(userErrorMessage(new ApiError(409, 'A user with this email already exists.'), 'Failed to create user'))
      .toBe('A user with this email already exists.');
  });

  test('a 403 asks to log in again; a 401 is another auth problem', () => {
    expect(userErrorMessage(new ApiError(403, 'You do not have permission to do this.'), 'Failed to update user'))
      .toBe('Authentication expired or insufficient permissions. Please log out and log back in.');
    expect(userErrorMessage(new ApiError(401, 'Please sign in to continue.'), 'Failed to update user'))
      .toBe('Authentication error. Please try logging out and back in.');
  });

  test.each([
    ['no message in the answer', new ApiError(404, 'Request failed with status 404.')],
    ['a server fault', new ApiError(500, 'Something went wrong on our side.')],
    ['an unexpected answer', new ApiError(200, 'The server sent an unexpected answer.')],
    ['no answer', new NetworkError()],
    ['a timeout', new TimeoutError()],
  ])('falls back to the action text for %s', (_case, error) => {
    expect(userErrorMessage(error, 'Failed to delete user')).toBe('Failed to delete user');
  });
});
