import { useEffect, useEffectEvent, useRef, useState } from 'react';

/** How long after the last change the draft is written, in ms. */
export const draftSaveDelayMs = 500;
/** A draft older than this is dropped when read, in ms (7 days). */
export const draftMaxAgeMs = 7 * 24 * 60 * 60 * 1000;
/** A draft larger than this (characters of JSON) is not written. */
export const draftMaxChars = 100_000;

const draftPrefix = 'shoppable:draft:';

/** What is stored: the values (without passwords) and when they were typed. */
interface StoredDraft {
  savedAt: number;
  values: Record<string, unknown>;
}

/**
 * The storage key of an editor's draft: the editor, whose it is (business and user, so two
 * accounts on one browser never see each other's drafts) and the object, or `new` for a create.
 */
export function formDraftKey(
  editor: string,
  owner: { businessId: string; username?: string },
  objectId: string | null | undefined,
): string {
  return `${draftPrefix}${editor}:${owner.businessId}:${owner.username || '-'}:${objectId || 'new'}`;
}

/** Drops every stored draft of every editor (test set-ups start from none). */
export function clearFormDrafts(): void {
  try {
    const store = storage();
    if (!store) return;
    const keys = Array.from({ length: store.length }, (_, i) => store.key(i));
    for (const key of keys) if (key?.startsWith(draftPrefix)) store.removeItem(key);
  } catch {
    // Nothing to clear where storage is refused.
  }
}

/** The values as stored: top-level fields named like a password are never kept. */
function withoutPasswords(values: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([name]) => !/password/i.test(name)));
}

/** localStorage, or none where the browser refuses it (private modes, blocked cookies). */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readDraft(key: string, now: number): StoredDraft | null {
  try {
    const text = storage()?.getItem(key);
    if (!text) return null;
    const draft = JSON.parse(text) as Partial<StoredDraft>;
    const valid =
      typeof draft.savedAt === 'number' &&
      typeof draft.values === 'object' &&
      draft.values !== null;
    if (valid && now - draft.savedAt! <= draftMaxAgeMs) return draft as StoredDraft;
    storage()?.removeItem(key);
    return null;
  } catch {
    return null;
  }
}

function writeDraft(key: string, values: Record<string, unknown>) {
  try {
    const text = JSON.stringify({ savedAt: Date.now(), values } satisfies StoredDraft);
    if (text.length <= draftMaxChars) storage()?.setItem(key, text);
  } catch {
    // Storage full or refused: the editor works as before, without a draft.
  }
}

function removeDraft(key: string) {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to clear where storage is refused.
  }
}

/** Options of useFormDraft. */
export interface FormDraftOptions<T extends object> {
  /** Where the draft is kept: `formDraftKey(editor, owner, objectId)`. */
  storageKey: string;
  /**
   * The form's current values. The first values seen are what the server has: a stored draft
   * equal to them is not offered.
   */
  values: T;
  /** Whether the form holds unsaved changes: only then is a draft written (else it is removed). */
  isDirty: boolean;
  /**
   * Puts the draft back into the form, marking it changed so Save is offered. It gets the current
   * values with the draft's over them (fields never stored, like passwords, stay as they are).
   */
  onRestore: (values: T) => void;
}

/** What useFormDraft gives the editor. */
export interface FormDraft {
  /** When the draft on offer was typed; null when there is none to offer. */
  savedAt: Date | null;
  /** Puts the draft on offer back into the form. */
  restore: () => void;
  /** Drops the draft on offer. */
  discard: () => void;
  /** Drops the stored draft (after a successful save or an explicit discard of the changes). */
  clear: () => void;
}

/**
 * Keeps an editor's unsaved values in the browser's storage while the user types (written
 * 500 ms after the last change, never a password, nothing above 100 000 characters) and, when
 * the editor opens with a draft younger than 7 days that differs from what the server has,
 * offers it: `savedAt` is set until the user restores or discards it (pair it with
 * `DraftRestorePrompt`). While the offer stands nothing is written, so the older draft is not
 * overwritten before the user chose. Where storage is refused or full the editor works as
 * before, without drafts.
 */
export function useFormDraft<T extends object>({
  storageKey,
  values,
  isDirty,
  onRestore,
}: FormDraftOptions<T>): FormDraft {
  const text = JSON.stringify(withoutPasswords(values));
  const [offer, setOffer] = useState<StoredDraft | null>(() => {
    const draft = readDraft(storageKey, Date.now());
    if (draft && JSON.stringify(draft.values) !== text) return draft;
    if (draft) removeDraft(storageKey);
    return null;
  });
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const write = useEffectEvent(() => {
    pending.current = null;
    if (isDirty) writeDraft(storageKey, withoutPasswords(values));
    else removeDraft(storageKey);
  });
  const cancel = () => {
    if (pending.current !== null) clearTimeout(pending.current);
    pending.current = null;
  };

  useEffect(() => {
    if (offer !== null) return undefined;
    pending.current = setTimeout(() => write(), draftSaveDelayMs);
    return cancel;
  }, [text, isDirty, offer]);

  // A reload or a closed tab inside the 500 ms still keeps the last keystrokes.
  useEffect(() => {
    const flush = () => {
      if (pending.current === null) return;
      cancel();
      write();
    };
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, []);

  return {
    savedAt: offer ? new Date(offer.savedAt) : null,
    restore: () => {
      if (!offer) return;
      setOffer(null);
      onRestore({ ...values, ...offer.values } as T);
    },
    discard: () => {
      setOffer(null);
      removeDraft(storageKey);
    },
    clear: () => {
      cancel();
      removeDraft(storageKey);
    },
  };
}
