/**
 * The shopper-page theme and the product option map (platform.md §7 PUT theme).
 * Wire names are snake_case, spelled exactly as the spec writes them (`prefered_*`); where the
 * spec does not give a field's type, the choice is written next to the field.
 */
import { isHexColor, LIMITS } from '@shoppable/domain';
import * as v from 'valibot';
import { text } from './common';

const shape = v.picklist(['shape1', 'shape2', 'shape3']);
/** A theme colour: #RGB or #RRGGBB, the only form the pages and the contrast checks read. */
const colour = v.pipe(text, v.check(isHexColor, 'must be a colour written #RGB or #RRGGBB'));

/** The theme with its server fields (platform.md §7 PUT theme). */
export const theme = v.object({
  checkout_button_shape: shape,
  checkout_button_background_color: colour,
  checkout_button_font_color: colour,
  checkout_button_border_color: colour,
  promo_code_display_border_radius: shape,
  promo_code_display_background_color: colour,
  promo_code_display_font_color: colour,
  promo_code_display_border_color: colour,
  promo_code_display_shadow_shown: v.boolean(),
  is_influencer_display_shown: v.boolean(),
  cart_button_icon: v.picklist(['cart1', 'cart2', 'cart3']),
  is_discount_strip_shown: v.boolean(),
  discount_background_color: colour,
  discount_font_color: colour,
  is_shipping_and_sales_strip_shown: v.boolean(),
  shipping_and_sales_strip_background_color: colour,
  shipping_and_sales_strip_font_color: colour,
  shipping_and_sales_strip_sentences: v.pipe(
    v.array(v.pipe(text, v.maxLength(LIMITS.stripSentenceMax))),
    v.maxLength(LIMITS.stripSentences),
  ),
  image_border_radius: v.picklist(['0px', '6px', '10px']),
  is_preorder_text_shown: v.boolean(),
  preorder_text: v.pipe(text, v.maxLength(LIMITS.preorderTextMax)),
  add_to_cart_button_shape: shape,
  add_to_cart_button_background_color: colour,
  add_to_cart_button_border_color: colour,
  add_to_cart_button_font_color: colour,
});

/** One value of a product option: its colour or its text. */
export const optionValue = v.object({
  hex_value: v.nullish(text),
  text_value: v.nullish(text),
});

/** The product option map, keyed by option name, each option's values keyed by value. */
export const optionMap = v.record(
  text,
  v.object({
    type: v.picklist(['COLOR', 'TEXT']),
    values: v.record(text, optionValue),
  }),
);
