import {
  logClientError,
  settingsQueryOptions,
  settingsToWire,
  useUpdateSettings,
  type ApiClient,
  type Settings,
  type UserDetails,
} from '@shoppable/api-client';
import {
  EditorForm,
  EditorFrame,
  EditorLoader,
  seededQuery,
  useEditorFrame,
  useEditorSave,
} from '@shoppable/catalog';
import { creationGate, settingsSchema } from '@shoppable/domain';
import { Button, formDraftKey, showToast } from '@shoppable/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFormState } from 'react-hook-form';
import { useStrings } from '../intl';
import { MessageDialog, errorMessageKey } from '../MessageDialog';
import { planStateOf } from '../Home';
import { WebhooksSection } from '../WebhooksSection';
import {
  AiPreferencesSection,
  AiTaggingSection,
  AnalyticsSection,
  AutoSwapSection,
  ShippingSection,
  UtmSection,
} from './SettingsSections';
import { conflictFields, valuesOf, type SettingsValues } from './values';
import * as styles from './SettingsPage.css';

export type { SettingsValues } from './values';

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
export function SettingsPage({ user, client, onNoStore, ...props }: SettingsPageProps) {
  const t = useStrings();
  const hasStore = user.businessId != null && user.settings != null;
  useEffect(() => {
    if (!hasStore) onNoStore();
  }, [hasStore, onNoStore]);
  if (!hasStore) return null;
  const businessId = user.businessId!;
  return (
    <EditorLoader
      query={seededQuery(settingsQueryOptions(client, businessId), user.settings!)}
      title={t.format('settings.title')}
      loadingLabel={t.format('settings.loading')}
      loadFailed={t.format('settings.loadFailed')}
    >
      {(settings) => (
        <SettingsForm
          {...props}
          user={user}
          client={client}
          businessId={businessId}
          settings={settings ?? user.settings!}
        />
      )}
    </EditorLoader>
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
  const [failure, setFailure] = useState<unknown>(null);
  const update = useUpdateSettings(client, businessId);
  const plan = planStateOf(user);
  const trialEnded = plan != null && creationGate(plan) === 'free-trial-dialog';

  const frame = useEditorFrame<SettingsValues, Settings>({
    defaultValues: valuesOf(settings),
    schema: settingsSchema,
    version: settings.version,
    draftKey: formDraftKey('settings', { businessId, username: user.username }, null),
    onSave: async (values, basedOn) => {
      const { version } = await update.mutateAsync(
        settingsToWire({ ...values, aiPreferences: settings.aiPreferences, version: basedOn! }),
      );
      return {
        version,
        done: () => {
          // The form shows what was saved: the checked values, trimmed.
          frame.form.reset(values);
          showToast(t.format('settings.saved'));
        },
      };
    },
    onSaveError: (error) => {
      logClientError(`settings save: ${(error as Error).message}`);
      setFailure(error);
      return true;
    },
    // The app's session takes their settings too.
    onReload: () => void client.sessionChanged(),
    name: 'settings',
  });

  return (
    <EditorFrame
      frame={frame}
      title={t.format('settings.title')}
      saveAction={null}
      discardMessage={t.format('settings.discardMessage')}
      conflictTitle={t.format('settings.conflictTitle')}
      conflictFields={(mine, theirs) => conflictFields(t, mine, valuesOf(theirs))}
      saveFailedTitle={t.format('settings.saveFailed')}
      saveFailedMessage={() => t.format('account.errorTitle')}
      saveStrip={{
        delay: 0,
        message: t.format('settings.unsaved'),
        saveLabel: t.format('settings.save'),
        discardLabel: t.format('settings.discard'),
      }}
    >
      <div className={styles.page}>
        <EditorForm className={styles.sections}>
          <AnalyticsSection />
          <AutoSwapSection />
          <AiTaggingSection
            hasVision={settings.productVisionConfigurations.isEnabled}
            trialEnded={trialEnded}
            onTryForFree={onTryForFree}
          />
          <AiPreferencesSection trialEnded={trialEnded} onTryForFree={onTryForFree}>
            {aiPreferences}
          </AiPreferencesSection>
          <UtmSection />
          <ShippingSection />
        </EditorForm>
        {saveActionTarget ? createPortal(<PhoneSaveButton />, saveActionTarget) : null}
        <MessageDialog
          isOpen={failure != null}
          onClose={() => setFailure(null)}
          title={t.format('settings.saveFailed')}
          message={t.format(errorMessageKey(failure))}
        />
        {/* Outside the settings form: it saves on its own calls and has a form of its own. */}
        {user.isAdmin ? <WebhooksSection client={client} businessId={businessId} /> : null}
      </div>
    </EditorFrame>
  );
}

/** The phone top bar's Save: enabled once something changed. */
function PhoneSaveButton() {
  const t = useStrings();
  const { save, isSaving } = useEditorSave();
  const { isDirty } = useFormState();
  return (
    <Button isPending={isSaving} isDisabled={!isDirty} onPress={save}>
      {t.format('settings.save')}
    </Button>
  );
}
