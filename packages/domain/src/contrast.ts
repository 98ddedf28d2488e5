import { isHexColor } from './theme';

/**
 * WCAG 2.x contrast (Success Criterion 1.4.3): the relative luminance of an sRGB colour, the
 * contrast ratio of two colours, and the nearest colour that reads on a background.
 * Colours are written #RGB or #RRGGBB (the theme's colour fields).
 */

/** The ratio normal text needs against its background (WCAG 2.x AA): 4.5:1. */
export const MIN_TEXT_CONTRAST = 4.5;

/** The red, green and blue channels (0–255) of a #RGB or #RRGGBB colour; throws on anything else. */
export function hexToRgb(hex: string): [number, number, number] {
  if (!isHexColor(hex)) throw new Error(`Not a hex colour: ${hex}`);
  let h = hex.trim().slice(1);
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

/** #RRGGBB (capitals) of channels 0–255, rounded and clamped. */
export function rgbToHex([r, g, b]: readonly [number, number, number]): string {
  const part = (n: number) =>
    Math.round(Math.min(255, Math.max(0, n)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`.toUpperCase();
}

/** WCAG relative luminance: 0 for black, 1 for white. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two colours, from 1 (same) to 21 (black on white); order does not matter. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  const [hi, lo] = la > lb ? [la, lb] : [lb, la];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * A ratio as people read it, "4.54:1": cut (never rounded up) to two decimals, so a pair shown as
 * 4.50:1 really passes.
 */
export function formatContrastRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

/** Whether text of colour `text` reads on `background` (at least `min`, 4.5:1 by default). */
export function isReadable(text: string, background: string, min = MIN_TEXT_CONTRAST): boolean {
  return contrastRatio(text, background) >= min;
}

function rgbToHsl([r, g, b]: readonly number[]): [number, number, number] {
  const [rn, gn, bn] = [r! / 255, g! / 255, b! / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h =
    max === rn
      ? ((gn - bn) / d + (gn < bn ? 6 : 0)) / 6
      : max === gn
        ? ((bn - rn) / d + 2) / 6
        : ((rn - gn) / d + 4) / 6;
  return [h, s, l];
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  if (s === 0) return [l * 255, l * 255, l * 255];
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t0: number) => {
    const t = t0 < 0 ? t0 + 1 : t0 > 1 ? t0 - 1 : t0;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  return [channel(h + 1 / 3) * 255, channel(h) * 255, channel(h - 1 / 3) * 255];
}

/**
 * The colour nearest to `color` that reaches `min` (4.5:1 by default) against `against`: the same
 * hue and saturation, made only as much darker or lighter as needed, whichever way changes it
 * least. When neither way gets there, black or white, whichever contrasts more. A colour that
 * already reads comes back unchanged (as #RRGGBB).
 */
export function nearestReadableColor(
  color: string,
  against: string,
  min = MIN_TEXT_CONTRAST,
): string {
  const start = rgbToHex(hexToRgb(color));
  if (contrastRatio(start, against) >= min) return start;
  const [h, s, l] = rgbToHsl(hexToRgb(color));
  const step = 0.005;
  const search = (direction: 1 | -1): { hex: string; change: number } | null => {
    for (
      let next = l + direction * step;
      next >= -step && next <= 1 + step;
      next += direction * step
    ) {
      const hex = rgbToHex(hslToRgb(h, s, Math.min(1, Math.max(0, next))));
      if (contrastRatio(hex, against) >= min) return { hex, change: Math.abs(next - l) };
    }
    return null;
  };
  const found = [search(-1), search(1)].filter((x) => x !== null);
  if (found.length === 0) {
    return contrastRatio('#000000', against) >= contrastRatio('#FFFFFF', against)
      ? '#000000'
      : '#FFFFFF';
  }
  found.sort((a, b) => a.change - b.change);
  return found[0]!.hex;
}
