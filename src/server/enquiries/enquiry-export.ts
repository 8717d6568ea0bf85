/**
 * The CSV of an enquiry export (issue #11, issue #42 item 3), the same text for the direct download
 * (contact-export.mts) and an export job (export-job.ts): the header, then the records of the rows
 * the index matched, newest first, read a batch at a time (enquiry-repository.ts), so memory holds one
 * batch whatever the total.
 */
import { csvHeader, enquiryCsvLine } from '../../lib/enquiry/enquiry-csv.ts';
import type { EnquiryIndexRow } from '../../lib/enquiry/enquiry-index-row.ts';
import type { Store } from '../storage/blob-stores.ts';
import { enquiryBatches } from '../storage/enquiry-repository.ts';
import type { EnquiryScope } from './enquiry-scope.ts';

export interface CsvChunk {
  text: string;
  /** Enquiry rows in this chunk (0 for the header). */
  rows: number;
}

export async function* enquiryCsvChunks(enquiries: Store, rows: readonly EnquiryIndexRow[], scope: Pick<EnquiryScope, 'accept'>): AsyncGenerator<CsvChunk> {
  yield { text: csvHeader(), rows: 0 };
  for await (const batch of enquiryBatches(enquiries, rows, scope.accept)) {
    yield { text: batch.map(enquiryCsvLine).join(''), rows: batch.length };
  }
}
