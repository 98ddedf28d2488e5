import * as v from 'valibot';
import { isValidUtmValue } from '../links';
import { MESSAGES } from './messages';
import { SENSITIVITY_OPTIONS } from './sensitivity';

const utmValue = v.pipe(v.string(), v.trim(), v.check(isValidUtmValue, MESSAGES.utm));

/** The UTM form (platform.md §3, content.md §5): five optional values, each passing the UTM character check. */
export const utmSchema = v.object({
  UTMSource: utmValue,
  UTMMedium: utmValue,
  UTMCampaign: utmValue,
  UTMTerm: utmValue,
  UTMContent: utmValue,
});

function isShippingHost(s: string): boolean {
  if (s === '') return true;
  if (/\s/.test(s) || /^[a-z][a-z0-9+.-]*:\/\//i.test(s)) return false;
  try {
    return new URL(`https://${s}`).hostname.includes('.');
  } catch {
    return false;
  }
}

/**
 * The settings form (platform.md §2, §3, §5). Decided where the spec is silent: the pixel id is
 * numeric text, the Google Analytics id letters, digits and hyphens, and the shipping-and-returns
 * URL is typed without its scheme (the fixed https prefix is added on save).
 */
export const settingsSchema = v.object({
  facebookPixelId: v.pipe(v.string(), v.trim(), v.regex(/^\d*$/, MESSAGES.pixelId)),
  googleAnalyticsId: v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9-]*$/, MESSAGES.analyticsId)),
  shippingAndReturnsUrl: v.pipe(v.string(), v.trim(), v.check(isShippingHost, MESSAGES.url)),
  autoSwapEnabled: v.boolean(),
  productVisionConfigurations: v.object({
    isEnabled: v.boolean(),
    sensitivity: v.picklist(SENSITIVITY_OPTIONS.map((option) => option.value)),
  }),
  utmParams: utmSchema,
});

/** Two plain values are equal by content; the save strip and Save need a difference (platform.md §2, §5). */
export function hasChanges(saved: unknown, current: unknown): boolean {
  return !deepEqual(saved, current);
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every(
    (k) =>
      Object.hasOwn(b, k) &&
      deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
  );
}
