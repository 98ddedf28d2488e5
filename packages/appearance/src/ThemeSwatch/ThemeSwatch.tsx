import * as styles from './ThemeSwatch.css';

/** Props of ThemeSwatch. */
export interface ThemeSwatchProps {
  /** What the colour is for, e.g. "Checkout button". */
  label: string;
  /** A hex colour such as `#5b3df5`. */
  color: string;
}

/** A theme colour as the appearance page lists it: a chip, its use and its hex value. */
export function ThemeSwatch({ label, color }: ThemeSwatchProps) {
  return (
    <span className={styles.swatch}>
      <span className={styles.chip} style={{ backgroundColor: color }} aria-hidden="true" />
      <span>{label}</span>
      <span className={styles.value}>{color.toUpperCase()}</span>
    </span>
  );
}
