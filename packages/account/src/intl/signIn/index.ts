import { defineStrings } from '@shoppable/ui';
import enUS from './en-US.json';

/**
 * The sign-in screens' strings per locale (login, register, password reset, verification, store
 * connection), apart from the package's other strings so that /login and the other sign-in pages
 * load only these: English, the fallback, in the bundle; Hebrew loaded on demand.
 */
export const signInStrings = { 'en-US': enUS, 'he-IL': () => import('./he-IL.json') };

/** Formats the sign-in screens' strings in the locale of the nearest I18nProvider (`{name}` filled). */
export const useSignInStrings = defineStrings<keyof typeof enUS>(signInStrings);
