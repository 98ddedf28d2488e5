import * as v from 'valibot';

/**
 * The first message of each failing field of a form, keyed by dot path ('' for the whole form);
 * an empty object when the input passes. Lets the reference server answer with the same texts.
 */
export function formErrors(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const r = v.safeParse(schema, input);
  if (r.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of r.issues) {
    const key = v.getDotPath(issue) ?? '';
    errors[key] ??= issue.message;
  }
  return errors;
}
