import type { ClientTheme } from '@shoppable/domain';
import { LIMITS } from '@shoppable/domain';
import { ColorPicker, Section, Switch, TextField } from '@shoppable/ui';
import { ContrastCheck } from '../ContrastCheck';
import { useStrings } from '../intl';
import * as styles from './StripSection.css';

/** The strip as the theme holds it (platform.md §3 `salesAndDiscountStrip`). */
export type StripValue = ClientTheme['salesAndDiscountStrip'];

/** Props of StripSection. */
export interface StripSectionProps {
  /** The strip being edited. */
  value: StripValue;
  /** Called with the whole new strip after every change. */
  onChange: (value: StripValue) => void;
}

/**
 * The sales and discount strip (platform.md §2, §4, §5): a switch that expands and collapses its
 * content — two sentences of at most 50 characters with live counters, background and text
 * colours and their contrast. With both sentences empty the strip is forced off on save.
 */
export function StripSection({ value, onChange }: StripSectionProps) {
  const t = useStrings();
  const set = (patch: Partial<StripValue>) => onChange({ ...value, ...patch });
  const max = LIMITS.stripSentenceMax;
  const sentence = (key: 'sentence1' | 'sentence2') => (
    <TextField
      label={t.format(`strip.${key}`)}
      value={value[key]}
      onChange={(text) => set({ [key]: text.slice(0, max) })}
      maxLength={max}
      description={t.format('count', { count: value[key].length, max })}
      autoComplete="off"
    />
  );
  const empty = value.sentence1.trim() === '' && value.sentence2.trim() === '';
  return (
    <Section id="strip" title={t.format('strip.title')}>
      <div className={styles.body}>
        <Switch
          isSelected={value.isSalesAndDiscountStripShown}
          onChange={(isSalesAndDiscountStripShown) => set({ isSalesAndDiscountStripShown })}
        >
          {t.format('strip.toggle')}
        </Switch>
        {value.isSalesAndDiscountStripShown ? (
          <>
            {sentence('sentence1')}
            {sentence('sentence2')}
            {empty ? <p className={styles.hint}>{t.format('strip.emptyHint')}</p> : null}
            <div className={styles.colours}>
              <ColorPicker
                label={t.format('strip.background')}
                value={value.backgroundColor}
                onChange={(hex) => set({ backgroundColor: hex.toUpperCase() })}
              />
              <ColorPicker
                label={t.format('strip.text')}
                value={value.fontColor}
                onChange={(hex) => set({ fontColor: hex.toUpperCase() })}
              />
            </div>
            <ContrastCheck
              pair={t.format('strip.title')}
              text={value.fontColor}
              background={value.backgroundColor}
              onFix={(fontColor) => set({ fontColor })}
            />
          </>
        ) : null}
      </div>
    </Section>
  );
}
