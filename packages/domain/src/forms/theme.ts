import * as v from 'valibot';
import { LIMITS } from '../constants';
import { isHexColor } from '../theme';
import { MESSAGES } from './messages';

const color = v.pipe(v.string(), v.check(isHexColor, MESSAGES.color));
const shape = v.picklist(['shape1', 'shape2', 'shape3']);
const sentence = v.pipe(v.string(), v.maxLength(LIMITS.stripSentenceMax, MESSAGES.stripSentence));

/**
 * The theme form in its client groups (platform.md §3, §5): hex colours, known shapes, icons and
 * radii, strip sentences up to 50 characters each, preorder text up to 100.
 */
export const themeSchema = v.object({
  link: v.object({
    checkoutButtonShape: shape,
    checkoutButtonBackgroundColor: color,
    checkoutButtonFontColor: color,
    checkoutButtonBorderColor: color,
    promocodeButtonShape: shape,
    promocodeButtonBackgroundColor: color,
    promocodeButtonFontColor: color,
    promocodeButtonBorderColor: color,
    isPromocodeShadowShown: v.boolean(),
    addToCartButtonShape: shape,
    addToCartButtonBackgroundColor: color,
    addToCartButtonFontColor: color,
    addToCartButtonBorderColor: color,
    isInfluencerShown: v.boolean(),
    cartButtonImage: v.picklist(['cart1', 'cart2', 'cart3']),
  }),
  productImageStyle: v.object({ imageBorderRadius: v.picklist(['0px', '6px', '10px']) }),
  salesAndDiscountStrip: v.object({
    isSalesAndDiscountStripShown: v.boolean(),
    sentence1: sentence,
    sentence2: sentence,
    backgroundColor: color,
    fontColor: color,
  }),
  inventorySettings: v.object({
    isPreorderTextShown: v.boolean(),
    preorderText: v.pipe(v.string(), v.maxLength(LIMITS.preorderTextMax, MESSAGES.preorderText)),
  }),
  isInitial: v.boolean(),
});

const optionValue = v.object({
  hex_value: v.optional(v.nullable(v.string())),
  text_value: v.optional(v.nullable(v.string())),
});

/**
 * The appearance page's form (platform.md §4): the theme, and the product option map once it has
 * loaded (`null` before), saved with it.
 */
export const appearanceSchema = v.object({
  theme: themeSchema,
  optionMap: v.nullable(
    v.record(
      v.string(),
      v.object({ type: v.picklist(['COLOR', 'TEXT']), values: v.record(v.string(), optionValue) }),
    ),
  ),
});
