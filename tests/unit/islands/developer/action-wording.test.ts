import { describe, expect, test } from 'vitest';
import { describeAction } from '../../../../src/islands/developer/activity/action-wording.ts';

describe('describeAction (Activity tab)', () => {
  test.each([
    ['user.create', 'Created user'],
    ['user.update', 'Updated user'],
    ['user.delete', 'Deleted user'],
    ['product.create', 'Created product'],
    ['product.update', 'Updated product'],
    ['product.show', 'Showed product'],
    ['product.hide', 'Hid product'],
    ['product.delete', 'Deleted product'],
  ])('%s reads "%s"', (action, words) => {
    expect(describeAction(action)).toBe(words);
  });

  test('an unknown action still reads as words', () => {
    expect(describeAction('blog.publish')).toBe('Publish blog');
    expect(describeAction('password_reset')).toBe('Password reset');
    expect(describeAction('')).toBe('');
  });
});
