import { chevron } from '../theme/field.css';

/**
 * The down chevron at the inline end of a Select's or a ComboBox's button; on its own so that
 * Select's placeholder draws it without loading the option list (issue #18).
 */
export function Chevron() {
  return (
    <svg
      className={chevron}
      viewBox="0 0 14 14"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      aria-hidden="true"
    >
      <path d="M3.5 5.5L7 9l3.5-3.5" />
    </svg>
  );
}
