import { isHexColor } from '@shoppable/domain';

/** `#abc`, `abc` or `#AABBCC` as `#aabbcc`; null when it is not a hex colour. */
export function normalizeHex(text: string): string | null {
  const t = text.trim();
  const hex = t.startsWith('#') ? t : `#${t}`;
  if (!isHexColor(hex)) return null;
  const digits = hex.slice(1).toLowerCase();
  return `#${digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits}`;
}
