import {
  logClientError,
  themeFromWire,
  themeQueryOptions,
  useUpdateOptionMap,
  useUpdateTheme,
  type ApiClient,
  type StoredTheme,
  type UserDetails,
} from '@shoppable/api-client';
import {
  EditorForm,
  EditorFrame,
  EditorLoader,
  seededQuery,
  useEditorFrame,
} from '@shoppable/catalog';
import { appearanceSchema, hasChanges } from '@shoppable/domain';
import { ConfirmDialog, ToggleButton, formDraftKey, showToast, useIsPhone } from '@shoppable/ui';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useStrings } from '../intl';
import { LogoSection } from '../LogoSection';
import { LivePreview } from './LivePreview';
import { OptionsSection } from './OptionsSection';
import { PageSaveButton } from './PageSaveButton';
import { ThemeSections } from './ThemeSections';
import { conflictFields, type AppearanceValues } from './values';
import * as styles from './AppearancePage.css';

/** Props of AppearancePage. */
export interface AppearancePageProps {
  /** The signed-in admin (`useSession().user`): the saved theme, its version and the logo. */
  user: UserDetails;
  /** The API client (`useApiClient()`). */
  client: ApiClient;
  /** Called when the user has no store: the app redirects home (platform.md §2). */
  onNoStore: () => void;
  /**
   * Hears whether the page holds unsaved changes, so the app can ask before leaving (a router
   * blocker); closing the tab asks on its own (`beforeunload`).
   */
  onDirtyChange?: (isDirty: boolean) => void;
  /**
   * Where the phone top bar holds the page's Save button (as on the settings page: the fixed
   * bottom bars leave the save strip little room on a phone); the button is rendered into it,
   * enabled only while there are changes.
   */
  saveActionTarget?: Element | null;
}

/**
 * The appearance page at /admin/appearance (platform.md §2 "Appearance page", §4): the
 * theme form — store logo, checkout button, influencer display, promo code, add-to-cart button,
 * cart icon, product image corners, sales and discount strip, preorder text, product options —
 * beside a live phone preview that follows every edit (a toggle on phones). Every text/background
 * pair shows its WCAG contrast and, under 4.5:1, offers the nearest readable colour. Any edit shows
 * the save strip after ui's strip delay and enables the page's Save; Save writes the theme on its
 * version (a 409 opens the conflict dialog with everything kept), Discard restores the saved theme
 * exactly. Without a store it calls `onNoStore`.
 */
export function AppearancePage({ user, client, onNoStore, ...props }: AppearancePageProps) {
  const t = useStrings();
  const hasStore = user.businessId != null;
  // The logo saves on its own call; kept here, a conflict's Reload does not take it back.
  const [logoUrl, setLogoUrl] = useState(user.businessLogo);
  useEffect(() => {
    if (!hasStore) onNoStore();
  }, [hasStore, onNoStore]);
  if (!hasStore) return null;
  const businessId = user.businessId!;
  return (
    <EditorLoader
      query={seededQuery(themeQueryOptions(client, businessId), {
        theme: user.theme,
        version: user.themeVersion,
      })}
      title={t.format('page.title')}
      loadingLabel={t.format('page.loading')}
      loadFailed={t.format('page.loadFailed')}
    >
      {(stored) => (
        <AppearanceForm
          {...props}
          user={user}
          client={client}
          businessId={businessId}
          stored={stored ?? { theme: user.theme, version: user.themeVersion }}
          logoUrl={logoUrl}
          onLogoChange={setLogoUrl}
        />
      )}
    </EditorLoader>
  );
}

function AppearanceForm({
  user,
  client,
  businessId,
  stored,
  logoUrl,
  onLogoChange,
  onDirtyChange,
  saveActionTarget,
}: Omit<AppearancePageProps, 'onNoStore'> & {
  businessId: string;
  stored: StoredTheme;
  logoUrl: string | null;
  onLogoChange: (logoUrl: string | null) => void;
}) {
  const t = useStrings();
  const isPhone = useIsPhone();
  const [showPreview, setShowPreview] = useState(false);
  const [failed, setFailed] = useState(false);
  const updateTheme = useUpdateTheme(client, businessId);
  const updateOptionMap = useUpdateOptionMap(client, businessId);

  /** Writes what changed: the option map first (saving it again is harmless), then the theme. */
  const save = async (_: unknown, basedOn: number | null) => {
    const { theme, optionMap } = frame.form.getValues();
    const saved = frame.form.formState.defaultValues;
    if (optionMap !== null && hasChanges(saved?.optionMap ?? null, optionMap))
      await updateOptionMap.mutateAsync(optionMap);
    let next = { theme, version: basedOn ?? stored.version };
    if (hasChanges(saved?.theme, theme)) {
      const answer = await updateTheme.mutateAsync({ theme, version: next.version });
      next = {
        theme: { ...themeFromWire(answer.theme), isInitial: false },
        version: answer.version,
      };
    }
    return {
      version: next.version,
      done: () => {
        // The server may have changed what it stored (a strip with no sentence is off).
        frame.form.reset({ theme: next.theme, optionMap });
        showToast(t.format('page.saved'), { tone: 'success' });
      },
    };
  };

  const frame = useEditorFrame<AppearanceValues, StoredTheme>({
    defaultValues: { theme: stored.theme, optionMap: null },
    schema: appearanceSchema,
    version: stored.version,
    draftKey: formDraftKey('appearance', { businessId, username: user.username }, null),
    // A draft's option map applies only over a loaded map.
    restoreDraft: (draft, current) => ({
      theme: draft.theme,
      optionMap: current.optionMap === null ? null : (draft.optionMap ?? current.optionMap),
    }),
    onSave: save,
    onSaveError: (error) => {
      logClientError(`appearance save: ${String(error)}`);
      setFailed(true);
      return true;
    },
    name: 'appearance',
    onDirtyChange,
  });

  const preview = (
    <LivePreview
      client={client}
      businessId={businessId}
      username={user.username}
      businessName={user.businessName}
      logoUrl={logoUrl}
    />
  );

  return (
    <EditorFrame
      frame={frame}
      title={t.format('page.title')}
      description={t.format('page.description')}
      saveAction={saveActionTarget ? null : <PageSaveButton />}
      discardMessage={t.format('page.discardMessage')}
      conflictTitle={t.format('page.conflictTitle')}
      conflictFields={(mine, theirs) => conflictFields(t, mine.theme, theirs.theme)}
      saveFailedTitle={t.format('page.saveFailedTitle')}
      saveFailedMessage={() => t.format('page.saveFailedMessage')}
      saveStrip={{
        message: t.format('page.unsaved'),
        saveLabel: t.format('page.save'),
        discardLabel: t.format('page.discard'),
      }}
    >
      <div className={styles.columns}>
        {isPhone ? (
          // Outside the form: the previewed page holds forms of its own.
          <div className={styles.phonePreview}>
            <ToggleButton isSelected={showPreview} onChange={setShowPreview}>
              {t.format('page.showPreview')}
            </ToggleButton>
            {showPreview ? preview : null}
          </div>
        ) : null}
        <EditorForm className={styles.form}>
          <LogoSection
            client={client}
            businessId={businessId}
            logoUrl={logoUrl}
            onChange={onLogoChange}
          />
          <ThemeSections />
          <OptionsSection client={client} businessId={businessId} />
        </EditorForm>
        {!isPhone ? <div className={styles.preview}>{preview}</div> : null}
      </div>
      {saveActionTarget ? createPortal(<PageSaveButton />, saveActionTarget) : null}
      <ConfirmDialog
        isOpen={failed}
        onOpenChange={setFailed}
        title={t.format('page.saveFailedTitle')}
        message={t.format('page.saveFailedMessage')}
        confirmLabel={t.format('page.ok')}
        cancelLabel={t.format('logo.cancel')}
      />
    </EditorFrame>
  );
}
