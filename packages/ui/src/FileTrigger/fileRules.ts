import { numberFormat } from '../intl/formatters';

/** What a FileTrigger or a DropZone accepts. */
export interface FileRules {
  /**
   * The accepted types: MIME types (`image/png`), wildcards (`image/*`) or extensions (`.pdf`).
   * Everything is accepted without it.
   */
  acceptedFileTypes?: readonly string[];
  /** The largest accepted file in bytes (1 MB is 1024 × 1024 bytes); no limit without it. */
  maxFileSize?: number;
}

/** The files a user picked or dropped, split by the rules. */
export interface FileCheck {
  /** The files that pass every rule, in the order given. */
  accepted: File[];
  /** The files that do not, each with the first rule it breaks (the type is checked first). */
  rejected: { file: File; reason: 'type' | 'size' }[];
}

function matches(file: File, accepted: string): boolean {
  const rule = accepted.trim().toLowerCase();
  const type = file.type.toLowerCase();
  if (rule.startsWith('.')) return file.name.toLowerCase().endsWith(rule);
  if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
  return type === rule;
}

/**
 * Splits files into those that match `acceptedFileTypes` and are at most `maxFileSize` bytes
 * (a file exactly at the limit passes) and those that do not, with the reason.
 */
export function checkFiles(files: Iterable<File>, rules: FileRules): FileCheck {
  const check: FileCheck = { accepted: [], rejected: [] };
  for (const file of files) {
    const types = rules.acceptedFileTypes;
    if (types && types.length > 0 && !types.some((t) => matches(file, t)))
      check.rejected.push({ file, reason: 'type' });
    else if (rules.maxFileSize !== undefined && file.size > rules.maxFileSize)
      check.rejected.push({ file, reason: 'size' });
    else check.accepted.push(file);
  }
  return check;
}

const typeNames: Record<string, string> = {
  'image/svg+xml': 'SVG',
  'video/quicktime': 'MOV',
  'image/jpg': 'JPEG',
  'text/plain': 'TXT',
};

/** A short name for an accepted type: `image/png` → "PNG", `.pdf` → "PDF", `image/*` as is. */
export function typeName(type: string): string {
  const t = type.trim().toLowerCase();
  if (typeNames[t]) return typeNames[t];
  if (t.startsWith('.')) return t.slice(1).toUpperCase();
  if (t.endsWith('/*')) return t;
  return (t.split('/')[1] ?? t).toUpperCase();
}

/** A byte count in the locale's words, in MB from 1 MB up and in kB below ("10 MB"). */
export function formatFileSize(bytes: number, locale: string): string {
  const mb = 1024 * 1024;
  const [value, unit] = bytes >= mb ? [bytes / mb, 'megabyte'] : [bytes / 1024, 'kilobyte'];
  return numberFormat(locale, {
    style: 'unit',
    unit,
    maximumFractionDigits: 1,
  }).format(value);
}
