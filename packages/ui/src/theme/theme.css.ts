import { themes } from '@shoppable/tokens';
import { createGlobalTheme, createGlobalThemeContract, globalStyle } from '@vanilla-extract/css';

/**
 * The design tokens as CSS variables with fixed names (`--sp-color-bg-surface`), the same names
 * `@shoppable/tokens`' `toCssVariables` gives, so plain CSS and the link-page renderer can use them.
 */
export const vars = createGlobalThemeContract(
  themes.light,
  (_value, path) => `sp-${path.join('-')}`,
);

createGlobalTheme(':root', vars, themes.light);
createGlobalTheme('[data-theme="dark"]', vars, themes.dark);

globalStyle(':root', {
  colorScheme: 'light',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size[300],
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.default,
  backgroundColor: vars.color.bg.canvas,
});

globalStyle('[data-theme="dark"]', { colorScheme: 'dark' });

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('body', { margin: 0 });
