import {
  themeFromServer,
  themeToServer,
  type ClientTheme,
  type ServerThemeInput,
} from '@shoppable/domain';
import type { WireTheme } from './wire';

/**
 * The theme in the spec's client groups (platform.md §3): `link` (button shapes and colours,
 * `isPromocodeShadowShown`, `isInfluencerShown`, `cartButtonImage`), `productImageStyle`,
 * `salesAndDiscountStrip` (`sentence1`, `sentence2`, colours), `inventorySettings` and
 * `isInitial` (no theme stored yet). The shape is `domain`'s.
 */
export type ThemeGroups = ClientTheme;

/**
 * The stored theme (`brand.theme`) to the client groups. `null` or missing gives the defaults
 * with `isInitial: true`; the wire's sentence list becomes `sentence1` and `sentence2`.
 */
export function themeFromWire(wire: WireTheme | null | undefined): ThemeGroups {
  if (wire === null || wire === undefined) return themeFromServer(wire);
  const [sentence1 = '', sentence2 = ''] = wire.shipping_and_sales_strip_sentences;
  const input: ServerThemeInput = {
    ...wire,
    shipping_and_sales_strip_sentences: [sentence1, sentence2],
  };
  return themeFromServer(input);
}

/**
 * The client groups to the `PUT …/theme` body's `theme`: sentences trimmed, the strip forced off
 * when both are empty, the discount-strip fields mirroring the strip (`domain`'s rules).
 */
export function themeToWire(client: ThemeGroups): WireTheme {
  return themeToServer(client);
}
