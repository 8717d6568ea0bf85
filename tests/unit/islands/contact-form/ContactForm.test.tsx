// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { clearApiCache } from '../../../../src/client/api-client.ts';
import ContactForm from '../../../../src/islands/contact-form/ContactForm.tsx';
import { $enquiryList } from '../../../../src/stores/enquiry-list.ts';
import { CATALOGUE } from '../../lib/enquiry/enquiry-fixtures.ts';

const fetchMock = vi.fn<typeof fetch>();

const TEAMS = {
  sweets: { team: 'the sweets desk', replyWithin: 'within 4 hours' },
  'restaurants & catering': { team: 'the catering planners', replyWithin: 'within one working day' },
  corporate: { team: 'the corporate team', replyWithin: 'within one working day' },
  'banquets & hotels': { team: 'the banquets desk', replyWithin: 'within 4 hours' },
  gifting: { team: 'the gifting desk', replyWithin: 'within 4 hours' },
  other: { team: 'the front office', replyWithin: 'within one working day' },
};
const PROPS = { catalogue: {}, teams: TEAMS, waNumber: '919849045678' };

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type FieldLabel = 'Name' | 'Email' | 'Phone (optional)' | 'Category' | 'Message';

/** A form control by its accessible name (the required asterisk is hidden from it). */
function field(label: FieldLabel): HTMLInputElement {
  const role = label === 'Category' ? 'combobox' : 'textbox';
  return screen.getByRole(role, { name: label }) as HTMLInputElement;
}

function fillValidForm(): void {
  fireEvent.change(field('Name'), { target: { value: '  Asha ' } });
  fireEvent.change(field('Email'), { target: { value: 'asha@example.com' } });
  fireEvent.change(field('Category'), { target: { value: 'gifting' } });
  fireEvent.change(field('Message'), { target: { value: 'Fifty hampers, please.' } });
}

async function submit(): Promise<void> {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
  });
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  clearApiCache();
  window.history.replaceState(null, '', '/contact');
});

afterEach(() => {
  cleanup();
  // Unmount the enquiry list store now, while window exists: nanostores would otherwise run its
  // storage-listener cleanup a second later, after this file's jsdom is gone (an unhandled error).
  cleanStores($enquiryList);
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('ContactForm', () => {
  test('CONTACT-01 CONTACT-02 offers the five fields and the six categories after a placeholder', () => {
    render(<ContactForm {...PROPS} />);
    for (const label of ['Name', 'Email', 'Phone (optional)', 'Category', 'Message'] as const) {
      expect(field(label)).toBeTruthy();
    }
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Select a category', 'Sweets', 'Restaurants & Catering', 'Corporate', 'Banquets & Hotels', 'Gifting', 'Other']);
  });

  test('CONTACT-03..06 shows each message beside its field, marks it invalid and focuses the first', async () => {
    render(<ContactForm {...PROPS} />);
    await submit();
    const name = field('Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Please enter your name.');
    expect(document.activeElement).toBe(name);
    expect(screen.getByText('Please enter your email address.')).toBeTruthy();
    expect(screen.getByText('Please choose a category.')).toBeTruthy();
    expect(screen.getByText('Please enter your message.')).toBeTruthy();
    expect(field('Phone (optional)').getAttribute('aria-invalid')).toBe('false');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('clears a field message once the field is edited', async () => {
    render(<ContactForm {...PROPS} />);
    await submit();
    fireEvent.change(field('Name'), { target: { value: 'A' } });
    expect(screen.queryByText('Please enter your name.')).toBeNull();
    expect(screen.getByText('Please enter your message.')).toBeTruthy();
  });

  test('CONTACT-09 CONTACT-11 disables the button while sending, then thanks and clears the form', async () => {
    let answer: (res: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    render(<ContactForm {...PROPS} />);
    fillValidForm();
    await submit();
    const sending = screen.getByRole('button', { name: 'Sending...' });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      name: 'Asha',
      email: 'asha@example.com',
      phone: '',
      category: 'gifting',
      message: 'Fifty hampers, please.',
      locale: 'en',
    });

    await act(async () => answer(jsonResponse(201, { message: 'Message received', id: 'x', reference: 'RS-2611-4K7Q' })));
    expect(screen.getByRole('heading', { name: 'Thank You!' })).toBeTruthy();
    expect(screen.getByText("We've received your message and will get back to you shortly.")).toBeTruthy();
    expect(screen.getByText('RS-2611-4K7Q').textContent).toBe('RS-2611-4K7Q');
    expect(screen.getByText('Your enquiry went to the gifting desk, who will answer within 4 hours.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Send the reference on WhatsApp/ }).getAttribute('href')).toBe(
      `https://wa.me/919849045678?text=${encodeURIComponent('Hi, my enquiry reference is RS-2611-4K7Q.')}`,
    );

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send Another Message' })));
    for (const label of ['Name', 'Email', 'Phone (optional)', 'Category', 'Message'] as const) {
      expect((field(label) as HTMLInputElement).value).toBe('');
    }
    expect(document.activeElement).toBe(field('Name'));
  });

  test('issue #45 CONTACT-11 a 201 without a reference thanks the visitor, without a reference to quote', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { message: 'Message received', id: 'x' }));
    render(<ContactForm {...PROPS} />);
    fillValidForm();
    await submit();
    expect(screen.getByRole('heading', { name: 'Thank You!' })).toBeTruthy();
    expect(screen.getByText("We've received your message and will get back to you shortly.")).toBeTruthy();
    expect(screen.getByText('Your enquiry went to the gifting desk, who will answer within 4 hours.')).toBeTruthy();
    expect(screen.queryByText(/reference/i)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('CONTACT-12 ERR-02 shows the server message and its field errors', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, { message: 'Please correct the highlighted fields.', errors: { email: 'Please enter a valid email address.' } }),
    );
    render(<ContactForm {...PROPS} />);
    fillValidForm();
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Error submitting form: Please correct the highlighted fields.');
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(document.activeElement).toBe(field('Email'));
    expect(field('Name').value).toBe('  Asha ');
  });

  test('ERR-03 shows the network failure message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    render(<ContactForm {...PROPS} />);
    fillValidForm();
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Failed to submit form. Please try again later.');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeTruthy();
  });

  test('renders what the visitor typed as text, never as HTML', async () => {
    fetchMock.mockResolvedValue(jsonResponse(429, { message: '<img src=x onerror=alert(1)>' }));
    render(<ContactForm {...PROPS} />);
    fillValidForm();
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Error submitting form: <img src=x onerror=alert(1)>');
    expect(document.querySelector('img')).toBeNull();
  });

  test('G-35 pre-selects the category from ?category=', async () => {
    window.history.replaceState(null, '', '/contact?category=corporate');
    render(<ContactForm {...PROPS} />);
    expect(field('Category').value).toBe('corporate');
  });

  test('keeps the honeypot out of reach: hidden, not focusable, no autocomplete', () => {
    render(<ContactForm {...PROPS} />);
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot?.tabIndex).toBe(-1);
    expect(honeypot?.getAttribute('autocomplete')).toBe('off');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull();
  });

  test('issue #10: a package link shows its summary, sets the category, asks for date and guests and sends the reference', async () => {
    window.history.replaceState(null, '', '/contact?package=premium');
    fetchMock.mockResolvedValue(jsonResponse(201, { message: 'Message received', id: 'x', reference: 'RS-2611-4K7Q' }));
    render(<ContactForm {...PROPS} catalogue={CATALOGUE} />);
    expect(screen.getByText('About: Premium package, Up to 100 guests, ₹50,000')).toBeTruthy();
    expect(field('Category').value).toBe('restaurants & catering');
    fireEvent.change(field('Name'), { target: { value: 'Asha' } });
    fireEvent.change(field('Email'), { target: { value: 'asha@example.com' } });
    fireEvent.change(field('Message'), { target: { value: 'A sangeet.' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Number of guests (optional)' }), { target: { value: '90' } });
    await submit();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      name: 'Asha', email: 'asha@example.com', phone: '', category: 'restaurants & catering', message: 'A sangeet.',
      guests: 90, context: { kind: 'package', id: 'premium' }, locale: 'en',
    });
    expect(screen.getByText('RS-2611-4K7Q')).toBeTruthy();
  });

  test('issue #10: a tampered id shows no summary and sends no context', async () => {
    window.history.replaceState(null, '', '/contact?package=platinum');
    fetchMock.mockResolvedValue(jsonResponse(201, { message: 'Message received', id: 'x', reference: 'RS-2611-4K7Q' }));
    render(<ContactForm {...PROPS} catalogue={CATALOGUE} />);
    expect(screen.queryByText(/^About:/)).toBeNull();
    fillValidForm();
    await submit();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).not.toHaveProperty('context');
  });

  test('issue #10: a past date is refused beside its field before anything is sent', async () => {
    window.history.replaceState(null, '', '/contact?table=restaurant');
    render(<ContactForm {...PROPS} catalogue={CATALOGUE} />);
    fillValidForm();
    fireEvent.change(screen.getByLabelText('Date of your event or visit (optional)'), { target: { value: '2020-01-01' } });
    await submit();
    expect(screen.getByText('Please choose today or a later date.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
