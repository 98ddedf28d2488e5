// How ui's visual regression test (ui.visual.test.tsx) brings a rendered story to rest and picks
// the element to screenshot, so that a capture depends on the story and not on the machine's speed.

/** A timer at most this long is a story's own waiting (a mocked request), worth waiting for. */
const shortTimerMs = 1000;
/** The longest a story may keep starting short timers before the screenshot is taken anyway. */
const settleLimitMs = 3000;
/** Room around a frame, so that an overlay's shadow and focus ring are in the picture. */
const frameMarginPx = 16;

// The short timers that a story or a ui component starts while the story renders and settles: a
// mocked request answering after its delay changes what the story shows, so the screenshot waits
// for them. Longer ones (a toast's or a cover's time-out) are the story's resting state, and those
// of dependencies (react-aria refocusing a dialog, watching for a virtual keyboard after a resize)
// change nothing that is seen, so neither is waited for.
const pendingTimers = new Set<number>();
let trackTimers = false;
const realSetTimeout = window.setTimeout.bind(window);
const realClearTimeout = window.clearTimeout.bind(window);

/** Whether the code calling `setTimeout` (the stack's frame below the wrapper) is a dependency's. */
const calledFromDependency = () =>
  (new Error().stack?.split('\n')[3] ?? '').includes('/node_modules/');

window.setTimeout = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) => {
  if (
    !trackTimers ||
    typeof handler !== 'function' ||
    (timeout ?? 0) > shortTimerMs ||
    calledFromDependency()
  ) {
    return realSetTimeout(handler, timeout, ...args);
  }
  const id = realSetTimeout(() => {
    pendingTimers.delete(id);
    (handler as (...handlerArgs: unknown[]) => void)(...args);
  }, timeout);
  pendingTimers.add(id);
  return id;
}) as typeof window.setTimeout;

window.clearTimeout = ((id?: number) => {
  if (id !== undefined) pendingTimers.delete(id);
  realClearTimeout(id);
}) as typeof window.clearTimeout;

const pendingIdle = new Set<number>();
// An idle callback (a chart asking for its drawing once the page is quiet) is waited for too.
const realRequestIdleCallback = window.requestIdleCallback.bind(window);
window.requestIdleCallback = ((task: IdleRequestCallback, options?: IdleRequestOptions) => {
  if (!trackTimers || calledFromDependency()) return realRequestIdleCallback(task, options);
  const id = realRequestIdleCallback((deadline) => {
    pendingIdle.delete(id);
    task(deadline);
  }, options);
  pendingIdle.add(id);
  return id;
}) as typeof window.requestIdleCallback;
const realCancelIdleCallback = window.cancelIdleCallback.bind(window);
window.cancelIdleCallback = (id: number) => {
  pendingIdle.delete(id);
  realCancelIdleCallback(id);
};

/** Starts counting the short timers of the story about to render. */
export function watchTimers() {
  pendingTimers.clear();
  pendingIdle.clear();
  trackTimers = true;
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Waits until the story's short timers have fired and what they set has rendered, the fonts are
 * in and every image on the page has loaded (or failed) and decoded.
 */
export async function settle() {
  const start = performance.now();
  // Two frames without a pending short timer: effects that start one after the first paint (a
  // grid asking for its first page when it comes into view) have had their turn.
  for (let quietFrames = 0; quietFrames < 2 && performance.now() - start < settleLimitMs;) {
    await nextFrame();
    quietFrames = pendingTimers.size === 0 && pendingIdle.size === 0 ? quietFrames + 1 : 0;
  }
  trackTimers = false;
  pendingTimers.clear();
  pendingIdle.clear();
  await document.fonts.ready;
  // Playwright waits for the element's box to hold still over two frames before it captures, so
  // an image that has just come in is placed and painted by then.
  await Promise.all(
    [...document.images].map((image) =>
      image.complete
        ? image.decode().catch(() => undefined)
        : new Promise((resolve) => {
            image.addEventListener('load', resolve, { once: true });
            image.addEventListener('error', resolve, { once: true });
          }),
    ),
  );
}

export const visibleRect = (element: Element) => {
  const rect = element.getBoundingClientRect();
  return rect.width > 1 && rect.height > 1 ? rect : null;
};

const coversViewport = (rect: DOMRect) =>
  rect.left <= 0 &&
  rect.top <= 0 &&
  rect.right >= window.innerWidth - 1 &&
  rect.bottom >= window.innerHeight - 1;

/** Paints nothing of its own: no background, border or shadow (a positioning wrapper). */
function isTransparent(element: Element) {
  const style = getComputedStyle(element);
  return (
    style.backgroundImage === 'none' &&
    /^(transparent|rgba\(0, 0, 0, 0\))$/.test(style.backgroundColor) &&
    style.boxShadow === 'none' &&
    Number.parseFloat(style.borderTopWidth) === 0 &&
    Number.parseFloat(style.borderBottomWidth) === 0
  );
}

/**
 * The visible boxes of an overlay. One over the whole viewport (a portal's container, a popover's
 * click-catching underlay, a modal's backdrop, a full-screen cover) counts by what it holds, so
 * that the picture is of the dialog, not of the screen; `covers` says whether it paints, hiding
 * the page beneath.
 */
function overlayRects(element: Element): { rects: DOMRect[]; covers: boolean } {
  const rect = visibleRect(element);
  if (rect && !coversViewport(rect)) return { rects: [rect], covers: false };
  const inner = [...element.children].map(overlayRects);
  const painted = rect !== null && !isTransparent(element);
  const rects = inner.flatMap((child) => child.rects);
  return {
    rects: painted && rects.length === 0 ? [rect] : rects,
    covers: painted || inner.some((child) => child.covers),
  };
}

/**
 * What to screenshot: the story's root, or, when the story also shows something outside its box
 * (a popover or modal in a portal, a fixed cover), a transparent frame over all of it; under a
 * backdrop the root is left out, since only the overlay can be seen. `null` when the story shows
 * nothing at all. `isOwn` says which elements of `document.body` are not the story's portals.
 */
export function subjectOf(
  root: HTMLElement,
  isOwn: (element: Element) => boolean,
): HTMLElement | null {
  const portals = [...document.body.children].filter((el) => el !== root && !isOwn(el));
  const fixed = [...root.querySelectorAll('*')].filter(
    (el) => getComputedStyle(el).position === 'fixed',
  );
  const overlays = [...portals, ...fixed].map(overlayRects);
  const outside = overlays.flatMap((overlay) => overlay.rects);
  const own = [...root.querySelectorAll('*')].some((el) => visibleRect(el) !== null)
    ? visibleRect(root)
    : null;
  if (outside.length === 0) return own ? root : null;
  const covered = overlays.some((overlay) => overlay.covers);
  const rects = own && !covered ? [own, ...outside] : outside;
  const margin = own && !covered ? 0 : frameMarginPx;
  const left = Math.max(0, Math.min(...rects.map((r) => r.left)) - margin);
  const top = Math.max(0, Math.min(...rects.map((r) => r.top)) - margin);
  const right = Math.min(
    document.documentElement.clientWidth,
    Math.max(...rects.map((r) => r.right)) + margin,
  );
  const bottom = Math.min(
    Math.max(document.documentElement.clientHeight, document.documentElement.scrollHeight),
    Math.max(...rects.map((r) => r.bottom)) + margin,
  );
  const frame = document.createElement('div');
  frame.dataset.visualFrame = '';
  Object.assign(frame.style, {
    position: 'absolute',
    left: `${left + window.scrollX}px`,
    top: `${top + window.scrollY}px`,
    width: `${right - left}px`,
    height: `${bottom - top}px`,
    pointerEvents: 'none',
  });
  document.body.append(frame);
  return frame;
}
