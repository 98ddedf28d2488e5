import { describe, expect, it } from 'vitest';
import { formErrors } from './errors';
import { MESSAGES } from './messages';
import { SENSITIVITY_OPTIONS } from './sensitivity';
import { hasChanges, settingsSchema, utmSchema } from './settings';

const utm = { UTMSource: '', UTMMedium: '', UTMCampaign: '', UTMTerm: '', UTMContent: '' };
const valid = {
  facebookPixelId: '1234567890',
  googleAnalyticsId: 'G-ABC123',
  shippingAndReturnsUrl: 'shop.com/returns',
  autoSwapEnabled: true,
  productVisionConfigurations: { isEnabled: true, sensitivity: 'MEDIUM' },
  utmParams: utm,
};

describe('utmSchema', () => {
  it.each([
    [utm, {}],
    [{ ...utm, UTMSource: 'instagram', UTMCampaign: 'spring_sale' }, {}],
    [{ ...utm, UTMTerm: 'a&b' }, { UTMTerm: MESSAGES.utm }],
  ])('%o → %o', (input, errors) => {
    expect(formErrors(utmSchema, input)).toEqual(errors);
  });
});

describe('settingsSchema', () => {
  it.each([
    [{}, {}],
    [{ facebookPixelId: '', googleAnalyticsId: '', shippingAndReturnsUrl: '' }, {}],
    [{ facebookPixelId: '12a' }, { facebookPixelId: MESSAGES.pixelId }],
    [{ facebookPixelId: '1.2' }, { facebookPixelId: MESSAGES.pixelId }],
    [{ googleAnalyticsId: 'G ABC' }, { googleAnalyticsId: MESSAGES.analyticsId }],
    [
      { shippingAndReturnsUrl: 'https://shop.com/returns' },
      { shippingAndReturnsUrl: MESSAGES.url },
    ],
    [{ shippingAndReturnsUrl: 'not a url' }, { shippingAndReturnsUrl: MESSAGES.url }],
    [{ shippingAndReturnsUrl: 'localhost' }, { shippingAndReturnsUrl: MESSAGES.url }],
    [{ utmParams: { ...utm, UTMSource: 'a/b' } }, { 'utmParams.UTMSource': MESSAGES.utm }],
  ])('%o → %o', (patch, errors) => {
    expect(formErrors(settingsSchema, { ...valid, ...patch })).toEqual(errors);
  });
  it('lists four sensitivities', () => {
    expect(SENSITIVITY_OPTIONS.map((o) => o.value)).toEqual(['OFF', 'HIGH', 'MEDIUM', 'LOW']);
  });
});

describe('hasChanges', () => {
  it.each([
    [valid, { ...valid }, false],
    [valid, { ...valid, utmParams: { ...utm } }, false],
    [valid, { ...valid, autoSwapEnabled: false }, true],
    [valid, { ...valid, utmParams: { ...utm, UTMSource: 'x' } }, true],
    [[1, 2], [1, 2], false],
    [[1, 2], { 0: 1, 1: 2 }, true],
    [{ a: 1 }, { b: 1 }, true],
    [{ a: 1 }, { a: 1, b: 2 }, true],
    [null, {}, true],
    [Number.NaN, Number.NaN, false],
  ])('%o vs %o → %s', (a, b, expected) => {
    expect(hasChanges(a, b)).toBe(expected);
  });
});
