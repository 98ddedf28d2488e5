import type { ThemeTokens } from './tokens';

type Tree = { readonly [key: string]: string | Tree };

/** The fixed custom-property name of a token path: `['color', 'bg', 'surface']` → `--sp-color-bg-surface`. */
export function cssVarName(path: readonly string[]): `--sp-${string}` {
  return `--sp-${path.join('-')}`;
}

/**
 * Flattens a theme into `--sp-*` custom properties, e.g. `{ '--sp-space-100': '4px' }`, for plain
 * CSS and for the link-page renderer, which has no vanilla-extract.
 */
export function toCssVariables(theme: ThemeTokens): Record<`--sp-${string}`, string> {
  const out: Record<`--sp-${string}`, string> = {};
  const walk = (node: Tree, path: string[]) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') out[cssVarName([...path, key])] = value;
      else walk(value, [...path, key]);
    }
  };
  walk(theme as unknown as Tree, []);
  return out;
}

/** A CSS rule declaring every token of `theme` on `selector`, e.g. `:root { --sp-space-100: 4px; … }`. */
export function toCssRule(selector: string, theme: ThemeTokens): string {
  const declarations = Object.entries(toCssVariables(theme))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `${selector}{${declarations}}`;
}
