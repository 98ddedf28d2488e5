import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  fetchSession,
  logClientError,
  settingsFromWire,
  settingsToWire,
  useEditConflict,
  useUpdateSettings,
  type ApiClient,
  type Settings,
  type UserDetails,
} from '@shoppable/api-client';
import {
  BOOK_EXPERT_URL,
  MESSAGES,
  SENSITIVITY_OPTIONS,
  creationGate,
  hasChanges,
  settingsSchema,
  type ProductVisionSensitivity,
} from '@shoppable/domain';
import {
  Button,
  ConflictDialog,
  LinkButton,
  Radio,
  RadioGroup,
  SaveStrip,
  Section,
  Switch,
  TextField,
  showToast,
} from '@shoppable/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { FieldError, Input, Label, Text, TextField as AriaTextField } from 'react-aria-components';
import { Controller, useForm, useWatch, type Control, type FieldPath } from 'react-hook-form';
import { useStrings } from '../intl';
import { MessageDialog, errorMessageKey } from '../MessageDialog';
import { planStateOf } from '../Home';
import { WebhooksSection } from '../WebhooksSection';
import * as styles from './SettingsPage.css';

/**
 * What the settings form edits: the settings without the AI preferences (their own section) and
 * without the edit version (kept beside the form).
 */
export type SettingsValues = Omit<Settings, 'aiPreferences' | 'version'>;

/** Props of SettingsPage. */
export interface SettingsPageProps {
  /** The signed-in admin (`useSession().user`); the saved values come from `user.settings`. */
  user: UserDetails;
  /** The API client (`useApiClient()`). */
  client: ApiClient;
  /** Called when the user has no store: the app redirects (platform.md §2 "Redirects if no store"). */
  onNoStore: () => void;
  /** Opens the free-trial dialog, for a free user whose trial ended ("Try for free"). */
  onTryForFree: () => void;
  /**
   * Where the phone top bar holds the page's Save button (platform.md §2: "on mobile a save
   * button is in the top bar"): the app passes the element and the button is rendered into it.
   */
  saveActionTarget?: Element | null;
  /** The AI preferences section's content (content.md, built with the product pickers). */
  aiPreferences?: ReactNode;
}

const utmFields = [
  ['UTMSource', 'settings.utmSource'],
  ['UTMMedium', 'settings.utmMedium'],
  ['UTMCampaign', 'settings.utmCampaign'],
  ['UTMTerm', 'settings.utmTerm'],
  ['UTMContent', 'settings.utmContent'],
] as const;

const sensitivityKeys = {
  OFF: 'settings.sensitivityOFF',
  HIGH: 'settings.sensitivityHIGH',
  MEDIUM: 'settings.sensitivityMEDIUM',
  LOW: 'settings.sensitivityLOW',
} as const satisfies Record<ProductVisionSensitivity, string>;

/** The localized text of a domain validation message. */
const messageKeys = {
  [MESSAGES.pixelId]: 'settings.errorPixelId',
  [MESSAGES.analyticsId]: 'settings.errorAnalyticsId',
  [MESSAGES.url]: 'settings.errorUrl',
  [MESSAGES.utm]: 'settings.errorUtm',
} as const;

function valuesOf(settings: Settings): SettingsValues {
  return {
    shippingAndReturnsUrl: settings.shippingAndReturnsUrl,
    facebookPixelId: settings.facebookPixelId,
    googleAnalyticsId: settings.googleAnalyticsId,
    utmParams: settings.utmParams,
    autoSwapEnabled: settings.autoSwapEnabled,
    productVisionConfigurations: settings.productVisionConfigurations,
  };
}

/** Both sides of a settings conflict, labelled as the page labels them. */
function conflictFields(
  t: ReturnType<typeof useStrings>,
  mine: SettingsValues,
  theirs: SettingsValues,
) {
  const pair = (label: Parameters<typeof t.format>[0], of: (values: SettingsValues) => string) => ({
    label: t.format(label),
    mine: of(mine),
    theirs: of(theirs),
  });
  return [
    pair('settings.facebookPixelId', (v) => v.facebookPixelId),
    pair('settings.googleAnalyticsId', (v) => v.googleAnalyticsId),
    pair('settings.autoSwapLabel', (v) =>
      t.format(v.autoSwapEnabled ? 'settings.on' : 'settings.off'),
    ),
    pair('settings.aiTagging', (v) =>
      t.format(sensitivityKeys[v.productVisionConfigurations.sensitivity]),
    ),
    ...utmFields.map(([key, label]) => pair(label, (v) => v.utmParams[key])),
    pair('settings.shippingUrl', (v) => v.shippingAndReturnsUrl),
  ];
}

type TextPath = Exclude<
  FieldPath<SettingsValues>,
  | 'autoSwapEnabled'
  | 'productVisionConfigurations'
  | 'utmParams'
  | `productVisionConfigurations.${string}`
>;

function Field({
  control,
  name,
  label,
}: {
  control: Control<SettingsValues>;
  name: TextPath;
  label: string;
}) {
  const t = useStrings();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message = fieldState.error?.message;
        return (
          <TextField
            label={label}
            name={field.name}
            value={field.value as string}
            onChange={field.onChange}
            onBlur={field.onBlur}
            isInvalid={fieldState.invalid}
            errorMessage={
              message ? t.format(messageKeys[message as keyof typeof messageKeys]) : undefined
            }
            autoComplete="off"
          />
        );
      }}
    />
  );
}

/**
 * The settings page (platform.md §2 "Settings page", §4, §5): analytics ids, auto swap, AI tagging
 * sensitivity (OFF / High / Medium / Low; a book-a-demo button without the AI vision feature, a
 * try-for-free button once a free trial ended), the AI preferences slot, UTM parameters and the
 * shipping-and-returns URL typed after its fixed `https://`. A save strip (Discard, Save) shows
 * while anything differs from the saved values; a save clears the social post caches and shows
 * 'Changes saved'; a failed save keeps everything typed and says so. Each section is addressable
 * by hash (`#analytics`, `#utm`, `#shipping-and-returns`…). Admins also get the Webhooks section
 * (`#webhooks`), which saves on its own, apart from the save strip.
 */
export function SettingsPage({
  user,
  client,
  onNoStore,
  onTryForFree,
  saveActionTarget,
  aiPreferences,
}: SettingsPageProps) {
  const hasStore = user.businessId != null && user.settings != null;
  useEffect(() => {
    if (!hasStore) onNoStore();
  }, [hasStore, onNoStore]);
  if (!hasStore) return null;
  return (
    <SettingsForm
      user={user}
      client={client}
      businessId={user.businessId!}
      settings={user.settings!}
      onTryForFree={onTryForFree}
      saveActionTarget={saveActionTarget}
      aiPreferences={aiPreferences}
    />
  );
}

function SettingsForm({
  user,
  client,
  businessId,
  settings,
  onTryForFree,
  saveActionTarget,
  aiPreferences,
}: Omit<SettingsPageProps, 'onNoStore'> & { businessId: string; settings: Settings }) {
  const t = useStrings();
  const [saved, setSaved] = useState(() => valuesOf(settings));
  const [failure, setFailure] = useState<unknown>(null);
  // The version the saved values are at (DESIGN.md §4): a save sends it, 409 when stale.
  const [version, setVersion] = useState(settings.version);
  const save = useUpdateSettings(client, businessId);
  const { control, handleSubmit, reset, getValues } = useForm<SettingsValues>({
    mode: 'onChange',
    defaultValues: saved,
    resolver: valibotResolver(settingsSchema) as never,
  });
  const current = useWatch({ control });
  const dirty = hasChanges(saved, current);
  const plan = planStateOf(user);
  const trialEnded = plan != null && creationGate(plan) === 'free-trial-dialog';
  const hasVision = saved.productVisionConfigurations.isEnabled;

  const persist = async (values: SettingsValues, basedOn: number) => {
    let next: number;
    try {
      ({ version: next } = await save.mutateAsync(
        settingsToWire({ ...values, aiPreferences: settings.aiPreferences, version: basedOn }),
      ));
    } catch (e) {
      // Saved elsewhere since this page loaded them: everything typed stays, the dialog asks.
      if (await conflict.catchConflict(e)) return;
      logClientError(`settings save: ${(e as Error).message}`);
      setFailure(e);
      return;
    }
    setVersion(next);
    setSaved(values);
    reset(values);
    showToast(t.format('settings.saved'));
  };
  const conflict = useEditConflict<Settings>({
    loadTheirs: async () => {
      const brand = (await fetchSession(client)).brand;
      if (!brand) throw new Error('The session has no store any more');
      return settingsFromWire(brand);
    },
    onReload: (theirs) => {
      const values = valuesOf(theirs);
      setVersion(theirs.version);
      setSaved(values);
      reset(values);
      void client.sessionChanged();
    },
    onOverwrite: (theirs) => handleSubmit((values) => persist(values, theirs.version))(),
  });
  const submit = handleSubmit((values) => persist(values, version));
  const discard = () => reset(saved);
  const saveButton = (
    <Button isPending={save.isPending} isDisabled={!dirty} onPress={() => void submit()}>
      {t.format('settings.save')}
    </Button>
  );

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t.format('settings.title')}</h1>
      <form
        className={styles.sections}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (dirty) void submit();
        }}
      >
        <Section id="analytics" title={t.format('settings.analytics')}>
          <p className={styles.hint}>{t.format('settings.analyticsHint')}</p>
          <div className={styles.grid}>
            <Field
              control={control}
              name="facebookPixelId"
              label={t.format('settings.facebookPixelId')}
            />
            <Field
              control={control}
              name="googleAnalyticsId"
              label={t.format('settings.googleAnalyticsId')}
            />
          </div>
        </Section>
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
            <div className={styles.offer}>
              <p className={styles.hint}>{t.format('settings.trialEndedAi')}</p>
              <Button onPress={onTryForFree}>{t.format('settings.tryForFree')}</Button>
            </div>
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
        <Section id="ai-preferences" title={t.format('settings.aiPreferences')}>
          {trialEnded ? (
            <div className={styles.offer}>
              <p className={styles.hint}>{t.format('settings.trialEndedAi')}</p>
              <Button onPress={onTryForFree}>{t.format('settings.tryForFree')}</Button>
            </div>
          ) : (
            aiPreferences
          )}
        </Section>
        <Section id="utm" title={t.format('settings.utm')}>
          <p className={styles.hint}>{t.format('settings.utmHint')}</p>
          <div className={styles.grid}>
            {utmFields.map(([key, label]) => (
              <Field
                key={key}
                control={control}
                name={`utmParams.${key}`}
                label={t.format(label)}
              />
            ))}
          </div>
        </Section>
        <Section id="shipping-and-returns" title={t.format('settings.shipping')}>
          <Controller
            control={control}
            name="shippingAndReturnsUrl"
            render={({ field, fieldState }) => (
              <AriaTextField
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                isInvalid={fieldState.invalid}
                className={styles.field}
              >
                <Label className={styles.label}>{t.format('settings.shippingUrl')}</Label>
                <div className={styles.prefixed} dir="ltr">
                  <span className={styles.prefix} aria-hidden="true">
                    https://
                  </span>
                  <Input className={styles.prefixedInput} inputMode="url" autoComplete="off" />
                </div>
                <Text slot="description" className={styles.hint}>
                  {t.format('settings.shippingHint')}
                </Text>
                <FieldError className={styles.error}>
                  {fieldState.error?.message
                    ? t.format(messageKeys[fieldState.error.message as keyof typeof messageKeys])
                    : null}
                </FieldError>
              </AriaTextField>
            )}
          />
        </Section>
        <SaveStrip
          hasChanges={dirty}
          delay={0}
          onSave={submit}
          onDiscard={discard}
          message={t.format('settings.unsaved')}
          saveLabel={t.format('settings.save')}
          discardLabel={t.format('settings.discard')}
        />
        {saveActionTarget ? createPortal(saveButton, saveActionTarget) : null}
        {conflict.theirs !== null ? (
          <ConflictDialog
            {...conflict}
            title={t.format('settings.conflictTitle')}
            fields={conflictFields(t, getValues(), valuesOf(conflict.theirs))}
          />
        ) : null}
        <MessageDialog
          isOpen={failure != null}
          onClose={() => setFailure(null)}
          title={t.format('settings.saveFailed')}
          message={t.format(errorMessageKey(failure))}
        />
      </form>
      {/* Outside the settings form: it saves on its own calls and has a form of its own. */}
      {user.isAdmin ? <WebhooksSection client={client} businessId={businessId} /> : null}
    </div>
  );
}
