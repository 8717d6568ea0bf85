/**
 * The Overview's figures for one reader and period (issue #43): the index rows of the period and the
 * one before (both received-time ranges in one read of their month shards; the reader's categories
 * only), counted by lib/overview/overview-figures.ts. The only records read are one per listed subject
 * (at most ten), for the name stored with it; the work is bounded by the period, never by how many
 * enquiries are stored.
 */
import type { OverviewAnswer } from '../../lib/api/overview.ts';
import { canReadEnquiry, readableCategories, type EnquiryReader } from '../../lib/enquiry/visible-enquiries.ts';
import { subjectNameIn } from '../../lib/overview/enquiry-facts.ts';
import { overviewOf, topSubjects, type SubjectTotal } from '../../lib/overview/overview-figures.ts';
import { periodOf, periodRange, previousPeriod } from '../../lib/overview/overview-period.ts';
import { openStore, type Store } from '../storage/blob-stores.ts';
import { currentEnquiryRows, getEnquiry } from '../storage/enquiry-repository.ts';
import { mapBounded } from '../storage/map-bounded.ts';
import { REPLY_PROMISE_HOURS } from './reply-promises.ts';

/** The name stored with the newest enquiry about each subject (its id when that enquiry is gone meanwhile). */
async function subjectNames(store: Store, subjects: readonly SubjectTotal[]): Promise<Map<string, string>> {
  const named = await mapBounded(subjects, subjects.length, async (subject) => {
    const record = await getEnquiry(store, subject.latestId);
    return [subject.key, (record && subjectNameIn(record.value, subject.key)) ?? subject.id] as const;
  });
  return new Map(named);
}

export async function overviewFor(reader: EnquiryReader, query: { from: string; to: string }, now = new Date()): Promise<OverviewAnswer> {
  const store = openStore('enquiries');
  const period = periodOf(query.from, query.to);
  const rows = await currentEnquiryRows(store, {
    since: periodRange(previousPeriod(period)).since,
    before: periodRange(period).before,
    acceptRow: (row) => canReadEnquiry(row, reader),
  });
  const scope = { from: query.from, to: query.to, categories: readableCategories(reader) };
  const subjectNamesByKey = await subjectNames(store, topSubjects(rows, scope));
  return overviewOf(rows, { ...scope, promiseHours: REPLY_PROMISE_HOURS, now, subjectNames: subjectNamesByKey });
}
