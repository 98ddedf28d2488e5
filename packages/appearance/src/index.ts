export { ThemeSwatch } from './ThemeSwatch';
export type { ThemeSwatchProps } from './ThemeSwatch';
