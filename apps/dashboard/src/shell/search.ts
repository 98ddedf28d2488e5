/** Reads one optional string parameter of the address (router `validateSearch`). */
export function stringParam(search: Record<string, unknown>, name: string): string | undefined {
  const value = search[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}
