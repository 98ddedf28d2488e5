import {
  clearedUtm,
  hasAnyUtm,
  isValidUtmValue,
  utmPreview,
  type UtmParams,
} from '@shoppable/domain';
import { Switch, TextField } from '@shoppable/ui';
import { useId, useState } from 'react';
import { fill, useStrings } from '../intl';
import * as styles from './UtmSection.css';

/** The five UTM values of the section, each `''` when empty. */
export type UtmValues = Required<{ [K in keyof UtmParams]: string }>;

/** The five fields in the order the preview string lists them (content.md §5). */
export const UTM_FIELDS = [
  'UTMSource',
  'UTMMedium',
  'UTMCampaign',
  'UTMTerm',
  'UTMContent',
] as const;

/** Whether every UTM value passes the shared character check (content.md §5): Save waits for it. */
export function areUtmValuesValid(values: UtmParams): boolean {
  return UTM_FIELDS.every((key) => isValidUtmValue(values[key] ?? ''));
}

/** The UTM values with every missing one as `''`, e.g. from the user's settings. */
export function utmValues(values: UtmParams | null | undefined): UtmValues {
  const out = clearedUtm() as UtmValues;
  for (const key of UTM_FIELDS) out[key] = values?.[key] ?? '';
  return out;
}

/**
 * The five UTM values of both sides of an edit conflict, labelled as the section labels them
 * (for ui's ConflictDialog, which shows the ones that differ).
 */
export function utmConflictFields(
  t: ReturnType<typeof useStrings>,
  mine: UtmParams,
  theirs: UtmParams,
): { label: string; mine: string; theirs: string }[] {
  return UTM_FIELDS.map((key) => ({
    label: t.format(`utm.${key}`),
    mine: mine[key] ?? '',
    theirs: theirs[key] ?? '',
  }));
}

/** Props of UtmSection. */
export interface UtmSectionProps {
  /** The five values. */
  value: UtmValues;
  /** Called with all five values after any change; turning the switch off sends them cleared. */
  onChange: (value: UtmValues) => void;
}

/**
 * The UTM form of a link, short or multilink (admins only, content.md §2, §4, §5): a switch that
 * starts on when any value exists and shows the five fields; turning it off clears all five. Each
 * value must pass the shared character check, with its message next to the field, and the preview
 * line shows the query string of the filled parts (or a dash).
 */
export function UtmSection({ value, onChange }: UtmSectionProps) {
  const t = useStrings();
  const [isOn, setOn] = useState(() => hasAnyUtm(value));
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {t.format('utm.title')}
      </h2>
      <Switch
        isSelected={isOn}
        onChange={(on) => {
          setOn(on);
          if (!on) onChange(utmValues(null));
        }}
      >
        {t.format('utm.switch')}
      </Switch>
      {isOn ? (
        <>
          <div className={styles.fields}>
            {UTM_FIELDS.map((key) => (
              <TextField
                key={key}
                label={t.format(`utm.${key}`)}
                value={value[key]}
                isInvalid={!isValidUtmValue(value[key])}
                errorMessage={t.format('utm.invalid')}
                onChange={(text) => onChange({ ...value, [key]: text })}
              />
            ))}
          </div>
          <p className={styles.preview}>
            {fill(t.format('utm.preview'), { query: utmPreview(value) })}
          </p>
        </>
      ) : null}
    </section>
  );
}
