import { LIMITS, stripLeadingZeros } from '@shoppable/domain';
import { Checkbox, Section, Switch, TextField } from '@shoppable/ui';
import { Controller, type Control } from 'react-hook-form';
import { useStrings } from '../intl';
import * as styles from './InfluencerEditor.css';
import type { InfluencerFormValues } from './types';

/** Typed percent: digits and one dot only, leading zeros stripped (content.md §5). */
const percentText = (value: string) => stripLeadingZeros(value.replace(/[^\d.]/g, ''));

/** A percent field: typed text filtered to a percent, the schema's message when invalid. */
function PercentField({
  control,
  name,
  label,
}: {
  control: Control<InfluencerFormValues>;
  name: 'commission' | 'netRevenueRatio';
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          inputMode="decimal"
          value={field.value}
          onChange={(value) => field.onChange(percentText(value))}
          onBlur={field.onBlur}
          isInvalid={fieldState.error !== undefined}
          errorMessage={fieldState.error?.message}
        />
      )}
    />
  );
}

/**
 * The promocode and commission fields: promocode (≤ 20), commission percent (0–100, two
 * decimals), the commission rules (reduce refunds, reduce VAT) and the net revenue ratio behind
 * its switch (on only when the stored ratio is neither 100 nor null; toggling resets it to 100).
 */
export function CommissionSection({
  control,
  netRevenueOn,
  onNetRevenueChange,
}: {
  control: Control<InfluencerFormValues>;
  netRevenueOn: boolean;
  onNetRevenueChange: (on: boolean) => void;
}) {
  const t = useStrings();
  return (
    <Section id="influencer-commission" title={t.format('editor.commissionSection')}>
      <div className={styles.fields}>
        <Controller
          control={control}
          name="promocode"
          render={({ field, fieldState }) => (
            <TextField
              label={t.format('editor.promocode')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              maxLength={LIMITS.promocodeMax}
              isInvalid={fieldState.error !== undefined}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
        <PercentField control={control} name="commission" label={t.format('editor.commission')} />
        <Controller
          control={control}
          name="reduceRefundsFromCommission"
          render={({ field }) => (
            <Checkbox isSelected={field.value} onChange={field.onChange}>
              {t.format('editor.reduceRefunds')}
            </Checkbox>
          )}
        />
        <Controller
          control={control}
          name="reduceVatFromCommission"
          render={({ field }) => (
            <Checkbox isSelected={field.value} onChange={field.onChange}>
              {t.format('editor.reduceVat')}
            </Checkbox>
          )}
        />
        <Switch isSelected={netRevenueOn} onChange={onNetRevenueChange}>
          {t.format('editor.netRevenue')}
        </Switch>
        {netRevenueOn ? (
          <div className={styles.nested}>
            <PercentField
              control={control}
              name="netRevenueRatio"
              label={t.format('editor.netRevenueRatio')}
            />
          </div>
        ) : null}
      </div>
    </Section>
  );
}
