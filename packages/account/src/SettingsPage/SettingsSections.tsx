import { BOOK_EXPERT_URL, SENSITIVITY_OPTIONS } from '@shoppable/domain';
import { Button, LinkButton, Radio, RadioGroup, Section, Switch } from '@shoppable/ui';
import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useStrings } from '../intl';
import { SettingsTextField, ShippingUrlField } from './SettingsFields';
import { sensitivityKeys, utmFields, type SettingsValues } from './values';
import * as styles from './SettingsPage.css';

/** The Facebook pixel and Google Analytics ids (`#analytics`). */
export function AnalyticsSection() {
  const t = useStrings();
  return (
    <Section id="analytics" title={t.format('settings.analytics')}>
      <p className={styles.hint}>{t.format('settings.analyticsHint')}</p>
      <div className={styles.grid}>
        <SettingsTextField name="facebookPixelId" label={t.format('settings.facebookPixelId')} />
        <SettingsTextField
          name="googleAnalyticsId"
          label={t.format('settings.googleAnalyticsId')}
        />
      </div>
    </Section>
  );
}

/** The auto swap switch (`#auto-swap`). */
export function AutoSwapSection() {
  const t = useStrings();
  const { control } = useFormContext<SettingsValues>();
  return (
    <Section id="auto-swap" title={t.format('settings.autoSwap')}>
      <Controller
        control={control}
        name="autoSwapEnabled"
        render={({ field }) => (
          <Switch isSelected={field.value} onChange={field.onChange}>
            {t.format('settings.autoSwapLabel')}
          </Switch>
        )}
      />
      <p className={styles.hint}>{t.format('settings.autoSwapHint')}</p>
    </Section>
  );
}

/** The try-for-free offer of an AI section once a free trial ended. */
function TrialEnded({ onTryForFree }: { onTryForFree: () => void }) {
  const t = useStrings();
  return (
    <div className={styles.offer}>
      <p className={styles.hint}>{t.format('settings.trialEndedAi')}</p>
      <Button onPress={onTryForFree}>{t.format('settings.tryForFree')}</Button>
    </div>
  );
}

/**
 * The AI tagging sensitivity (`#ai-tagging`): a book-a-demo offer without the vision feature, the
 * try-for-free offer once a free trial ended.
 */
export function AiTaggingSection({
  hasVision,
  trialEnded,
  onTryForFree,
}: {
  hasVision: boolean;
  trialEnded: boolean;
  onTryForFree: () => void;
}) {
  const t = useStrings();
  const { control } = useFormContext<SettingsValues>();
  return (
    <Section id="ai-tagging" title={t.format('settings.aiTagging')}>
      {!hasVision ? (
        <div className={styles.offer}>
          <p className={styles.hint}>{t.format('settings.noVision')}</p>
          <LinkButton
            variant="secondary"
            href={BOOK_EXPERT_URL}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t.format('settings.bookDemo')}
          </LinkButton>
        </div>
      ) : trialEnded ? (
        <TrialEnded onTryForFree={onTryForFree} />
      ) : (
        <Controller
          control={control}
          name="productVisionConfigurations.sensitivity"
          render={({ field }) => (
            <RadioGroup
              label={t.format('settings.aiTagging')}
              description={t.format('settings.aiTaggingHint')}
              value={field.value}
              onChange={field.onChange}
            >
              {SENSITIVITY_OPTIONS.map((option) => (
                <Radio key={option.value} value={option.value}>
                  {t.format(sensitivityKeys[option.value])}
                </Radio>
              ))}
            </RadioGroup>
          )}
        />
      )}
    </Section>
  );
}

/** The AI preferences slot (`#ai-preferences`), or the try-for-free offer once a trial ended. */
export function AiPreferencesSection({
  trialEnded,
  onTryForFree,
  children,
}: {
  trialEnded: boolean;
  onTryForFree: () => void;
  children?: ReactNode;
}) {
  const t = useStrings();
  return (
    <Section id="ai-preferences" title={t.format('settings.aiPreferences')}>
      {trialEnded ? <TrialEnded onTryForFree={onTryForFree} /> : children}
    </Section>
  );
}

/** The five UTM parameters (`#utm`). */
export function UtmSection() {
  const t = useStrings();
  return (
    <Section id="utm" title={t.format('settings.utm')}>
      <p className={styles.hint}>{t.format('settings.utmHint')}</p>
      <div className={styles.grid}>
        {utmFields.map(([key, label]) => (
          <SettingsTextField key={key} name={`utmParams.${key}`} label={t.format(label)} />
        ))}
      </div>
    </Section>
  );
}

/** The shipping-and-returns URL (`#shipping-and-returns`). */
export function ShippingSection() {
  const t = useStrings();
  return (
    <Section id="shipping-and-returns" title={t.format('settings.shipping')}>
      <ShippingUrlField />
    </Section>
  );
}
