import { loadLocaleStrings } from '@shoppable/ui';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createAppContext, startSessionVerification, takeAuthFromAddress } from './appContext';
import { initialLocale } from './locale';

const context = createAppContext();
takeAuthFromAddress(context);
startSessionVerification(context, window.location.pathname);

let started = false;
/**
 * Renders the app as a transition, so that React renders it in slices and yields to the browser
 * between them (the boot screen of index.html stays until the first render commits).
 */
function start() {
  if (started) return;
  started = true;
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App context={context} />
      </StrictMode>,
    );
  });
}

/** Starts once the boot screen painted and the remembered language's strings are in. */
function whenPainted() {
  // The boot screen paints first (after two animation frames), even when the scripts arrived
  // with the style sheets; a hidden tab, which gets no frames, starts on the timer.
  requestAnimationFrame(() => requestAnimationFrame(start));
  setTimeout(start, 100);
}

// English is in the bundle; another language loads first (a failed load renders English).
loadLocaleStrings(initialLocale()).then(whenPainted, whenPainted);
