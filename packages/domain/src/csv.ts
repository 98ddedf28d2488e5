/** One CSV cell: text or a number (numbers are written as they are, without grouping). */
export type CsvCell = string | number;

const escapeCell = (cell: CsvCell): string => {
  const text = typeof cell === 'number' ? (Number.isFinite(cell) ? String(cell) : '') : cell;
  // A cell a spreadsheet would read as a formula is prefixed with a quote (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(text) && typeof cell !== 'number' ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/**
 * A CSV document (RFC 4180): a header line, then one line per row, cells quoted when they hold a
 * comma, a quote or a line break, lines ended with CRLF. Text that starts like a formula gets a
 * leading quote so a spreadsheet shows it instead of running it.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((line) => line.map(escapeCell).join(',')).join('\r\n') + '\r\n';
}

/** The influencer insights download's file name: influencers_insights_{from}_to_{to}.csv (`lifetime` without a start). */
export function insightsCsvFileName(from: string | null, to: string): string {
  return `influencers_insights_${from ?? 'lifetime'}_to_${to}.csv`;
}
