import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadAllLocaleStrings } from './packages/ui/src/intl/registry';
import { clearFormDrafts } from './packages/ui/src/useFormDraft';

// findBy* and waitFor wait up to 5 s, not 1 s: a loaded two-core CI machine renders a screen's
// late data in seconds, and a test must not fail for being slow.
configure({ asyncUtilTimeout: 5000 });

// Locales other than English load on demand (ui's defineStrings); tests render in any of them.
beforeAll(() => loadAllLocaleStrings());
afterEach(() => {
  cleanup();
  // Editors keep unsaved drafts in localStorage: the next test starts without this one's.
  clearFormDrafts();
  // react-aria's live announcer lives outside the rendered tree (document.body) for the worker's
  // lifetime: a message announced in one test must not be found by the next one's queries.
  if (typeof document === 'undefined') return;
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) {
    log.replaceChildren();
  }
});
