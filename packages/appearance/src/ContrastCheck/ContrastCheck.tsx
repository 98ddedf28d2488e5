import {
  MIN_TEXT_CONTRAST,
  contrastRatio,
  formatContrastRatio,
  isHexColor,
  nearestReadableColor,
} from '@shoppable/domain';
import { Button } from '@shoppable/ui';
import { useStrings } from '../intl';
import * as styles from './ContrastCheck.css';

/** Props of ContrastCheck. */
export interface ContrastCheckProps {
  /** What the pair is, as the page names it ("Checkout button"): the warning names it. */
  pair: string;
  /** The text colour (#RGB or #RRGGBB). */
  text: string;
  /** The background colour behind the text. */
  background: string;
  /** Called with the nearest readable text colour when the merchant takes the suggestion. */
  onFix: (color: string) => void;
}

/**
 * The WCAG contrast of one text/background pair the merchant set (beyond the peers):
 * the ratio with a sample of the text on its background, and under 4.5:1 a warning that names
 * the pair and offers the nearest readable text colour (same hue) in one click.
 */
export function ContrastCheck({ pair, text, background, onFix }: ContrastCheckProps) {
  const t = useStrings();
  if (!isHexColor(text) || !isHexColor(background)) return null;
  const ratio = contrastRatio(text, background);
  const shown = formatContrastRatio(ratio);
  const readable = ratio >= MIN_TEXT_CONTRAST;
  const fix = readable ? null : nearestReadableColor(text, background);
  return (
    <div className={styles.root}>
      <p className={styles.ratio}>
        <span
          className={styles.sample}
          style={{ color: text, backgroundColor: background }}
          aria-hidden="true"
        />
        {t.format('contrast.ratio', { ratio: shown })}
      </p>
      {fix ? (
        <div className={styles.warning} role="group" aria-label={pair}>
          <p className={styles.warningText}>
            {t.format('contrast.warning', { pair, ratio: shown })}
          </p>
          <Button
            size="sm"
            variant="secondary"
            aria-label={t.format('contrast.fixLabel', { color: fix, pair })}
            onPress={() => onFix(fix)}
          >
            {t.format('contrast.fix', { color: fix })}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
