import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  draftMaxAgeMs,
  draftMaxChars,
  draftSaveDelayMs,
  formDraftKey,
  useFormDraft,
  type FormDraftOptions,
} from './useFormDraft';

interface Values {
  title: string;
  password: string;
}

const key = formDraftKey('instant', { businessId: 'b1' }, 'link-1');
const saved: Values = { title: 'Saved', password: '' };

function setup(initial: Partial<FormDraftOptions<Values>> = {}) {
  const onRestore = vi.fn();
  const hook = renderHook((props: Partial<FormDraftOptions<Values>>) =>
    useFormDraft({
      storageKey: key,
      values: saved,
      isDirty: false,
      onRestore,
      ...initial,
      ...props,
    }),
  );
  return { ...hook, onRestore };
}

function store(values: object, savedAt = Date.now()) {
  localStorage.setItem(key, JSON.stringify({ savedAt, values }));
}

const stored = () => JSON.parse(localStorage.getItem(key) ?? 'null') as { values: object } | null;

describe('useFormDraft', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('writes the values 500 ms after the last change, never the password', () => {
    const { rerender } = setup();
    rerender({ values: { title: 'Sum', password: 'secret' }, isDirty: true });
    act(() => vi.advanceTimersByTime(draftSaveDelayMs - 100));
    rerender({ values: { title: 'Summer', password: 'secret' }, isDirty: true });
    act(() => vi.advanceTimersByTime(draftSaveDelayMs - 1));
    expect(stored()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(stored()?.values).toEqual({ title: 'Summer' });
    expect(localStorage.getItem(key)).not.toContain('secret');
  });

  it('writes the pending change at once when the page goes away', () => {
    const { rerender } = setup();
    rerender({ values: { title: 'Summer', password: '' }, isDirty: true });
    window.dispatchEvent(new Event('pagehide'));
    expect(stored()?.values).toEqual({ title: 'Summer' });
  });

  it('offers a stored draft that differs from the server, and Restore puts it back', () => {
    vi.setSystemTime(new Date('2026-11-20T10:00:00Z'));
    store({ title: 'Typed' }, Date.parse('2026-11-20T09:30:00Z'));
    const { result, onRestore } = setup({ values: { title: 'Saved', password: 'kept' } });
    expect(result.current.savedAt).toEqual(new Date('2026-11-20T09:30:00Z'));
    act(() => result.current.restore());
    expect(onRestore).toHaveBeenCalledWith({ title: 'Typed', password: 'kept' });
    expect(result.current.savedAt).toBeNull();
  });

  it('does not offer a draft equal to what the server has, and drops it', () => {
    store({ title: 'Saved' });
    const { result } = setup();
    expect(result.current.savedAt).toBeNull();
    expect(stored()).toBeNull();
  });

  it('drops a draft older than 7 days when it reads it', () => {
    vi.setSystemTime(new Date('2026-11-20T10:00:00Z'));
    store({ title: 'Typed' }, Date.now() - draftMaxAgeMs - 1);
    const { result } = setup();
    expect(result.current.savedAt).toBeNull();
    expect(stored()).toBeNull();
  });

  it('keeps the draft on offer while the user has not chosen, and Discard drops it', () => {
    store({ title: 'Typed' });
    const { result, rerender } = setup();
    rerender({ values: { title: 'Other', password: '' }, isDirty: true });
    act(() => vi.advanceTimersByTime(draftSaveDelayMs));
    expect(stored()?.values).toEqual({ title: 'Typed' });
    act(() => result.current.discard());
    expect(result.current.savedAt).toBeNull();
    expect(stored()).toBeNull();
  });

  it('clears the draft after a save, and a form back to its saved values keeps none', () => {
    const { result, rerender } = setup();
    rerender({ values: { title: 'Summer', password: '' }, isDirty: true });
    act(() => vi.advanceTimersByTime(draftSaveDelayMs));
    expect(stored()).not.toBeNull();
    rerender({ values: { title: 'Summer!', password: '' }, isDirty: true });
    act(() => result.current.clear());
    act(() => vi.advanceTimersByTime(draftSaveDelayMs));
    expect(stored()).toBeNull();
    rerender({ values: { title: 'Winter', password: '' }, isDirty: true });
    act(() => vi.advanceTimersByTime(draftSaveDelayMs));
    rerender({ values: saved, isDirty: false });
    act(() => vi.advanceTimersByTime(draftSaveDelayMs));
    expect(stored()).toBeNull();
  });

  it('keeps drafts apart per editor, object and account', () => {
    const keys = [
      formDraftKey('instant', { businessId: 'b1' }, 'link-1'),
      formDraftKey('instant', { businessId: 'b1' }, 'link-2'),
      formDraftKey('instant', { businessId: 'b1' }, null),
      formDraftKey('short', { businessId: 'b1' }, 'link-1'),
      formDraftKey('instant', { businessId: 'b2' }, 'link-1'),
      formDraftKey('instant', { businessId: 'b1', username: 'dana' }, 'link-1'),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    store({ title: 'Typed' });
    const other = renderHook(() =>
      useFormDraft({
        storageKey: keys[1]!,
        values: saved,
        isDirty: false,
        onRestore: vi.fn(),
      }),
    );
    expect(other.result.current.savedAt).toBeNull();
  });

  it('skips a draft larger than 100 000 characters', () => {
    const { rerender } = setup();
    rerender({ values: { title: 'x'.repeat(draftMaxChars), password: '' }, isDirty: true });
    act(() => vi.advanceTimersByTime(draftSaveDelayMs));
    expect(stored()).toBeNull();
  });

  it('works without drafts when storage throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { result, rerender } = setup();
    expect(result.current.savedAt).toBeNull();
    rerender({ values: { title: 'Summer', password: '' }, isDirty: true });
    expect(() => act(() => vi.advanceTimersByTime(draftSaveDelayMs))).not.toThrow();
    expect(() => act(() => result.current.clear())).not.toThrow();
  });
});
