import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadAllLocaleStrings } from './packages/ui/src/intl/registry';

// Locales other than English load on demand (ui's defineStrings); tests render in any of them.
beforeAll(() => loadAllLocaleStrings());
afterEach(() => cleanup());
