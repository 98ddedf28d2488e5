import { LIMITS, type ClientTheme } from '@shoppable/domain';
import { Section, Switch, TextField } from '@shoppable/ui';
import { useStrings } from '../intl';
import * as styles from './PreorderSection.css';

/** The preorder settings as the theme holds them (platform.md §3 `inventorySettings`). */
export type PreorderValue = ClientTheme['inventorySettings'];

/** Props of PreorderSection. */
export interface PreorderSectionProps {
  /** The preorder settings being edited. */
  value: PreorderValue;
  /** Called with the new settings after every change. */
  onChange: (value: PreorderValue) => void;
}

/**
 * The preorder text (platform.md §2, §5): a switch that expands and collapses a text of at most
 * 100 characters with a live counter.
 */
export function PreorderSection({ value, onChange }: PreorderSectionProps) {
  const t = useStrings();
  const max = LIMITS.preorderTextMax;
  return (
    <Section id="preorder" title={t.format('preorder.title')}>
      <div className={styles.body}>
        <Switch
          isSelected={value.isPreorderTextShown}
          onChange={(isPreorderTextShown) => onChange({ ...value, isPreorderTextShown })}
        >
          {t.format('preorder.toggle')}
        </Switch>
        {value.isPreorderTextShown ? (
          <TextField
            label={t.format('preorder.text')}
            value={value.preorderText}
            onChange={(text) => onChange({ ...value, preorderText: text.slice(0, max) })}
            maxLength={max}
            description={t.format('count', { count: value.preorderText.length, max })}
            autoComplete="off"
          />
        ) : null}
      </div>
    </Section>
  );
}
