import {
  DEFAULT_THEME,
  SHAPE_RADII,
  isHexColor,
  type ServerTheme,
  type ServerThemeInput,
} from '@shoppable/domain';

/** A stored theme with every missing or malformed field replaced by its default. */
export function resolveTheme(input: ServerThemeInput | null | undefined): ServerTheme {
  const t = { ...DEFAULT_THEME } as Record<string, unknown>;
  for (const [key, value] of Object.entries(input ?? {})) {
    if (value === null || value === undefined || !(key in DEFAULT_THEME)) continue;
    const fallback = (DEFAULT_THEME as unknown as Record<string, unknown>)[key];
    // Colours go into a style attribute: anything but a hex colour keeps the default.
    if (key.endsWith('_color') && (typeof value !== 'string' || !isHexColor(value))) continue;
    if (typeof value !== typeof fallback) continue;
    t[key] = value;
  }
  if (input?.is_promo_code_display_shadow_shown !== undefined) {
    t.promo_code_display_shadow_shown = input.is_promo_code_display_shadow_shown;
  }
  const resolved = t as unknown as ServerTheme;
  return {
    ...resolved,
    checkout_button_shape: SHAPE_RADII[resolved.checkout_button_shape]
      ? resolved.checkout_button_shape
      : DEFAULT_THEME.checkout_button_shape,
    add_to_cart_button_shape: SHAPE_RADII[resolved.add_to_cart_button_shape]
      ? resolved.add_to_cart_button_shape
      : DEFAULT_THEME.add_to_cart_button_shape,
    promo_code_display_border_radius: SHAPE_RADII[resolved.promo_code_display_border_radius]
      ? resolved.promo_code_display_border_radius
      : DEFAULT_THEME.promo_code_display_border_radius,
    image_border_radius: ['0px', '6px', '10px'].includes(resolved.image_border_radius)
      ? resolved.image_border_radius
      : DEFAULT_THEME.image_border_radius,
  };
}

/**
 * The theme as the page's CSS custom properties (`--sp-lp-*`), set on the page's root element:
 * the stylesheet reads only these and the `--sp-*` design tokens.
 */
export function themeVariables(theme: ServerTheme): Record<string, string> {
  return {
    '--sp-lp-checkout-radius': SHAPE_RADII[theme.checkout_button_shape],
    '--sp-lp-checkout-bg': theme.checkout_button_background_color,
    '--sp-lp-checkout-fg': theme.checkout_button_font_color,
    '--sp-lp-checkout-border': theme.checkout_button_border_color,
    '--sp-lp-add-radius': SHAPE_RADII[theme.add_to_cart_button_shape],
    '--sp-lp-add-bg': theme.add_to_cart_button_background_color,
    '--sp-lp-add-fg': theme.add_to_cart_button_font_color,
    '--sp-lp-add-border': theme.add_to_cart_button_border_color,
    '--sp-lp-promo-radius': SHAPE_RADII[theme.promo_code_display_border_radius],
    '--sp-lp-promo-bg': theme.promo_code_display_background_color,
    '--sp-lp-promo-fg': theme.promo_code_display_font_color,
    '--sp-lp-promo-border': theme.promo_code_display_border_color,
    '--sp-lp-promo-shadow': theme.promo_code_display_shadow_shown
      ? '0 2px 8px rgb(0 0 0 / 0.18)'
      : 'none',
    '--sp-lp-image-radius': theme.image_border_radius,
    '--sp-lp-strip-bg': theme.shipping_and_sales_strip_background_color,
    '--sp-lp-strip-fg': theme.shipping_and_sales_strip_font_color,
    '--sp-lp-discount-bg': theme.discount_background_color,
    '--sp-lp-discount-fg': theme.discount_font_color,
  };
}
