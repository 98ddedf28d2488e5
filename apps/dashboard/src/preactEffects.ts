import { options } from 'preact';

/**
 * When the effects of a render run in the build, which renders with Preact (vite.config.ts).
 *
 * React runs the effects of a render caused by a key or a click before the next event; Preact runs
 * every effect after the next frame. react-aria moves the focus in effects (a list box's next item
 * after ArrowDown), so a key pressed within that frame acted on the item before: ArrowDown then
 * Enter at once picked the first option. The effects of a render during a key's event now run in a
 * microtask, before the next key; the others keep Preact's timing, after the next paint, which
 * keeps a click's effects out of its interaction (the analytics tab switch: 88 ms INP at 4× CPU,
 * 264 ms with every event's effects before the paint). In development, which renders with React,
 * this changes nothing.
 */
options.requestAnimationFrame = (flush) => {
  if (window.event instanceof KeyboardEvent) {
    queueMicrotask(flush);
    return;
  }
  // Preact's own: after the next frame, or 35 ms where no frame comes (a hidden tab).
  const done = () => {
    clearTimeout(timeout);
    cancelAnimationFrame(frame);
    setTimeout(flush);
  };
  const timeout = setTimeout(done, 35);
  const frame = requestAnimationFrame(done);
};

/**
 * When a render asked for outside an event runs. Preact renders in a microtask of the task that
 * asked (a response's callback, a timer), where React's scheduler gives such a render a task of
 * its own. On a cold start the verified session's callbacks (the first queries' requests among
 * them) and the shell's first render then made one long task; they are two now, and the requests
 * leave before the render (issue #18: Total Blocking Time). A render asked for during an event (a
 * click, a key, typing) keeps Preact's microtask, before the next event.
 */
options.debounceRendering = (render) => {
  if (window.event === undefined) setTimeout(render);
  else queueMicrotask(render);
};
