import type { Permissions } from '@shoppable/api-client';
import { applyPermissionToggle, isPermissionToggleDisabled } from '@shoppable/domain';
import { Section, Switch } from '@shoppable/ui';
import { Controller, type Control } from 'react-hook-form';
import { useStrings } from '../intl';
import * as styles from './InfluencerEditor.css';
import type { InfluencerFormValues } from './types';

type Key = keyof Permissions;

/**
 * What the influencer sees (content.md §6): clicks, sales with conversion rate under it, revenue
 * with average order value under it, commission, and creating and editing links. A sub-permission
 * is disabled while its parent is off; turning sales off forces CR on and revenue off forces AOV
 * on (content.md §4).
 */
export function PermissionsSection({ control }: { control: Control<InfluencerFormValues> }) {
  const t = useStrings();
  return (
    <Section id="influencer-permissions" title={t.format('editor.permissionsSection')}>
      <Controller
        control={control}
        name="permissions"
        render={({ field }) => {
          const p = field.value;
          const toggle = (key: Key, label: string) => (
            <Switch
              isSelected={p[key]}
              isDisabled={isPermissionToggleDisabled(p, key)}
              onChange={(on) => field.onChange(applyPermissionToggle(p, key, on))}
            >
              {label}
            </Switch>
          );
          return (
            <div className={styles.fields}>
              {toggle('clicksEnabled', t.format('editor.permClicks'))}
              {toggle('salesEnabled', t.format('editor.permSales'))}
              <div className={styles.nested}>{toggle('crEnabled', t.format('editor.permCr'))}</div>
              {toggle('revenueEnabled', t.format('editor.permRevenue'))}
              <div className={styles.nested}>
                {toggle('aovEnabled', t.format('editor.permAov'))}
              </div>
              {toggle('commissionEnabled', t.format('editor.permCommission'))}
              {toggle('isActiveInfluencer', t.format('editor.permLinks'))}
            </div>
          );
        }}
      />
    </Section>
  );
}
