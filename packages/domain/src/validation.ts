import { LIMITS } from './constants';

const EMAIL = /^[^\s@]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,4}$/;
const PHONE = /^\+?\d{8,15}$/;
const USERNAME = /^[A-Za-z0-9_-]+$/;
const HEBREW = /[\u0590-\u05FF\uFB1D-\uFB4F]/;
const NUMERIC = /^[\d.+]*$/;
const PERCENT = /^(?:\d+(?:\.\d{0,2})?|\.\d{1,2})$/;

/** Email: text, @, domain labels and an ending of 2 to 4 letters (platform.md §5, content.md §5). */
export function isValidEmail(s: string): boolean {
  return EMAIL.test(s);
}

/** Sign-up removes every whitespace character from the email before checking it (platform.md §5). */
export function normalizeEmail(s: string): string {
  return s.replace(/\s+/g, '');
}

/** Phone: optional field, so '' is valid; else an optional + then 8 to 15 digits (platform.md §5, content.md §5). */
export function isValidPhone(s: string): boolean {
  return s === '' || PHONE.test(s);
}

/** Username: one or more ASCII letters, digits, underscores or hyphens (platform.md §5; ASCII is the safe meaning, it goes in URLs). */
export function isValidUsername(s: string): boolean {
  return USERNAME.test(s);
}

/** Typed username normalised (platform.md §5, content.md §5): lower case, characters outside letters, digits, _ and - dropped. */
export function normalizeUsername(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9_-]/g, '');
}

/** True when the text holds Hebrew letters or points; such text is rejected by one helper (platform.md §5, content.md §5). */
export function containsHebrew(s: string): boolean {
  return HEBREW.test(s);
}

/** The sanitizer of login and forgot-password usernames or emails (platform.md §5): whitespace removed; case kept. */
export function sanitizeIdentifier(s: string): string {
  return s.replace(/\s+/g, '');
}

/** Numeric text: digits, dot and plus only; '' passes (platform.md §5, content.md §5 ad-hoc numeric pattern). */
export function isNumericText(s: string): boolean {
  return NUMERIC.test(s);
}

/** The live password rules (platform.md §2, §5): at least 6 characters and one digit. */
export function passwordRules(pw: string): { minLength: boolean; hasDigit: boolean } {
  return { minLength: pw.length >= LIMITS.passwordMin, hasDigit: /\d/.test(pw) };
}

/** A password passes when every live rule does (platform.md §5). */
export function isValidPassword(pw: string): boolean {
  const r = passwordRules(pw);
  return r.minLength && r.hasDigit;
}

/** The result of parsing a percent field. */
export type PercentResult = { ok: true; value: number } | { ok: false; message: string };

function parsePercent(input: string, empty: number, message: string): PercentResult {
  const text = input.trim();
  if (text === '') return { ok: true, value: empty };
  if (!PERCENT.test(text)) return { ok: false, message };
  const value = Number(text);
  if (value < LIMITS.commission.min || value > LIMITS.commission.max) return { ok: false, message };
  return { ok: true, value };
}

/** The commission message, as the spec quotes it (platform.md §5, content.md §5). */
export const COMMISSION_MESSAGE = 'Commission must be in range 0 - 100';

/** The net revenue ratio message (content.md §5: "same rule"; wording decided after the commission one). */
export const NET_REVENUE_RATIO_MESSAGE = 'Net revenue ratio must be in range 0 - 100';

/**
 * Commission percent (content.md §5): optional, digits with at most 2 decimals, 0 to 100 inclusive,
 * leading zeros do not matter; '' means 0.
 */
export function parseCommission(input: string): PercentResult {
  return parsePercent(input, 0, COMMISSION_MESSAGE);
}

/** Net revenue ratio (content.md §5): the commission rule, with '' meaning 100. */
export function parseNetRevenueRatio(input: string): PercentResult {
  return parsePercent(input, LIMITS.netRevenueRatioDefault, NET_REVENUE_RATIO_MESSAGE);
}

/** Leading zeros stripped from a typed percent (content.md §5): '007' → '7', '00.5' → '0.5'. */
export function stripLeadingZeros(input: string): string {
  return input.replace(/^0+(?=\d)/, '');
}

function hostOf(domain: string): string {
  return domain
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/[/?#].*$/, '')
    .toLowerCase();
}

/** A host as compared: lower-case, without a port or the DNS root's trailing dot (the same host). */
function bareHost(host: string): string {
  return host.toLowerCase().replace(/:\d*$/, '').replace(/\.$/, '');
}

/**
 * Custom URL of a short or multilink (content.md §5): trimmed, https:// added when the scheme is
 * missing; accepted only over http(s) when its host equals the business domain or one of its
 * available domains, whatever its port or a trailing dot (safe meaning: text that merely begins
 * with the domain, a subdomain, or credentials before the host are refused).
 */
export function normalizeCustomUrl(
  input: string,
  domains: string[],
): { ok: true; url: string } | { ok: false } {
  const text = input.trim();
  if (text === '' || /\s/.test(text)) return { ok: false };
  // A scheme is letters then a colon, but `host:8080` is a port, not a scheme.
  const url = /^[a-z][a-z0-9+.-]*:(?!\d)/i.test(text) ? text : `https://${text}`;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false };
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return { ok: false };
  if (parsed.username !== '' || parsed.password !== '') return { ok: false };
  const hosts = domains.map((d) => bareHost(hostOf(d))).filter((h) => h !== '');
  return hosts.includes(bareHost(parsed.hostname)) ? { ok: true, url } : { ok: false };
}

/** Validation state of a custom URL field (content.md §4): 'validating' is set by the screen while the 400 ms debounce runs. */
export type CustomUrlState = 'unset' | 'validating' | 'valid' | 'invalid';

/** The settled state of a custom URL field (content.md §4): empty is 'unset', else 'valid' or 'invalid'. */
export function customUrlState(
  input: string,
  domains: string[],
): Exclude<CustomUrlState, 'validating'> {
  if (input.trim() === '') return 'unset';
  return normalizeCustomUrl(input, domains).ok ? 'valid' : 'invalid';
}

/** The short-URL error naming the business domain (content.md §8; wording decided). */
export function customUrlError(domain: string): string {
  return `The URL must be on your store's domain (${hostOf(domain)})`;
}

/** The disconnect-store button is enabled only when the typed text equals the phrase exactly (platform.md §5). */
export function isDisconnectConfirmed(
  typed: string,
  phrase: string = LIMITS.disconnectPhrase,
): boolean {
  return typed === phrase;
}

/** Promocode as sent (content.md §5): trimmed, and null when empty. */
export function promocodeForPayload(s: string | null | undefined): string | null {
  const t = (s ?? '').trim();
  return t === '' ? null : t;
}

/** Shipping-and-returns URL as stored (platform.md §5): any typed scheme replaced by the fixed https prefix; '' stays ''. */
export function toStoredShippingUrl(input: string): string {
  const host = input.trim().replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
  return host === '' ? '' : `${LIMITS.shippingUrlPrefix}${host}`;
}

/** Shipping-and-returns URL as edited (platform.md §5): the stored value without its https prefix. */
export function fromStoredShippingUrl(stored: string | null | undefined): string {
  return (stored ?? '').replace(/^https?:\/\//i, '');
}

/** A username shown cut to 15 characters (platform.md §2, §9). */
export function displayUsername(s: string): string {
  return Array.from(s).slice(0, LIMITS.usernameDisplayMax).join('');
}
