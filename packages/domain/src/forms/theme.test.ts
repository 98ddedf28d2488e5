import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, themeFromServer } from '../theme';
import type { ClientTheme } from '../theme';
import { formErrors } from './errors';
import { MESSAGES } from './messages';
import { themeSchema } from './theme';

const base = themeFromServer(DEFAULT_THEME);
const strip = (patch: Partial<ClientTheme['salesAndDiscountStrip']>): ClientTheme => ({
  ...base,
  salesAndDiscountStrip: { ...base.salesAndDiscountStrip, ...patch },
});

describe('themeSchema', () => {
  it('accepts the defaults', () => {
    expect(v.is(themeSchema, base)).toBe(true);
  });
  it.each([
    [strip({ sentence1: 'x'.repeat(50) }), {}],
    [
      strip({ sentence1: 'x'.repeat(51) }),
      { 'salesAndDiscountStrip.sentence1': MESSAGES.stripSentence },
    ],
    [
      strip({ sentence2: 'y'.repeat(51) }),
      { 'salesAndDiscountStrip.sentence2': MESSAGES.stripSentence },
    ],
    [
      strip({ backgroundColor: 'black' }),
      { 'salesAndDiscountStrip.backgroundColor': MESSAGES.color },
    ],
    [
      { ...base, inventorySettings: { isPreorderTextShown: true, preorderText: 'p'.repeat(100) } },
      {},
    ],
    [
      { ...base, inventorySettings: { isPreorderTextShown: true, preorderText: 'p'.repeat(101) } },
      { 'inventorySettings.preorderText': MESSAGES.preorderText },
    ],
    [
      { ...base, link: { ...base.link, checkoutButtonFontColor: '#GGG' } },
      { 'link.checkoutButtonFontColor': MESSAGES.color },
    ],
  ])('%#', (input, errors) => {
    expect(formErrors(themeSchema, input)).toEqual(errors);
  });
});
