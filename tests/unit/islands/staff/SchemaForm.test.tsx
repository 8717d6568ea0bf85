// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useCallback, useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { FieldErrors } from '../../../../src/lib/api/api-error.ts';
import { withValueAt, type FormPath } from '../../../../src/lib/content-form/form-path.ts';
import { NO_HINTS, type FormHints } from '../../../../src/lib/content-form/form-hints.ts';
import type { JsonSchema } from '../../../../src/lib/content-form/json-schema.ts';
import { diwaliSweetSchema } from '../../../../src/lib/content/diwali-sweet-schema.ts';
import { festivalSchema } from '../../../../src/lib/content/festival-schema.ts';
import { findCollection, type ContentCollection } from '../../../../src/lib/content-layer/collections.ts';
import { editorForm } from '../../../../src/lib/content-layer/editor-schema.ts';
import { heroSlideSchema } from '../../../../src/lib/content/hero-slide-schema.ts';
import { jsonSchemaOf, KAJU_ENTRY, textImage } from '../../../support/content-form.ts';
import SchemaForm, { focusFirstError } from '../../../../src/islands/staff/content-editor/SchemaForm.tsx';
import type { PictureService } from '../../../../src/islands/staff/content-editor/form-context.ts';

const sweetSchema = jsonSchemaOf(diwaliSweetSchema(textImage));
const sweetHints: FormHints = {
  order: Object.keys(sweetSchema.properties ?? {}),
  labels: { name: 'Name', price: 'Price', 'price.custom': 'Price (₹)', images: 'Images', 'images.*.src': 'Picture', 'images.*.alt': 'Picture description (alt text)', inStock: 'In stock', aliases: 'Aliases', createdAt: 'Created at' },
  widgets: { 'images.*.src': 'picture', description: 'longText' },
};

const KAJU = { ...KAJU_ENTRY, aliases: ['kaju barfi', 'cashew fudge'] };

const noPictures: PictureService = { preview: async () => null, upload: async () => 'picture:0123456789abcdef0123.webp' };

/** The form over a value it owns, showing the value as JSON so a test reads what was collected. */
function Harness({ schema, hints = NO_HINTS, initial, errors = {}, pictures = noPictures }: { schema: JsonSchema; hints?: FormHints; initial: Record<string, unknown>; errors?: FieldErrors; pictures?: PictureService }) {
  const [value, setValue] = useState(initial);
  const change = useCallback((path: FormPath, next: unknown) => setValue((current) => withValueAt(current, path, next) as Record<string, unknown>), []);
  return (
    <div data-testid="form">
      <SchemaForm schema={schema} hints={hints} value={value} errors={errors} onChange={change} pictures={pictures} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </div>
  );
}

const collected = () => JSON.parse(screen.getByTestId('value').textContent ?? '{}') as Record<string, unknown>;
const field = (name: string) => screen.getByLabelText(name, { exact: true }) as HTMLInputElement;

afterEach(cleanup);

// Each test renders a whole sweet's form in jsdom: allow it the time a busy machine takes.
describe('SchemaForm: each construct renders its control and collects its value (issue #41 item 3)', { timeout: 20_000 }, () => {
  test('text, whole number, yes/no and constant fields of a real sweet', () => {
    render(<Harness schema={sweetSchema} hints={sweetHints} initial={KAJU} />);
    expect(field('Name').value).toBe('Kaju Katli');
    fireEvent.change(field('Name'), { target: { value: 'Kaju Katli Special' } });
    const price = field('Price (₹)');
    expect([price.value, price.inputMode]).toEqual(['950', 'numeric']);
    fireEvent.change(price, { target: { value: '990' } });
    // A field with a default shows it while the entry leaves it out; unchecking writes false.
    const inStock = screen.getByRole('checkbox', { name: 'In stock' });
    expect((inStock as HTMLInputElement).checked).toBe(true);
    fireEvent.click(inStock);
    const category = field('Category');
    expect([category.readOnly, category.value]).toEqual([true, 'Diwali Collection']);
    expect(collected()).toMatchObject({ name: 'Kaju Katli Special', price: { custom: 990 }, inStock: false, category: 'Diwali Collection' });
  });

  test('a number typed loosely keeps the text until it reads as a number, then stores the number', () => {
    render(<Harness schema={sweetSchema} hints={sweetHints} initial={KAJU} />);
    fireEvent.change(field('Price (₹)'), { target: { value: '95o' } });
    expect(collected()['price']).toEqual({ custom: '95o' });
    fireEvent.change(field('Price (₹)'), { target: { value: '1.50' } });
    fireEvent.blur(field('Price (₹)'));
    expect(collected()['price']).toEqual({ custom: 1.5 });
    fireEvent.change(field('Price (₹)'), { target: { value: '' } });
    expect(collected()['price']).toEqual({});
  });

  test('an optional text left empty is left out of the entry; "(optional)" says it may be', () => {
    render(<Harness schema={sweetSchema} hints={sweetHints} initial={{ ...KAJU, description: 'Cashew fudge' }} />);
    expect(screen.getByText('Description').textContent).toBe('Description (optional)');
    expect(screen.getByLabelText('Description (optional)').tagName).toBe('TEXTAREA');
    fireEvent.change(screen.getByLabelText('Description (optional)'), { target: { value: '' } });
    expect('description' in collected()).toBe(false);
  });

  test('a timestamp shows India time and stores UTC', () => {
    render(<Harness schema={sweetSchema} hints={sweetHints} initial={KAJU} />);
    const created = field('Created at');
    // The browser writes a time without seconds when they are 0.
    expect([created.type, created.value]).toEqual(['datetime-local', '2025-09-20T15:30']);
    fireEvent.change(created, { target: { value: '2025-10-01T09:00:00' } });
    expect(collected()['createdAt']).toBe('2025-10-01T03:30:00.000Z');
  });

  test('a list: rows in order, add, move and remove, each button named for its row', () => {
    render(<Harness schema={sweetSchema} hints={sweetHints} initial={KAJU} />);
    const aliases = screen.getByRole('group', { name: 'Aliases (optional)' });
    expect(within(aliases).getAllByRole('textbox').map((box) => (box as HTMLInputElement).value)).toEqual(['kaju barfi', 'cashew fudge']);
    expect((within(aliases).getByRole('button', { name: 'Move up: Aliases 1' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(aliases).getByRole('button', { name: 'Move down: Aliases 1' }));
    expect(collected()['aliases']).toEqual(['cashew fudge', 'kaju barfi']);
    fireEvent.click(within(aliases).getByRole('button', { name: 'Add to aliases' }));
    fireEvent.change(field('Aliases 3'), { target: { value: 'kaju katri' } });
    fireEvent.click(within(aliases).getByRole('button', { name: 'Remove: Aliases 1' }));
    expect(collected()['aliases']).toEqual(['kaju barfi', 'kaju katri']);
  });

  test('a list of groups: a row is a fieldset of its fields; the fewest rows keep "Remove" disabled', () => {
    render(<Harness schema={sweetSchema} hints={sweetHints} initial={KAJU} />);
    const first = screen.getByRole('group', { name: 'Images 1' });
    expect((within(first).getByLabelText('Picture description (alt text)') as HTMLInputElement).value).toBe('Diamond slices of kaju katli');
    expect((screen.getByRole('button', { name: 'Remove: Images 1' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Add to images' }));
    expect(collected()['images']).toEqual([KAJU.images[0], { src: '', alt: '' }]);
    expect((screen.getByRole('button', { name: 'Remove: Images 1' }) as HTMLButtonElement).disabled).toBe(false);
  });

  test('a group of yes/no fields and a nested list (dietary facts)', () => {
    render(<Harness schema={sweetSchema} hints={sweetHints} initial={KAJU} />);
    const dietary = screen.getByRole('group', { name: 'Dietary' });
    fireEvent.click(within(dietary).getByRole('checkbox', { name: 'Vegan' }));
    expect(collected()['dietary']).toMatchObject({ vegan: true, glutenFree: true });
  });

  test('a record keyed by a pattern: one date per year, a new year checked against the pattern and the years there', () => {
    const festival = jsonSchemaOf(festivalSchema);
    render(<Harness schema={festival} initial={{ name: 'Diwali', description: 'Lights', peak: true, dates: { '2026': '2026-11-08' } }} />);
    const dates = screen.getByRole('group', { name: 'Dates' });
    const year2026 = within(dates).getByLabelText('2026') as HTMLInputElement;
    expect([year2026.type, year2026.value]).toEqual(['date', '2026-11-08']);
    const newKey = within(dates).getByLabelText('New key for dates');
    expect(screen.getByText('For example: 2026')).toBeTruthy();
    fireEvent.change(newKey, { target: { value: '27' } });
    fireEvent.click(within(dates).getByRole('button', { name: 'Add to dates' }));
    expect(within(dates).getByText('"27": Not in the expected form.')).toBeTruthy();
    fireEvent.change(newKey, { target: { value: '2026' } });
    fireEvent.click(within(dates).getByRole('button', { name: 'Add to dates' }));
    expect(within(dates).getByText('"2026" is already there.')).toBeTruthy();
    fireEvent.change(newKey, { target: { value: '2027' } });
    fireEvent.click(within(dates).getByRole('button', { name: 'Add to dates' }));
    fireEvent.change(within(dates).getByLabelText('2027'), { target: { value: '2027-10-29' } });
    fireEvent.click(within(dates).getByRole('button', { name: 'Remove: Dates 2026' }));
    expect(collected()['dates']).toEqual({ '2027': '2027-10-29' });
  });

  test('choices: radio buttons for a few options, a select for more; an optional group is added and removed', () => {
    const slide = jsonSchemaOf(heroSlideSchema(textImage));
    const schema: JsonSchema = {
      type: 'object',
      properties: {
        ...slide.properties,
        city: { type: 'string', enum: ['Hyderabad', 'Secunderabad', 'Warangal', 'Karimnagar', 'Nizamabad'] },
        geo: { type: 'object', properties: { latitude: { type: 'number', minimum: 17, maximum: 18 } }, required: ['latitude'] },
      },
      required: slide.required ?? [],
    };
    render(<Harness schema={schema} initial={{ page: 'home', title: 'T' }} />);
    const page = screen.getByRole('group', { name: 'Page' });
    expect(within(page).getAllByRole('radio').map((radio) => (radio as HTMLInputElement).checked)).toEqual([true, false, false]);
    expect(within(page).getAllByRole('radio').map((radio) => radio.parentElement?.textContent)).toEqual(['Home', 'Hotels', 'Sweets']);
    fireEvent.click(within(page).getByRole('radio', { name: 'Sweets' }));
    const city = screen.getByRole('combobox', { name: 'City (optional)' }) as HTMLSelectElement;
    expect([...city.options].map((option) => option.text)).toEqual(['None', 'Hyderabad', 'Secunderabad', 'Warangal', 'Karimnagar', 'Nizamabad']);
    fireEvent.change(city, { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add geo' }));
    fireEvent.change(field('Latitude'), { target: { value: '17.4' } });
    expect(collected()).toMatchObject({ page: 'sweets', city: 'Secunderabad', geo: { latitude: 17.4 } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove geo' }));
    expect('geo' in collected()).toBe(false);
  });

  test('#44 a FAQ\u2019s Telugu and Hindi words: an optional group per language, each field collected under translations', () => {
    const form = editorForm(findCollection('faqs') as ContentCollection);
    const faq = { page: 'catering-events', question: 'Do you cater at home?', answer: 'Yes.', order: 4 };
    render(<Harness schema={form.schema as JsonSchema} hints={form.ui} initial={faq} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add in telugu and hindi' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add telugu' }));
    const telugu = screen.getByRole('group', { name: 'Telugu' });
    fireEvent.change(within(telugu).getByLabelText('Question (optional)'), { target: { value: 'ఇంట్లో క్యాటరింగ్ చేస్తారా?' } });
    fireEvent.change(within(telugu).getByLabelText('Answer (optional)'), { target: { value: 'అవును.' } });
    expect(collected()).toEqual({ ...faq, translations: { te: { question: 'ఇంట్లో క్యాటరింగ్ చేస్తారా?', answer: 'అవును.' } } });
  });

  test('a web address and a date', () => {
    const schema: JsonSchema = { type: 'object', properties: { mapUrl: { type: 'string', format: 'uri' }, from: { type: 'string' } }, required: ['mapUrl', 'from'] };
    render(<Harness schema={schema} hints={{ ...NO_HINTS, widgets: { from: 'date' } }} initial={{ mapUrl: 'https://maps.example/a', from: '2026-01-14' }} />);
    expect([field('Map url').type, field('From').type]).toEqual(['url', 'date']);
  });

  test('the picture widget shows a staff picture and stores the uploaded picture\u2019s key; a wrong type or size is refused before sending', async () => {
    const upload = vi.fn(async () => 'picture:abcdefabcdefabcdef12.webp');
    const pictures: PictureService = { preview: async (src) => (src.startsWith('picture:') ? `blob:${src}` : null), upload };
    render(<Harness schema={sweetSchema} hints={sweetHints} initial={KAJU} pictures={pictures} />);
    expect(await screen.findByText('The site\u2019s own artwork: kaju-katli.svg')).toBeTruthy();
    const input = screen.getByLabelText('Upload a new picture for Picture');
    const gif = new File(['GIF89a'], 'logo.gif', { type: 'image/gif' });
    await act(async () => void fireEvent.change(input, { target: { files: [gif] } }));
    expect(screen.getByRole('alert').textContent).toBe('\u201clogo.gif\u201d is not a JPEG, PNG or WebP picture.');
    const huge = new File([new Uint8Array(6 * 1024 * 1024)], 'huge.jpg', { type: 'image/jpeg' });
    await act(async () => void fireEvent.change(input, { target: { files: [huge] } }));
    expect(screen.getByRole('alert').textContent).toBe('\u201chuge.jpg\u201d is 6.0 MB; a picture may be at most 5 MB.');
    expect(upload).not.toHaveBeenCalled();
    const photo = new File([new Uint8Array(100)], 'kaju.webp', { type: 'image/webp' });
    await act(async () => void fireEvent.change(input, { target: { files: [photo] } }));
    expect(upload).toHaveBeenCalledWith(photo);
    expect((collected()['images'] as { src: string }[])[0]?.src).toBe('picture:abcdefabcdefabcdef12.webp');
    const image = await screen.findByRole('img', { name: 'Current picture: Picture' });
    expect(image.getAttribute('src')).toBe('blob:picture:abcdefabcdefabcdef12.webp');
  });

  test('the picture widget shows the server\u2019s refusal of an upload on the field', async () => {
    const pictures: PictureService = { preview: async () => null, upload: async () => Promise.reject(new Error('This file is not a JPEG, PNG or WebP picture.')) };
    render(<Harness schema={sweetSchema} hints={sweetHints} initial={KAJU} pictures={pictures} />);
    const input = screen.getByLabelText('Upload a new picture for Picture');
    await act(async () => void fireEvent.change(input, { target: { files: [new File(['x'], 'fake.png', { type: 'image/png' })] } }));
    expect(screen.getByRole('alert').textContent).toBe('This file is not a JPEG, PNG or WebP picture.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  test('the Markdown widget: a text area with a live, safe preview', async () => {
    const schema: JsonSchema = { type: 'object', properties: { body: { type: 'string', minLength: 1 } }, required: ['body'] };
    render(<Harness schema={schema} hints={{ ...NO_HINTS, labels: { body: 'Body' }, widgets: { body: 'markdown' } }} initial={{ body: '## Hello' }} />);
    const preview = screen.getByRole('region', { name: 'Preview' });
    // The renderer loads with the first Markdown field.
    expect(await within(preview).findByRole('heading', { name: 'Hello', level: 2 })).toBeTruthy();
    fireEvent.change(field('Body'), { target: { value: '**Kaju** <script>alert(1)</script> [x](javascript:alert(1))\n\n| a | b |\n|---|---|\n| 1 | 2 |' } });
    expect(await within(preview).findByText('Kaju')).toBeTruthy();
    expect(preview.querySelector('strong')?.textContent).toBe('Kaju');
    expect(preview.querySelector('script')).toBeNull();
    expect(preview.textContent).toContain('<script>alert(1)</script>');
    expect(preview.querySelector('a')?.getAttribute('href')).toBe('');
    expect(preview.querySelector('table td')?.textContent).toBe('1');
    expect(collected()['body']).toContain('**Kaju**');
  });
});

describe('SchemaForm: errors map to their fields', { timeout: 20_000 }, () => {
  test('a server error keyed by dotted path shows on its field, tied by aria-describedby; the first is focused', () => {
    const errors = { 'price.custom': 'The price may not be above the MRP', 'images.0.alt': 'Describe the picture in a few words (alt text)', _: 'Another sweet already has this name' };
    render(<Harness schema={sweetSchema} hints={sweetHints} initial={KAJU} errors={errors} />);
    const price = field('Price (₹)');
    expect(price.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (price.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain('The price may not be above the MRP');
    const alt = within(screen.getByRole('group', { name: 'Images 1' })).getByLabelText('Picture description (alt text)');
    expect(alt.getAttribute('aria-invalid')).toBe('true');
    // The whole entry's error has no field: it is in the summary, which comes first.
    expect(screen.getByText('Please correct:').parentElement?.textContent).toContain('Another sweet already has this name');
    expect(focusFirstError(screen.getByTestId('form'))).toBe(true);
    expect(document.activeElement?.textContent).toContain('Another sweet already has this name');
  });

  test('without a summary, the first field in the form\u2019s order gets the focus; a group\u2019s error is focusable too', () => {
    render(<Harness schema={sweetSchema} hints={sweetHints} initial={{ ...KAJU, images: [] }} errors={{ images: 'Add at least 1 item.', 'price.custom': 'Must be more than 0.' }} />);
    expect(focusFirstError(screen.getByTestId('form'))).toBe(true);
    expect(document.activeElement?.textContent).toBe('Add at least 1 item.');
    cleanup();
    render(<Harness schema={sweetSchema} hints={sweetHints} initial={KAJU} errors={{ 'price.custom': 'Must be more than 0.' }} />);
    focusFirstError(screen.getByTestId('form'));
    expect(document.activeElement).toBe(field('Price (₹)'));
  });

  test('no errors: nothing is marked and nothing takes the focus', () => {
    render(<Harness schema={sweetSchema} hints={sweetHints} initial={KAJU} />);
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    expect(focusFirstError(screen.getByTestId('form'))).toBe(false);
  });
});
