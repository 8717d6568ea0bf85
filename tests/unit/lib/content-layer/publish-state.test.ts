import { describe, expect, test } from 'vitest';
import {
  buildFailed, buildSucceeded, FAILURE_REASON_MAX, INITIAL_PREVIEW_STATE, INITIAL_PUBLISH_STATE, pendingVersion, previewFailed, previewReady,
  requestPreview, requestPublish, startBuild, startPreview, statusOf, type PublishState,
} from '../../../../src/lib/content-layer/publish-state.ts';

const T1 = '2026-10-01T10:00:00.000Z';
const T2 = '2026-10-01T10:05:00.000Z';

describe('#41 publish state transitions', () => {
  test('a first request is queued, building, then live', () => {
    const queued = requestPublish(INITIAL_PUBLISH_STATE, 1);
    expect(queued).toEqual({ requested: 1, building: null, live: null, failed: null });
    expect(statusOf(queued)).toBe('queued');
    expect(pendingVersion(queued)).toBe(1);
    const building = startBuild(queued, 1, T1);
    expect(statusOf(building)).toBe('building');
    const live = buildSucceeded(building, 1, T2);
    expect(live).toEqual({ requested: 1, building: null, live: { version: 1, at: T2 }, failed: null });
    expect(statusOf(live)).toBe('live');
    expect(pendingVersion(live)).toBeNull();
  });

  test('requested only grows: a late request for a lower version keeps the higher one', () => {
    expect(requestPublish(requestPublish(INITIAL_PUBLISH_STATE, 3), 2).requested).toBe(3);
  });

  test('does not mutate the state it is given', () => {
    const state: PublishState = { requested: 1, building: null, live: null, failed: null };
    requestPublish(state, 2);
    startBuild(state, 1, T1);
    expect(state).toEqual({ requested: 1, building: null, live: null, failed: null });
  });

  test('a failed build keeps the live version, reports failed, and a newer request is queued again', () => {
    const live: PublishState = { requested: 2, building: { version: 2, startedAt: T1 }, live: { version: 1, at: T1 }, failed: null };
    const failed = buildFailed(live, 2, T2, 'Astro said no');
    expect(failed).toEqual({ requested: 2, building: null, live: { version: 1, at: T1 }, failed: { version: 2, at: T2, reason: 'Astro said no' } });
    expect(statusOf(failed)).toBe('failed');
    expect(pendingVersion(failed)).toBeNull();
    const again = requestPublish(failed, 3);
    expect(statusOf(again)).toBe('queued');
    const fixed = buildSucceeded(startBuild(again, 3, T2), 3, T2);
    expect(fixed.failed).toBeNull();
    expect(statusOf(fixed)).toBe('live');
  });

  test('a late success about an older version ends its build but leaves the newer live version', () => {
    const state: PublishState = { requested: 5, building: { version: 4, startedAt: T1 }, live: { version: 5, at: T2 }, failed: null };
    expect(buildSucceeded(state, 4, T2)).toEqual({ ...state, building: null });
  });

  test('a late failure of an older version than the live one is not reported as failed', () => {
    const state: PublishState = { requested: 5, building: null, live: { version: 5, at: T2 }, failed: null };
    expect(statusOf(buildFailed(state, 4, T2, 'old'))).toBe('live');
  });

  test('a build finishing while another version is building leaves that build alone', () => {
    const state: PublishState = { requested: 3, building: { version: 3, startedAt: T2 }, live: { version: 1, at: T1 }, failed: null };
    const next = buildSucceeded(state, 2, T2);
    expect(next.building).toEqual({ version: 3, startedAt: T2 });
    expect(next.live).toEqual({ version: 2, at: T2 });
    expect(statusOf(next)).toBe('building');
  });

  test('a long failure reason keeps its end (where the error is), bounded', () => {
    const reason = `${'x'.repeat(5_000)}THE END`;
    const failed = buildFailed(requestPublish(INITIAL_PUBLISH_STATE, 1), 1, T1, reason);
    expect(failed.failed?.reason.length).toBe(FAILURE_REASON_MAX);
    expect(failed.failed?.reason.endsWith('THE END')).toBe(true);
  });
});

describe('#41 preview state transitions', () => {
  test('queued, building, ready with its url', () => {
    const queued = requestPreview(INITIAL_PREVIEW_STATE, 'stamp-a', T1);
    expect(queued).toEqual({ status: 'queued', draftStamp: 'stamp-a', at: T1 });
    const ready = previewReady(startPreview(queued, 'stamp-a', T1), 'stamp-a', T2, '/preview/');
    expect(ready).toEqual({ status: 'ready', draftStamp: 'stamp-a', at: T2, url: '/preview/' });
  });

  test('a build of an older draft finishing keeps the newer request queued', () => {
    const queued = requestPreview(startPreview(INITIAL_PREVIEW_STATE, 'stamp-a', T1), 'stamp-b', T2);
    expect(previewReady(queued, 'stamp-a', T2, '/preview/').status).toBe('queued');
    expect(previewFailed(queued, 'stamp-a', T2, 'broken')).toEqual(queued);
    expect(previewFailed(startPreview(queued, 'stamp-b', T2), 'stamp-b', T2, 'broken')).toMatchObject({ status: 'failed', reason: 'broken' });
  });
});
