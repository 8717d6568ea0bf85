/**
 * The staff area's calls (admin §7), over api-client.ts; answers parsed with the contract in
 * src/lib/api. Every staff GET bypasses the 5-minute cache (cacheTtlMs 0) and every change clears
 * it (G-38), so staff always see the latest data.
 */
import { messageAnswer } from '../lib/api/message.ts';
import { categoriesAnswer, productSavedAnswer, staffProductSchema, staffProductsAnswer, type StaffProduct } from '../lib/api/catalogue.ts';
import { healthAnswer } from '../lib/api/site.ts';
import { passwordChangeAnswer, loginAnswer, verifyAnswer, type LoginAnswer, type StaffAccount } from '../lib/api/staff.ts';
import type { Product } from '../lib/catalogue/product-schema.ts';
import type { ProductForm } from '../lib/catalogue/product-form-schema.ts';
import { enquiryListAnswer } from '../lib/api/enquiries.ts';
import type { EnquiryRecord } from '../lib/enquiry/enquiry-schema.ts';
import { ApiError, bearer, clearApiCache, getJson, parseWith, postJson, send } from './api-client.ts';

export const HEALTH_TIMEOUT_MS = 10_000;
export const VERIFY_TIMEOUT_MS = 10_000;
export const ENQUIRY_RETRIES = 2;

export type { StaffProduct };

/** GET /api/health within 10 s: true when the backend and its storage answer. */
export async function probeHealth(): Promise<boolean> {
  try {
    return (await getJson('/api/health', { cacheTtlMs: 0, timeoutMs: HEALTH_TIMEOUT_MS, parse: parseWith(healthAnswer) })).ok;
  } catch {
    return false;
  }
}

/** POST /api/admin/login: the session token and the staff account. */
export async function loginStaff(email: string, password: string): Promise<LoginAnswer> {
  return parseWith(loginAnswer)(await postJson('/api/admin/login', { email, password }));
}

/** POST /api/admin/logout: ends the session on the server. Never throws (the caller signs out anyway). */
export async function logoutStaff(token: string): Promise<void> {
  try {
    await postJson('/api/admin/logout', {}, { headers: bearer(token), timeoutMs: 5_000 });
  } catch {
    // Already ended, or the server is out of reach: the token is forgotten here and expires soon.
  }
}

/** POST /api/admin/password: the new token (other sessions end) and the admin info. */
export async function changeStaffPassword(token: string, currentPassword: string, newPassword: string): Promise<LoginAnswer> {
  const answer = await postJson('/api/admin/password', { currentPassword, newPassword }, { headers: bearer(token) });
  return parseWith(passwordChangeAnswer)(answer);
}

/** GET /api/admin/verify within 10 s: the live admin record. */
export async function verifyStaff(token: string): Promise<StaffAccount> {
  const parse = parseWith(verifyAnswer);
  return (await getJson('/api/admin/verify', { headers: bearer(token), cacheTtlMs: 0, timeoutMs: VERIFY_TIMEOUT_MS, parse })).admin;
}

export interface RetryOptions {
  retries: number;
  /** Wait before retry n (1-based); tests pass 0. */
  delayMs?: (retry: number) => number;
}

/** Whether a failure may pass on a second try: no answer, a timeout, a 5xx, 408 or 429; never a request the caller aborted. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof DOMException && error.name === 'AbortError') return false;
  if (!(error instanceof ApiError)) return true;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

/** Runs task, retrying retryable failures up to `retries` times; rethrows the last failure. */
export async function withRetries<T>(task: () => Promise<T>, { retries, delayMs = (n) => 400 * n }: RetryOptions): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= retries || !isRetryable(error)) throw error;
      const wait = delayMs(attempt + 1);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/** GET /api/contact, retried twice (admin §7, §9). */
export async function fetchEnquiries(token: string, delayMs?: RetryOptions['delayMs']): Promise<EnquiryRecord[]> {
  const parse = parseWith(enquiryListAnswer);
  const options: RetryOptions = delayMs ? { retries: ENQUIRY_RETRIES, delayMs } : { retries: ENQUIRY_RETRIES };
  return withRetries(() => getJson<EnquiryRecord[]>('/api/contact', { headers: bearer(token), cacheTtlMs: 0, parse }), options);
}

export async function fetchStaffProducts(token: string): Promise<StaffProduct[]> {
  return getJson<StaffProduct[]>('/api/admin/products', { headers: bearer(token), cacheTtlMs: 0, parse: parseWith(staffProductsAnswer) });
}

export async function fetchStaffProduct(token: string, id: string): Promise<StaffProduct> {
  const path = `/api/admin/products/${encodeURIComponent(id)}`;
  return getJson<StaffProduct>(path, { headers: bearer(token), cacheTtlMs: 0, parse: parseWith(staffProductSchema) });
}

export async function fetchCategories(): Promise<string[]> {
  return getJson<string[]>('/api/products/categories', { cacheTtlMs: 0, parse: parseWith(categoriesAnswer) });
}

/** POST /api/products (multipart): fields + `images` files. */
export async function createProduct(token: string, form: FormData): Promise<string> {
  const answer = parseWith(messageAnswer)(await send('POST', '/api/products', form, { headers: bearer(token) }));
  clearApiCache();
  return answer.message;
}

/** PUT /api/products/{id} with the form fields and If-Match: the etag read with the product. */
export async function updateProduct(token: string, id: string, fields: ProductForm, etag: string): Promise<string> {
  const headers = { ...bearer(token), 'Content-Type': 'application/json', 'If-Match': etag };
  const answer = await send('PUT', `/api/products/${encodeURIComponent(id)}`, JSON.stringify(fields), { headers });
  clearApiCache();
  return parseWith(messageAnswer)(answer).message;
}

/** PUT /api/products/{id} { isActive }: the product as saved. */
export async function setProductVisibility(token: string, id: string, isActive: boolean): Promise<Product> {
  const headers = { ...bearer(token), 'Content-Type': 'application/json' };
  const answer = await send('PUT', `/api/products/${encodeURIComponent(id)}`, JSON.stringify({ isActive }), { headers });
  clearApiCache();
  return parseWith(productSavedAnswer)(answer).product;
}

export async function deleteProduct(token: string, id: string): Promise<void> {
  await send('DELETE', `/api/products/${encodeURIComponent(id)}`, undefined, { headers: bearer(token) });
  clearApiCache();
}
