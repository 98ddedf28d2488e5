const SUFFIXES = ['', 'K', 'M', 'B', 'T', 'P', 'E'] as const;

/**
 * A number shortened with K, M, B, T, P, E at every thousand and at most two decimals
 * (content.md §9): `1234` → `'1.23K'`, `999` → `'999'`. A missing or non-finite number counts as 0.
 */
export function compactNumber(n: number): string {
  const value = Number.isFinite(n) ? n : 0;
  let scaled = Math.abs(value);
  let tier = 0;
  while (scaled >= 1000 && tier < SUFFIXES.length - 1) {
    scaled /= 1000;
    tier += 1;
  }
  // Rounding 999.995K up to 1000K should move to the next suffix.
  if (Number(scaled.toFixed(2)) >= 1000 && tier < SUFFIXES.length - 1) {
    scaled /= 1000;
    tier += 1;
  }
  const sign = value < 0 ? '-' : '';
  return `${sign}${Number(scaled.toFixed(2))}${SUFFIXES[tier]}`;
}
