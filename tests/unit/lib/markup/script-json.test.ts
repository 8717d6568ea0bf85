/** Data embedded as JSON in a <script> element (JSON-LD, the enquiry list's catalogue). */
import { describe, expect, test } from 'vitest';
import { readScriptJson, scriptJson } from '../../../../src/lib/markup/script-json.ts';

describe('scriptJson', () => {
  test('no text can close the element, and the value reads back unchanged', () => {
    const value = { name: '</script><script>alert(1)</script>', note: 'a\u2028b\u2029c' };
    const text = scriptJson(value);
    expect(text).not.toMatch(/<|\u2028|\u2029/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('readScriptJson', () => {
  test('reads back what scriptJson wrote', () => {
    const value = { builtin: [{ name: '</script>' }], travelBands: [] };
    expect(readScriptJson(scriptJson(value))).toEqual(value);
  });

  test('missing text, text that is not JSON, and JSON that is not an object all read as {}', () => {
    for (const text of [undefined, null, '', '{not json', '[1,2]', '"text"', 'null']) expect(readScriptJson(text)).toEqual({});
  });
});
