import { contrastRatio } from './contrast';
import { isHexColor } from './theme';

/**
 * QR codes for every link (issue 19): the address a code carries, the colour it is drawn in and
 * which visits came from a scan.
 */

/** The `utm_medium` a QR code's address carries, so that scans are counted apart. */
export const QR_UTM_MEDIUM = 'qr';

/**
 * The least contrast a code's colour needs against its white background to scan reliably: 4.5:1,
 * as normal text (scanners read dark modules on light; pale colours fail first).
 */
export const QR_MIN_CONTRAST = 4.5;

/** The colour a code falls back to when the theme's is too pale. */
export const QR_FALLBACK_COLOR = '#000000';

/**
 * The share of a code's side (quiet zone included) the merchant's logo may cover in its centre:
 * 22 %, about 5 % of the area, well within what error correction level H (30 %) restores.
 */
export const QR_LOGO_SHARE = 0.22;

/**
 * The address a QR code carries: `url` with `utm_medium=qr` (replacing another medium), every
 * other query parameter kept in its order.
 */
export function qrScanUrl(url: string): string {
  const address = new URL(url);
  address.searchParams.set('utm_medium', QR_UTM_MEDIUM);
  return address.toString();
}

/** Whether a visit's `utm_medium` marks it as a QR scan (case and spaces ignored). */
export function isQrScan(utmMedium: string | null | undefined): boolean {
  return utmMedium?.trim().toLowerCase() === QR_UTM_MEDIUM;
}

/** The colour a code is drawn in, and whether the theme's was too pale and replaced. */
export interface QrColor {
  /** The colour of the dark modules (#RRGGBB or the theme's own spelling). */
  color: string;
  /** True when the theme's colour had less than {@link QR_MIN_CONTRAST} against white. */
  isFallback: boolean;
  /** The theme colour's contrast against white (1 to 21); null without a usable colour. */
  contrast: number | null;
}

/**
 * The colour of a code on white: the theme's `themeColor` when it contrasts at least 4.5:1 with
 * white, else black (and says so). No colour, or one that is not a hex colour, is black too.
 */
export function qrColor(themeColor: string | null | undefined): QrColor {
  if (themeColor == null || !isHexColor(themeColor)) {
    return { color: QR_FALLBACK_COLOR, isFallback: false, contrast: null };
  }
  const contrast = contrastRatio(themeColor, '#FFFFFF');
  return contrast >= QR_MIN_CONTRAST
    ? { color: themeColor.trim(), isFallback: false, contrast }
    : { color: QR_FALLBACK_COLOR, isFallback: true, contrast };
}

/**
 * The event a counted visit that came from a QR code is also kept under, so the analytics count
 * scans apart (a scan is a visit too: it stays in the visits).
 */
export const QR_SCAN_EVENT = 'visit_qr';
