import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, themeFromServer } from '../theme';
import type { ClientTheme } from '../theme';
import { formErrors } from './errors';
import { MESSAGES } from './messages';
import { appearanceSchema, themeSchema } from './theme';

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

describe('appearanceSchema', () => {
  it('takes the theme with the option map, or without it before it has loaded', () => {
    const optionMap = {
      Size: { type: 'TEXT', values: { S: { hex_value: null, text_value: 'Sm' } } },
    };
    expect(v.is(appearanceSchema, { theme: base, optionMap })).toBe(true);
    expect(v.is(appearanceSchema, { theme: base, optionMap: null })).toBe(true);
    expect(
      formErrors(appearanceSchema, {
        theme: strip({ sentence2: 'y'.repeat(51) }),
        optionMap: null,
      }),
    ).toEqual({
      'theme.salesAndDiscountStrip.sentence2': MESSAGES.stripSentence,
    });
  });
});
