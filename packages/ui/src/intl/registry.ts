// The packages' messages and the locales asked for: no React here, so tools and test setups load
// locales without the components.

/** One package's messages, as the registry sees them. */
export interface Definition {
  /** Every locale the package has messages in. */
  locales: readonly string[];
  /** Loads the messages of `locale` (or of its language); settles at once when nothing is left. */
  load(locale: string): Promise<void>;
}

/** Every package's messages defined so far. */
export const definitions = new Set<Definition>();
/** The locales asked for with `loadLocaleStrings`, loaded for packages defined later too. */
export const requestedLocales = new Set<string>();

/**
 * Loads the messages of `locale` for every package that defined its strings (and, as soon as they
 * are defined, for packages arriving later with a lazily loaded route). Await it before the first
 * render in that locale and before switching to it, so no screen shows English first; rejects
 * when a package's messages could not be loaded.
 */
export function loadLocaleStrings(locale: string): Promise<void> {
  requestedLocales.add(locale);
  return Promise.all([...definitions].map((definition) => definition.load(locale))).then(
    () => undefined,
  );
}

/** Loads every locale of every package defined so far (unit tests and tools render in any). */
export function loadAllLocaleStrings(): Promise<void> {
  const locales = new Set([...definitions].flatMap((definition) => definition.locales));
  return Promise.all([...locales].map(loadLocaleStrings)).then(() => undefined);
}
