/** Reads request bodies within their type and size limits (415, 413, 400). */
import { HttpError } from './http-error.ts';

async function readLimitedBytes(req: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(req.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function tooLarge(maxBytes: number): HttpError {
  const size = maxBytes >= 1024 * 1024 ? `${Math.round(maxBytes / (1024 * 1024))} MB` : `${Math.round(maxBytes / 1024)} KB`;
  return new HttpError(413, `The request is too large. The limit is ${size}.`);
}

/** Reads a JSON body of at most maxBytes; anything but application/json gets 415. */
export async function readJson(req: Request, maxBytes: number): Promise<unknown> {
  const type = (req.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') {
    throw new HttpError(415, 'Please send the data as JSON (Content-Type: application/json).');
  }
  const bytes = await readLimitedBytes(req, maxBytes);
  try {
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
}

/** Reads a multipart/form-data body of at most maxBytes; anything else gets 415. */
export async function readMultipart(req: Request, maxBytes: number): Promise<FormData> {
  const type = (req.headers.get('content-type') ?? '').toLowerCase();
  if (!type.startsWith('multipart/form-data')) {
    throw new HttpError(415, 'Please send the product as multipart/form-data with its images.');
  }
  const bytes = await readLimitedBytes(req, maxBytes);
  try {
    return await new Response(bytes, { headers: { 'content-type': req.headers.get('content-type') ?? '' } }).formData();
  } catch {
    throw new HttpError(400, 'The form data could not be read.');
  }
}
