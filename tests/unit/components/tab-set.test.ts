// @vitest-environment jsdom
/**
 * Tabs without a framework (issue #14; WAI-ARIA tabs pattern, automatic activation): <tab-set>, the
 * script behind Tabs.astro, on the markup Tabs.astro, Tab.astro and TabPanel.astro write; it serves
 * the catering services (CATER-03), the event types (CATER-04) and the guest reviews (HOTEL-19).
 */
import { fireEvent, getAllByRole, getByRole } from '@testing-library/dom';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { defineTabSet } from '../../../src/components/tabs/tab-set-element.ts';

const NAMES = ['Weddings', 'Corporate Events', 'Social Gatherings', 'Cultural Events'];

/** The markup of Tabs.astro with one Tab and one TabPanel per name, the first selected. */
function mountTabs({ orientation = 'horizontal', selectOnHover = false } = {}): HTMLElement {
  const host = document.createElement('tab-set');
  if (selectOnHover) host.dataset['selectOnHover'] = '';
  const tabs = NAMES.map(
    (name, i) =>
      `<button id="t${i}-tab" type="button" role="tab" aria-selected="${i === 0}" aria-controls="t${i}-panel" tabindex="${i === 0 ? 0 : -1}"><span>${name}</span></button>`,
  ).join('');
  const panels = NAMES.map((name, i) => `<div id="t${i}-panel" role="tabpanel" aria-labelledby="t${i}-tab" tabindex="0"${i === 0 ? '' : ' hidden'}><p>About ${name}</p></div>`).join('');
  host.innerHTML = `<div role="tablist" aria-label="Events We Plan" aria-orientation="${orientation}">${tabs}</div>${panels}`;
  document.body.append(host);
  return host;
}

const tabs = (host: HTMLElement) => getAllByRole(host, 'tab');
/** The selected tab's index, checking that exactly one is selected, tabbable and shown. */
function selected(host: HTMLElement): number {
  const states = tabs(host).map((tab) => tab.getAttribute('aria-selected') === 'true');
  expect(states.filter(Boolean)).toHaveLength(1);
  const index = states.indexOf(true);
  expect(tabs(host).map((tab) => tab.tabIndex)).toEqual(NAMES.map((_, i) => (i === index ? 0 : -1)));
  expect(getAllByRole(host, 'tabpanel').map((panel) => panel.textContent)).toEqual([`About ${NAMES[index]}`]);
  expect(getByRole(host, 'tabpanel')).toHaveProperty('id', `t${index}-panel`);
  return index;
}
const press = (host: HTMLElement, key: string) => fireEvent.keyDown(document.activeElement ?? host, { key });

beforeAll(() => defineTabSet());
afterEach(() => document.body.replaceChildren());

describe('<tab-set>', () => {
  test('CATER-03 says it is wired; the first tab is selected and only its panel shown, as the HTML has it', () => {
    const host = mountTabs();
    expect(host.dataset['ready']).toBe('');
    expect(selected(host)).toBe(0);
  });

  test('CATER-03 a click selects the tab, also on what is inside it; exactly one stays selected', () => {
    const host = mountTabs();
    fireEvent.click(tabs(host)[2]!);
    expect(selected(host)).toBe(2);
    fireEvent.click(tabs(host)[1]!.querySelector('span')!);
    expect(selected(host)).toBe(1);
    fireEvent.click(host.querySelector('[role="tablist"]')!);
    expect(selected(host)).toBe(1);
  });

  test('CATER-03 horizontal: ArrowRight and ArrowLeft wrap, Home and End, focus follows; the vertical arrows do nothing', () => {
    const host = mountTabs();
    tabs(host)[0]!.focus();
    press(host, 'ArrowRight');
    expect(selected(host)).toBe(1);
    expect(document.activeElement).toBe(tabs(host)[1]);
    press(host, 'End');
    expect(selected(host)).toBe(3);
    press(host, 'ArrowRight');
    expect(selected(host)).toBe(0);
    press(host, 'ArrowLeft');
    expect(selected(host)).toBe(3);
    press(host, 'Home');
    expect(selected(host)).toBe(0);
    expect(document.activeElement).toBe(tabs(host)[0]);
    press(host, 'ArrowDown');
    expect(selected(host)).toBe(0);
  });

  test('CATER-04 vertical: ArrowDown and ArrowUp move and wrap; the horizontal arrows do nothing', () => {
    const host = mountTabs({ orientation: 'vertical' });
    tabs(host)[0]!.focus();
    press(host, 'ArrowUp');
    expect(selected(host)).toBe(3);
    expect(document.activeElement).toBe(tabs(host)[3]);
    press(host, 'ArrowDown');
    expect(selected(host)).toBe(0);
    press(host, 'ArrowRight');
    expect(selected(host)).toBe(0);
  });

  test('HOTEL-19 with select-on-hover, the tab the pointer rests on is selected; without it, hovering changes nothing', () => {
    const hovering = mountTabs({ selectOnHover: true });
    fireEvent.mouseOver(tabs(hovering)[1]!.querySelector('span')!);
    expect(selected(hovering)).toBe(1);
    document.body.replaceChildren();
    const plain = mountTabs();
    fireEvent.mouseOver(tabs(plain)[1]!);
    expect(selected(plain)).toBe(0);
  });
});
