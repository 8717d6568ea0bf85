/** The escaping template of framework-free markup (issue #14): text comes out as text, nested results stay markup. */
import { describe, expect, test } from 'vitest';
import { escapeHtml, html, SafeHtml } from '../../../../src/lib/markup/html-template.ts';

describe('escapeHtml', () => {
  test('turns the five markup characters into entities', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});

describe('html', () => {
  test('escapes every interpolated text, in content and in attributes', () => {
    const name = '"><script>alert(1)</script>';
    expect(html`<p title="${name}">${name}</p>`.value).toBe(
      '<p title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });

  test('keeps nested results and lists of them as markup, escaping the texts inside once', () => {
    const items = ['a<b', 'c&d'].map((text) => html`<li>${text}</li>`);
    expect(html`<ul>${items}</ul>`.value).toBe('<ul><li>a&lt;b</li><li>c&amp;d</li></ul>');
  });

  test('writes numbers, and nothing for null, undefined and booleans', () => {
    expect(html`${400}|${null}|${undefined}|${false}|${true}|${0}`.value).toBe('400|||||0');
  });

  test('takes a SafeHtml as it is and prints as its markup', () => {
    const bold = new SafeHtml('<b>x</b>');
    expect(html`<p>${bold}</p>`.value).toBe('<p><b>x</b></p>');
    expect(`${html`<i>${'<'}</i>`}`).toBe('<i>&lt;</i>');
  });
});
