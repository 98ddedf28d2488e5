import { TIMINGS } from './constants';
import { compressionStatus, shouldPollAgain } from './media';

/**
 * The Magic Store flow (content.md §4) as an explicit state machine: pure transitions here, the
 * requests in the screen that runs `magicStoreEffect` of each state and feeds the answers back as
 * events.
 *
 * idle → preparing (convert, presign) → uploading (PUT, with progress) → compressing (trigger,
 * then poll every 2 s, at most 30 tries; no job id skips the polling) → searching (60 s) → done.
 * Cancel from any state goes back to idle; a failure names its step and keeps what was reached,
 * so Retry resumes there (a compression or search failure never uploads again).
 */

/** Progress steps 0 to 3: preparing/uploading media, compressing, searching products, generating the store. */
export type MagicStoreStep = 0 | 1 | 2 | 3;

/** Why a step failed: a request failed or was refused, the compression job failed, or time ran out. */
export type MagicStoreFailure = 'error' | 'compression-failed' | 'timeout';

/** What a run of the flow is in. `P` is the product type of the search's answer. */
export type MagicStoreState<P = unknown> =
  | { status: 'idle' }
  | { status: 'preparing' }
  | { status: 'uploading'; presignedUrl: string; fileUrl: string; percent: number }
  /** `jobId` null: the compression is being triggered; then `tries` status reads were pending. */
  | {
      status: 'compressing';
      fileUrl: string;
      jobId: string | null;
      mediaUrl: string;
      tries: number;
    }
  | { status: 'searching'; mediaUrl: string }
  | { status: 'done'; mediaUrl: string; products: readonly P[] }
  | {
      status: 'failed';
      step: Exclude<MagicStoreStep, 3>;
      reason: MagicStoreFailure;
      /** The state Retry goes back to: the start of the failed step, with what came before it. */
      resume: MagicStoreResumable;
    };

/** The states Retry can resume: the start of each step. */
export type MagicStoreResumable =
  | { status: 'preparing' }
  | { status: 'compressing'; fileUrl: string; jobId: null; mediaUrl: string; tries: 0 }
  | { status: 'searching'; mediaUrl: string };

/** What happens to the flow: the user's choices and the answers of the requests. */
export type MagicStoreEvent<P = unknown> =
  | { type: 'start' }
  | { type: 'presigned'; presignedUrl: string; fileUrl: string }
  | { type: 'progress'; percent: number }
  | { type: 'uploaded' }
  /** The compression was triggered; no `jobId` (null or empty) means there is nothing to wait for. */
  | { type: 'compression-started'; jobId: string | null; mediaUrl: string }
  | { type: 'polled'; jobStatus: string }
  | { type: 'found'; products: readonly P[] }
  /** The request of the current state failed; `timedOut` when it ran out of time. */
  | { type: 'failed'; timedOut?: boolean }
  | { type: 'retry' }
  | { type: 'cancel' };

/** The flow before it starts and after Cancel. */
export const MAGIC_STORE_IDLE: MagicStoreState<never> = { status: 'idle' };

/** The progress step a state shows (the failed step for a failure; 0 when idle). */
export function magicStoreStep(state: MagicStoreState<unknown>): MagicStoreStep {
  switch (state.status) {
    case 'idle':
    case 'preparing':
    case 'uploading':
      return 0;
    case 'compressing':
      return 1;
    case 'searching':
      return 2;
    case 'done':
      return 3;
    case 'failed':
      return state.step;
  }
}

/** Whether a request of the flow is under way (a dialog shows it and Cancel aborts it). */
export function isMagicStoreBusy(state: MagicStoreState<unknown>): boolean {
  return state.status !== 'idle' && state.status !== 'done' && state.status !== 'failed';
}

function fail<P>(state: MagicStoreState<P>, reason: MagicStoreFailure): MagicStoreState<P> {
  switch (state.status) {
    case 'preparing':
    case 'uploading':
      return { status: 'failed', step: 0, reason, resume: { status: 'preparing' } };
    case 'compressing': {
      const { fileUrl, mediaUrl } = state;
      const resume = { status: 'compressing', fileUrl, jobId: null, mediaUrl, tries: 0 } as const;
      return { status: 'failed', step: 1, reason, resume };
    }
    case 'searching':
      return {
        status: 'failed',
        step: 2,
        reason,
        resume: { status: 'searching', mediaUrl: state.mediaUrl },
      };
    default:
      return state;
  }
}

/**
 * The next state of the flow after `event`. An event the state does not expect (a late answer
 * after Cancel, a second Start while busy) leaves it as it is.
 */
export function magicStoreTransition<P>(
  state: MagicStoreState<P>,
  event: MagicStoreEvent<P>,
): MagicStoreState<P> {
  if (event.type === 'cancel') return { status: 'idle' };
  if (event.type === 'failed') return fail(state, event.timedOut ? 'timeout' : 'error');
  switch (state.status) {
    case 'idle':
    case 'done':
      return event.type === 'start' ? { status: 'preparing' } : state;
    case 'preparing':
      return event.type === 'presigned'
        ? {
            status: 'uploading',
            presignedUrl: event.presignedUrl,
            fileUrl: event.fileUrl,
            percent: 0,
          }
        : state;
    case 'uploading':
      if (event.type === 'progress') {
        const percent = Math.min(100, Math.max(state.percent, Math.round(event.percent)));
        return { ...state, percent };
      }
      return event.type === 'uploaded'
        ? {
            status: 'compressing',
            fileUrl: state.fileUrl,
            jobId: null,
            mediaUrl: state.fileUrl,
            tries: 0,
          }
        : state;
    case 'compressing':
      if (event.type === 'compression-started' && state.jobId === null) {
        const mediaUrl = event.mediaUrl || state.fileUrl;
        // content.md §4: without a job id the search proceeds directly.
        if (!event.jobId) return { status: 'searching', mediaUrl };
        return { ...state, jobId: event.jobId, mediaUrl, tries: 0 };
      }
      if (event.type === 'polled' && state.jobId !== null) {
        const read = compressionStatus(event.jobStatus);
        if (read === 'done') return { status: 'searching', mediaUrl: state.mediaUrl };
        if (read === 'failed') return fail(state, 'compression-failed');
        const tries = state.tries + 1;
        return shouldPollAgain(tries) ? { ...state, tries } : fail(state, 'timeout');
      }
      return state;
    case 'searching':
      return event.type === 'found'
        ? { status: 'done', mediaUrl: state.mediaUrl, products: event.products }
        : state;
    case 'failed':
      if (event.type === 'retry') return state.resume;
      return event.type === 'start' ? { status: 'preparing' } : state;
  }
}

/** The request a state waits on, for the screen to run (none when idle, done or failed). */
export type MagicStoreEffect =
  /** Convert the file when needed, then ask for the presigned upload URL. */
  | { kind: 'presign'; key: string }
  /** PUT the file to `presignedUrl`, reporting progress. */
  | { kind: 'upload'; key: string; presignedUrl: string }
  /** Trigger the compression of `fileUrl`. */
  | { kind: 'compress'; key: string; fileUrl: string }
  /** Wait `delayMs`, then read the status of `jobId`. */
  | { kind: 'poll'; key: string; jobId: string; delayMs: number }
  /** Search the products seen in `mediaUrl` (60 s timeout, in the contract). */
  | { kind: 'search'; key: string; mediaUrl: string };

/**
 * The request of a state. `key` changes exactly when a new request is due (upload progress keeps
 * it; each poll has its own), so a screen runs one request per key and aborts it on Cancel.
 */
export function magicStoreEffect(state: MagicStoreState<unknown>): MagicStoreEffect | null {
  switch (state.status) {
    case 'preparing':
      return { kind: 'presign', key: 'presign' };
    case 'uploading':
      return { kind: 'upload', key: `upload:${state.fileUrl}`, presignedUrl: state.presignedUrl };
    case 'compressing':
      return state.jobId === null
        ? { kind: 'compress', key: `compress:${state.fileUrl}`, fileUrl: state.fileUrl }
        : {
            kind: 'poll',
            key: `poll:${state.jobId}:${state.tries}`,
            jobId: state.jobId,
            delayMs: TIMINGS.magicStorePoll,
          };
    case 'searching':
      return { kind: 'search', key: `search:${state.mediaUrl}`, mediaUrl: state.mediaUrl };
    default:
      return null;
  }
}
