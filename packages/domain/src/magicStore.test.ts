import { describe, expect, it } from 'vitest';
import {
  isMagicStoreBusy,
  MAGIC_STORE_IDLE,
  magicStoreEffect,
  magicStoreStep,
  magicStoreTransition,
  type MagicStoreEvent,
  type MagicStoreState,
} from './magicStore';

type State = MagicStoreState<string>;
type Event = MagicStoreEvent<string>;

const FILE = 'https://cdn.test/media/1_look.jpg';
const MEDIA = 'https://cdn.test/media/1_look.compressed.jpg';

/** Runs events from a state, as the screen feeds them. */
const run = (from: State, ...events: Event[]) => events.reduce(magicStoreTransition<string>, from);

const preparing: State = { status: 'preparing' };
const uploading: State = {
  status: 'uploading',
  presignedUrl: 'https://up/1',
  fileUrl: FILE,
  percent: 0,
};
const triggering: State = {
  status: 'compressing',
  fileUrl: FILE,
  jobId: null,
  mediaUrl: FILE,
  tries: 0,
};
const polling: State = {
  status: 'compressing',
  fileUrl: FILE,
  jobId: 'job-1',
  mediaUrl: MEDIA,
  tries: 0,
};
const searching: State = { status: 'searching', mediaUrl: MEDIA };

describe('magicStoreTransition: the happy path', () => {
  it('goes idle → preparing → uploading → compressing → searching → done', () => {
    const states = [
      { type: 'start' },
      { type: 'presigned', presignedUrl: 'https://up/1', fileUrl: FILE },
      { type: 'progress', percent: 40 },
      { type: 'uploaded' },
      { type: 'compression-started', jobId: 'job-1', mediaUrl: MEDIA },
      { type: 'polled', jobStatus: 'RUNNING' },
      { type: 'polled', jobStatus: 'COMPLETE' },
      { type: 'found', products: ['p1', 'p2'] },
    ].reduce<State[]>(
      (seen, event) => [...seen, magicStoreTransition(seen.at(-1)!, event as Event)],
      [MAGIC_STORE_IDLE],
    );
    expect(states.map((s) => [s.status, magicStoreStep(s)])).toEqual([
      ['idle', 0],
      ['preparing', 0],
      ['uploading', 0],
      ['uploading', 0],
      ['compressing', 1],
      ['compressing', 1],
      ['compressing', 1],
      ['searching', 2],
      ['done', 3],
    ]);
    expect(states.at(-1)).toEqual({ status: 'done', mediaUrl: MEDIA, products: ['p1', 'p2'] });
  });

  it('keeps the presigned URL and the file URL for the upload', () => {
    expect(
      run(preparing, { type: 'presigned', presignedUrl: 'https://up/1', fileUrl: FILE }),
    ).toEqual(uploading);
  });

  it('reports upload progress as a whole percentage that never goes back nor past 100', () => {
    expect(run(uploading, { type: 'progress', percent: 33.4 })).toMatchObject({ percent: 33 });
    expect(
      run(uploading, { type: 'progress', percent: 60 }, { type: 'progress', percent: 20 }),
    ).toMatchObject({
      percent: 60,
    });
    expect(run(uploading, { type: 'progress', percent: 140 })).toMatchObject({ percent: 100 });
  });

  it('triggers the compression of the uploaded file once the upload is done', () => {
    expect(run(uploading, { type: 'uploaded' })).toEqual(triggering);
  });

  it('polls the job the compression answered, searching its media URL once COMPLETE', () => {
    const started = run(triggering, {
      type: 'compression-started',
      jobId: 'job-1',
      mediaUrl: MEDIA,
    });
    expect(started).toEqual(polling);
    expect(run(started, { type: 'polled', jobStatus: 'complete' })).toEqual(searching);
  });

  it('searches at once when the compression answers no job id (null or empty)', () => {
    expect(run(triggering, { type: 'compression-started', jobId: null, mediaUrl: MEDIA })).toEqual(
      searching,
    );
    expect(run(triggering, { type: 'compression-started', jobId: '', mediaUrl: MEDIA })).toEqual(
      searching,
    );
  });

  it('searches the uploaded file when the compression answers no media URL', () => {
    expect(run(triggering, { type: 'compression-started', jobId: null, mediaUrl: '' })).toEqual({
      status: 'searching',
      mediaUrl: FILE,
    });
  });

  it('counts pending status reads and keeps polling until the 30th', () => {
    const pending = (n: number) =>
      run(
        polling,
        ...Array.from({ length: n }, (): Event => ({ type: 'polled', jobStatus: 'RUNNING' })),
      );
    expect(pending(1)).toMatchObject({ status: 'compressing', tries: 1 });
    expect(pending(29)).toMatchObject({ status: 'compressing', tries: 29 });
    expect(run(pending(29), { type: 'polled', jobStatus: 'COMPLETE' })).toEqual(searching);
  });

  it('may start over from done', () => {
    expect(run({ status: 'done', mediaUrl: MEDIA, products: [] }, { type: 'start' })).toEqual(
      preparing,
    );
  });
});

describe('magicStoreTransition: failures, timeouts and retry', () => {
  it('fails the compression after 30 pending reads, as timed out', () => {
    const pending = Array.from({ length: 30 }, (): Event => ({
      type: 'polled',
      jobStatus: 'PENDING',
    }));
    expect(run(polling, ...pending)).toEqual({
      status: 'failed',
      step: 1,
      reason: 'timeout',
      resume: { ...triggering, mediaUrl: MEDIA },
    });
  });

  it.each(['ERROR', 'FAILED', 'failed'])('fails the compression on %s', (jobStatus) => {
    expect(run(polling, { type: 'polled', jobStatus })).toMatchObject({
      status: 'failed',
      step: 1,
      reason: 'compression-failed',
    });
  });

  it.each([
    ['the conversion or presign', preparing, 0, { status: 'preparing' }],
    ['the upload', uploading, 0, { status: 'preparing' }],
    ['the compression trigger', triggering, 1, triggering],
    ['a status read', polling, 1, { ...triggering, mediaUrl: MEDIA }],
    ['the search', searching, 2, searching],
  ] as const)(
    'names the step when %s fails and resumes at its start',
    (_what, from, step, resume) => {
      const failed = run(from, { type: 'failed' });
      expect(failed).toEqual({ status: 'failed', step, reason: 'error', resume });
      expect(magicStoreStep(failed)).toBe(step);
      expect(run(failed, { type: 'retry' })).toEqual(resume);
    },
  );

  it('keeps the uploaded media when the search times out: Retry searches again', () => {
    const failed = run(searching, { type: 'failed', timedOut: true });
    expect(failed).toMatchObject({ status: 'failed', step: 2, reason: 'timeout' });
    expect(run(failed, { type: 'retry' })).toEqual(searching);
  });

  it('keeps the uploaded file when the compression fails: Retry triggers it again, no new upload', () => {
    const failed = run(polling, { type: 'polled', jobStatus: 'ERROR' });
    const resumed = run(failed, { type: 'retry' });
    expect(resumed).toEqual({ ...triggering, mediaUrl: MEDIA });
    expect(magicStoreEffect(resumed)).toMatchObject({ kind: 'compress', fileUrl: FILE });
  });

  it('a new file may start over from a failure', () => {
    expect(run(run(searching, { type: 'failed' }), { type: 'start' })).toEqual(preparing);
  });

  it('ignores a failure when nothing is under way', () => {
    expect(run(MAGIC_STORE_IDLE, { type: 'failed' })).toBe(MAGIC_STORE_IDLE);
    const done: State = { status: 'done', mediaUrl: MEDIA, products: [] };
    expect(run(done, { type: 'failed' })).toBe(done);
  });
});

describe('magicStoreTransition: cancel', () => {
  it.each([
    ['preparing', preparing],
    ['uploading', uploading],
    ['triggering the compression', triggering],
    ['polling', polling],
    ['searching', searching],
    ['a failure', run(searching, { type: 'failed' })],
  ] as const)('goes back to idle from %s', (_what, from) => {
    expect(run(from, { type: 'cancel' })).toEqual({ status: 'idle' });
  });

  it('ignores a late answer after Cancel', () => {
    const cancelled = run(polling, { type: 'cancel' });
    expect(run(cancelled, { type: 'polled', jobStatus: 'COMPLETE' })).toBe(cancelled);
    expect(run(cancelled, { type: 'found', products: ['p1'] })).toBe(cancelled);
    expect(run(cancelled, { type: 'presigned', presignedUrl: 'u', fileUrl: FILE })).toBe(cancelled);
  });
});

describe('magicStoreTransition: unexpected events leave the state as it is', () => {
  it.each([
    ['a second start while busy', uploading, { type: 'start' }],
    ['progress before the upload', preparing, { type: 'progress', percent: 10 }],
    ['uploaded before presigned', preparing, { type: 'uploaded' }],
    ['a status read before the job exists', triggering, { type: 'polled', jobStatus: 'COMPLETE' }],
    [
      'a second compression answer',
      polling,
      { type: 'compression-started', jobId: 'job-2', mediaUrl: 'x' },
    ],
    ['products while compressing', polling, { type: 'found', products: [] }],
    ['retry without a failure', searching, { type: 'retry' }],
  ] as const)('%s', (_what, from, event) => {
    expect(run(from, event as Event)).toBe(from);
  });
});

describe('magicStoreEffect', () => {
  it('names the request of each state, none when nothing is under way', () => {
    expect(magicStoreEffect(MAGIC_STORE_IDLE)).toBeNull();
    expect(magicStoreEffect(preparing)).toEqual({ kind: 'presign', key: 'presign' });
    expect(magicStoreEffect(uploading)).toMatchObject({
      kind: 'upload',
      presignedUrl: 'https://up/1',
    });
    expect(magicStoreEffect(triggering)).toMatchObject({ kind: 'compress', fileUrl: FILE });
    expect(magicStoreEffect(polling)).toMatchObject({
      kind: 'poll',
      jobId: 'job-1',
      delayMs: 2000,
    });
    expect(magicStoreEffect(searching)).toMatchObject({ kind: 'search', mediaUrl: MEDIA });
    expect(magicStoreEffect({ status: 'done', mediaUrl: MEDIA, products: [] })).toBeNull();
    expect(magicStoreEffect(run(searching, { type: 'failed' }))).toBeNull();
  });

  it('keeps the upload key through progress and gives every poll a key of its own', () => {
    const progressed = run(uploading, { type: 'progress', percent: 50 });
    expect(magicStoreEffect(progressed)!.key).toBe(magicStoreEffect(uploading)!.key);
    const next = run(polling, { type: 'polled', jobStatus: 'RUNNING' });
    expect(magicStoreEffect(next)!.key).not.toBe(magicStoreEffect(polling)!.key);
  });

  it('tells when a request is under way', () => {
    expect(
      [MAGIC_STORE_IDLE, preparing, uploading, polling, searching].map(isMagicStoreBusy),
    ).toEqual([false, true, true, true, true]);
    expect(isMagicStoreBusy(run(searching, { type: 'failed' }))).toBe(false);
    expect(isMagicStoreBusy({ status: 'done', mediaUrl: MEDIA, products: [] })).toBe(false);
  });
});
