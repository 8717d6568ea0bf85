// @vitest-environment jsdom
/** What counts as a field the visitor changed before its script ran (issue #14). */
import { describe, expect, test } from 'vitest';
import { changedByVisitor, isFormField } from '../../../../src/islands/ui/changed-by-visitor.ts';

function form(markup: string): HTMLFormElement {
  const element = document.createElement('form');
  element.innerHTML = markup;
  return element;
}

describe('changedByVisitor', () => {
  test('a text field, a select, a checkbox and a radio as the server rendered them are unchanged', () => {
    const fields = form(
      '<input name="q" value="kaju"><select name="s"><option value="a">A</option><option value="b" selected>B</option></select><input type="checkbox" name="c" checked><input type="radio" name="r" value="x">',
    ).elements;
    expect([...fields].filter(isFormField).map(changedByVisitor)).toEqual([false, false, false, false]);
  });

  test('typing, choosing another option, unticking and choosing a radio each count as changed', () => {
    const element = form(
      '<input name="q" value="kaju"><select name="s"><option value="a">A</option><option value="b" selected>B</option></select><input type="checkbox" name="c" checked><input type="radio" name="r" value="x">',
    );
    const [text, select, box, radio] = [...element.elements].filter(isFormField) as [HTMLInputElement, HTMLSelectElement, HTMLInputElement, HTMLInputElement];
    text.value = 'kaju katli';
    select.value = 'a';
    box.checked = false;
    radio.checked = true;
    expect([text, select, box, radio].map(changedByVisitor)).toEqual([true, true, true, true]);
  });

  test('only form fields are fields', () => {
    expect(isFormField(document.createElement('button'))).toBe(false);
    expect(isFormField(document.createElement('textarea'))).toBe(true);
  });
});
