import { useSyncExternalStore, type ReactNode } from 'react';
import { icon as iconClass, region, toast as toastClass } from './Toast.css';
import type { toastTones } from './toastTones';

/** How long a toast stays, in ms (the toast motion token). */
export const toastTimeoutMs = 2000;

/** Options of one toast. */
export interface ToastOptions {
  /** success (an approval, default), info or critical. */
  tone?: (typeof toastTones)[number];
  /** How long it stays, in ms: 2000 by default. */
  timeout?: number;
}

/** A toast in a queue. */
export interface ToastItem {
  /** Its key, as `showToast` returned it. */
  key: number;
  /** The message. */
  content: ReactNode;
  /** Its tone. */
  tone: (typeof toastTones)[number];
}

/**
 * A queue of toasts any code can add to; a `ToastRegion` shows it. Each toast closes by itself
 * after its timeout. Most apps use the shared `toastQueue` through `showToast`.
 */
export class ToastQueue {
  private items: readonly ToastItem[] = [];
  private listeners = new Set<() => void>();
  private timers = new Map<number, ReturnType<typeof setTimeout>>();
  private nextKey = 1;

  /** Adds a toast and returns its key. */
  add(
    content: ReactNode,
    { tone = 'success', timeout = toastTimeoutMs }: ToastOptions = {},
  ): number {
    const key = this.nextKey++;
    this.items = [...this.items, { key, content, tone }];
    this.timers.set(
      key,
      setTimeout(() => this.close(key), timeout),
    );
    this.emit();
    return key;
  }

  /** Closes a toast before its time. */
  close(key: number): void {
    clearTimeout(this.timers.get(key));
    this.timers.delete(key);
    const left = this.items.filter((item) => item.key !== key);
    if (left.length !== this.items.length) {
      this.items = left;
      this.emit();
    }
  }

  /** Closes every toast. */
  clear(): void {
    for (const key of [...this.timers.keys()]) this.close(key);
  }

  /** The toasts showing now, oldest first. */
  getSnapshot = (): readonly ToastItem[] => this.items;

  /** Calls `listener` whenever the toasts change; returns the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private emit() {
    for (const listener of this.listeners) listener();
  }
}

/** The app-wide queue `showToast` adds to and a `ToastRegion` shows by default. */
export const toastQueue = new ToastQueue();

/**
 * Shows a short message ("Link copied", "Settings saved") in the app's ToastRegion for 2000 ms.
 * Returns the toast's key, for `toastQueue.close(key)`.
 */
export function showToast(content: ReactNode, options?: ToastOptions): number {
  return toastQueue.add(content, options);
}

/** Props of ToastRegion. */
export interface ToastRegionProps {
  /** The queue to show: the shared `toastQueue` by default. */
  queue?: ToastQueue;
  /** The region's accessible name, in the UI's language: "Notifications" by default. */
  'aria-label'?: string;
}

const icons = {
  success: <path d="M3 8.5l3 3 7-7" />,
  info: <path d="M8 7v5M8 4.5v.01" />,
  critical: <path d="M8 4v5M8 11.5v.01" />,
};

/**
 * Where toasts appear: a polite live region (role `status`) fixed at the bottom of the
 * viewport, so screen readers announce each message without moving focus. Render one, once,
 * near the root of the app.
 */
export function ToastRegion({
  queue = toastQueue,
  'aria-label': ariaLabel = 'Notifications',
}: ToastRegionProps) {
  const items = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  return (
    <div role="status" aria-live="polite" aria-label={ariaLabel} className={region}>
      {items.map((item) => (
        <div key={item.key} className={toastClass({ tone: item.tone })}>
          <svg
            className={iconClass}
            viewBox="0 0 16 16"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            {icons[item.tone]}
          </svg>
          <span>{item.content}</span>
        </div>
      ))}
    </div>
  );
}
