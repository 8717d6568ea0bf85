/**
 * Times an export job of every enquiry through the staff API (issue #42 item 3), for the desk and
 * export benches: started to done, then the gzip'd file's download, its rows and sizes.
 */
import { get } from 'node:http';
import { gunzipSync } from 'node:zlib';

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const megabytes = (bytes) => `${(bytes / 1e6).toFixed(2)} MB`;
const count = (n) => n.toLocaleString('en-IN');

async function ok(base, path, token, init = {}) {
  const res = await fetch(new URL(path, base), { ...init, headers: { Authorization: `Bearer ${token}`, ...(init.body ? { 'Content-Type': 'application/json' } : {}) }, signal: AbortSignal.timeout(900_000) });
  const body = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${res.status}: ${body.slice(0, 200)}`);
  return JSON.parse(body);
}

/** The file's bytes as sent (gzip'd: node:http does not decode them). */
function download(url, token) {
  return new Promise((resolve, reject) => {
    get(url, { headers: { Authorization: `Bearer ${token}`, 'Accept-Encoding': 'gzip' } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, encoding: res.headers['content-encoding'], bytes: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

/** Two table rows: [what, time, detail]. @param {string} base @param {string} token */
export async function timeExportJob(base, token) {
  const started = performance.now();
  const { id } = await ok(base, '/api/contact/export-jobs', token, { method: 'POST', body: JSON.stringify({ filter: {} }) });
  let job;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    job = await ok(base, `/api/contact/export-jobs/${id}`, token);
    if (job.status !== 'running') break;
  }
  const ready = performance.now() - started;
  if (job.status !== 'done') throw new Error(`The export job failed: ${job.reason}`);
  const fetched = performance.now();
  const file = await download(new URL(`/api/contact/export-jobs/${id}/file`, base), token);
  const downloadMs = performance.now() - fetched;
  if (file.status !== 200 || file.encoding !== 'gzip') throw new Error(`The file answered ${file.status} (${file.encoding})`);
  const csv = gunzipSync(file.bytes).toString('utf8');
  const rows = csv.split('\r\n').filter((line) => /^RS-/.test(line)).length;
  return [
    ['job: started → done', seconds(ready), `${count(job.rows)} rows (${(ready / job.rows).toFixed(2)} ms a row)`],
    ['job: file download', seconds(downloadMs), `${megabytes(file.bytes.byteLength)} gzip'd (job says ${megabytes(job.bytes)}), ${count(rows)} CSV rows, ${megabytes(Buffer.byteLength(csv))} CSV`],
  ];
}
