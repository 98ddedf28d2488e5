export { breakpoint, font, layout, motion, radius, space, themes, zIndex } from './tokens';
export type { ColorTokens, ThemeName, ThemeTokens } from './tokens';
export { cssVarName, toCssRule, toCssVariables } from './cssVariables';
