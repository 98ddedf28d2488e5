import {
  fetchSession,
  logClientError,
  themeFromWire,
  useEditConflict,
  useUpdateTheme,
  type ApiClient,
  type UserDetails,
} from '@shoppable/api-client';
import {
  hasChanges,
  type CartIcon,
  type ClientTheme,
  type ImageBorderRadius,
} from '@shoppable/domain';
import {
  Button,
  ConfirmDialog,
  ConflictDialog,
  Page,
  SaveStrip,
  useSaveStripShown,
  Section,
  Skeleton,
  Switch,
  ToggleButton,
  showToast,
  useIsPhone,
  useWarnBeforeUnload,
} from '@shoppable/ui';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { ButtonStyleSection, type ButtonStyle } from '../ButtonStyleSection';
import { ChoiceSection } from '../ChoiceSection';
import { useStrings, type AppearanceStrings } from '../intl';
import { LogoSection } from '../LogoSection';
import { OptionMapperSection } from '../OptionMapperSection';
import { AppearancePreview } from '../AppearancePreview';
import { PreorderSection } from '../PreorderSection';
import { StripSection } from '../StripSection';
import * as styles from './AppearancePage.css';
import { useOptionMapDraft } from './useOptionMapDraft';

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

type Link = ClientTheme['link'];
type Kind = 'checkoutButton' | 'addToCartButton' | 'promocodeButton';

const buttonOf = (link: Link, kind: Kind): ButtonStyle => ({
  shape: link[`${kind}Shape`],
  background: link[`${kind}BackgroundColor`],
  text: link[`${kind}FontColor`],
  border: link[`${kind}BorderColor`],
  ...(kind === 'promocodeButton' ? { shadow: link.isPromocodeShadowShown } : {}),
});

const withButton = (link: Link, kind: Kind, b: ButtonStyle): Link => ({
  ...link,
  [`${kind}Shape`]: b.shape,
  [`${kind}BackgroundColor`]: b.background,
  [`${kind}FontColor`]: b.text,
  [`${kind}BorderColor`]: b.border,
  ...(kind === 'promocodeButton' ? { isPromocodeShadowShown: b.shadow ?? false } : {}),
});

/** Both sides of a theme conflict, labelled as the page labels them. */
function conflictFields(t: AppearanceStrings, mine: ClientTheme, theirs: ClientTheme) {
  const pair = (label: string, of: (theme: ClientTheme) => string | boolean) => {
    const show = (v: string | boolean) => (typeof v === 'boolean' ? (v ? '✓' : '✗') : v);
    return { label, mine: show(of(mine)), theirs: show(of(theirs)) };
  };
  const button = (kind: Kind, title: string) => [
    pair(`${title}: ${t.format('button.shape')}`, (v) =>
      t.format(`button.${v.link[`${kind}Shape`]}`),
    ),
    pair(`${title}: ${t.format('button.background')}`, (v) => v.link[`${kind}BackgroundColor`]),
    pair(`${title}: ${t.format('button.text')}`, (v) => v.link[`${kind}FontColor`]),
    pair(`${title}: ${t.format('button.border')}`, (v) => v.link[`${kind}BorderColor`]),
  ];
  return [
    ...button('checkoutButton', t.format('checkout.title')),
    ...button('addToCartButton', t.format('addToCart.title')),
    ...button('promocodeButton', t.format('promo.title')),
    pair(t.format('button.shadow'), (v) => v.link.isPromocodeShadowShown),
    pair(t.format('influencer.toggle'), (v) => v.link.isInfluencerShown),
    pair(t.format('cart.title'), (v) => t.format(`cart.${v.link.cartButtonImage}`)),
    pair(t.format('corners.title'), (v) =>
      t.format(`corners.${v.productImageStyle.imageBorderRadius}`),
    ),
    pair(t.format('strip.toggle'), (v) => v.salesAndDiscountStrip.isSalesAndDiscountStripShown),
    pair(t.format('strip.sentence1'), (v) => v.salesAndDiscountStrip.sentence1),
    pair(t.format('strip.sentence2'), (v) => v.salesAndDiscountStrip.sentence2),
    pair(t.format('strip.background'), (v) => v.salesAndDiscountStrip.backgroundColor),
    pair(t.format('strip.text'), (v) => v.salesAndDiscountStrip.fontColor),
    pair(t.format('preorder.toggle'), (v) => v.inventorySettings.isPreorderTextShown),
    pair(t.format('preorder.text'), (v) => v.inventorySettings.preorderText),
  ];
}

/**
 * The appearance page at /admin/appearance (platform.md §2 "Appearance page", §4): the
 * theme form — store logo, checkout button, influencer display, promo code, add-to-cart button,
 * cart icon, product image corners, sales and discount strip, preorder text — beside a live phone
 * preview that follows every edit (a toggle on phones). Every text/background pair shows its WCAG
 * contrast and, under 4.5:1, offers the nearest readable colour. Any edit shows the save strip
 * after 500 ms; Save writes the theme on its version (a 409 opens the conflict dialog with
 * everything kept), Discard restores the saved theme exactly. Without a store it calls `onNoStore`.
 */
export function AppearancePage({
  user,
  client,
  onNoStore,
  onDirtyChange,
  saveActionTarget,
}: AppearancePageProps) {
  const hasStore = user.businessId != null;
  useEffect(() => {
    if (!hasStore) onNoStore();
  }, [hasStore, onNoStore]);
  if (!hasStore) return null;
  return (
    <AppearanceForm
      user={user}
      client={client}
      businessId={user.businessId!}
      onDirtyChange={onDirtyChange}
      saveActionTarget={saveActionTarget}
    />
  );
}

function AppearanceForm({
  user,
  client,
  businessId,
  onDirtyChange,
  saveActionTarget,
}: Omit<AppearancePageProps, 'onNoStore'> & { businessId: string }) {
  const t = useStrings();
  const isPhone = useIsPhone();
  const [saved, setSaved] = useState<ClientTheme>(user.theme);
  const [theme, setTheme] = useState<ClientTheme>(user.theme);
  const [version, setVersion] = useState(user.themeVersion);
  const [logoUrl, setLogoUrl] = useState(user.businessLogo);
  const [showPreview, setShowPreview] = useState(false);
  const [failed, setFailed] = useState(false);
  const save = useUpdateTheme(client, businessId);
  const options = useOptionMapDraft(client, businessId);
  const dirty = hasChanges(saved, theme) || options.isDirty;
  const isSaving = save.isPending || options.isSaving;
  const stripShown = useSaveStripShown(dirty);

  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  useWarnBeforeUnload(dirty);

  /** Writes what changed: the theme (on its version) and the option map. */
  const persist = async (draft: ClientTheme, basedOn: number) => {
    try {
      if (hasChanges(saved, draft)) {
        const answer = await save.mutateAsync({ theme: draft, version: basedOn });
        const stored = { ...themeFromWire(answer.theme), isInitial: false };
        setVersion(answer.version);
        setSaved(stored);
        setTheme(stored);
      }
      await options.save();
    } catch (error) {
      // Saved elsewhere since this page loaded it: everything edited stays, the dialog asks.
      if (await conflict.catchConflict(error)) return;
      logClientError(`appearance save: ${String(error)}`);
      setFailed(true);
      return;
    }
    showToast(t.format('page.saved'), { tone: 'success' });
  };
  const conflict = useEditConflict<{ theme: ClientTheme; version: number }>({
    loadTheirs: async () => {
      const brand = (await fetchSession(client)).brand;
      if (!brand) throw new Error('The session has no store any more');
      return { theme: themeFromWire(brand.theme), version: brand.theme_version };
    },
    onReload: (theirs) => {
      setVersion(theirs.version);
      setSaved(theirs.theme);
      setTheme(theirs.theme);
    },
    onOverwrite: (theirs) => persist(theme, theirs.version),
  });

  const link = theme.link;
  const setLink = (next: Link) => setTheme({ ...theme, link: next });
  const button = (kind: Kind, id: string, title: string) => (
    <ButtonStyleSection
      id={id}
      title={title}
      value={buttonOf(link, kind)}
      onChange={(b) => setLink(withButton(link, kind, b))}
    />
  );

  const preview = (
    <AppearancePreview
      client={client}
      businessId={businessId}
      username={user.username}
      businessName={user.businessName}
      theme={theme}
      logoUrl={logoUrl}
      optionMap={options.map}
    />
  );

  // The page's own Save (platform.md §2): enabled only once the save strip shows; on phones the
  // host puts it in its top bar.
  const pageSave = (
    <Button
      aria-label={t.format('page.saveAppearance')}
      isPending={isSaving}
      isDisabled={!stripShown}
      onPress={() => void persist(theme, version)}
    >
      {t.format('page.save')}
    </Button>
  );

  return (
    <Page
      title={t.format('page.title')}
      description={t.format('page.description')}
      actions={saveActionTarget ? undefined : pageSave}
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
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (dirty) void persist(theme, version);
          }}
        >
          <LogoSection
            client={client}
            businessId={businessId}
            logoUrl={logoUrl}
            onChange={setLogoUrl}
          />
          {button('checkoutButton', 'checkout', t.format('checkout.title'))}
          <Section id="influencer" title={t.format('influencer.title')}>
            <Switch
              isSelected={link.isInfluencerShown}
              onChange={(isInfluencerShown) => setLink({ ...link, isInfluencerShown })}
            >
              {t.format('influencer.toggle')}
            </Switch>
          </Section>
          {button('promocodeButton', 'promo-code', t.format('promo.title'))}
          {button('addToCartButton', 'add-to-cart', t.format('addToCart.title'))}
          <ChoiceSection<CartIcon>
            id="cart-icon"
            title={t.format('cart.title')}
            value={link.cartButtonImage}
            onChange={(cartButtonImage) => setLink({ ...link, cartButtonImage })}
            options={(['cart1', 'cart2', 'cart3'] as const).map((value) => ({
              value,
              label: t.format(`cart.${value}`),
            }))}
          />
          <ChoiceSection<ImageBorderRadius>
            id="image-corners"
            title={t.format('corners.title')}
            value={theme.productImageStyle.imageBorderRadius}
            onChange={(imageBorderRadius) =>
              setTheme({ ...theme, productImageStyle: { imageBorderRadius } })
            }
            options={(['0px', '6px', '10px'] as const).map((value) => ({
              value,
              label: t.format(`corners.${value}`),
            }))}
          />
          <StripSection
            value={theme.salesAndDiscountStrip}
            onChange={(salesAndDiscountStrip) => setTheme({ ...theme, salesAndDiscountStrip })}
          />
          <PreorderSection
            value={theme.inventorySettings}
            onChange={(inventorySettings) => setTheme({ ...theme, inventorySettings })}
          />
          <Section
            id="product-options"
            title={t.format('options.title')}
            description={t.format('options.description')}
          >
            {options.query.isPending ? (
              <Skeleton lines={3} />
            ) : options.query.isError ? (
              <div role="alert" className={styles.optionsError}>
                <p>{t.format('options.loadFailed')}</p>
                <Button variant="secondary" onPress={() => void options.query.refetch()}>
                  {t.format('options.retry')}
                </Button>
              </div>
            ) : (
              <div className={styles.options}>
                {Object.entries(options.map ?? {}).map(([name, option]) => (
                  <OptionMapperSection
                    key={`${options.revision}:${name}`}
                    name={name}
                    option={option}
                    onTypeChange={(type) => options.setType(name, type)}
                    onValueChange={(value, input) => options.setValue(name, value, input)}
                  />
                ))}
              </div>
            )}
          </Section>
        </form>
        {!isPhone ? <div className={styles.preview}>{preview}</div> : null}
      </div>
      <SaveStrip
        hasChanges={dirty}
        isPending={isSaving}
        onSave={() => persist(theme, version)}
        onDiscard={() => {
          setTheme(saved);
          void options.discard();
        }}
        message={t.format('page.unsaved')}
        saveLabel={t.format('page.save')}
        discardLabel={t.format('page.discard')}
      />
      {saveActionTarget ? createPortal(pageSave, saveActionTarget) : null}
      {conflict.theirs !== null ? (
        <ConflictDialog
          {...conflict}
          title={t.format('page.conflictTitle')}
          fields={conflictFields(t, theme, conflict.theirs.theme)}
        />
      ) : null}
      <ConfirmDialog
        isOpen={failed}
        onOpenChange={setFailed}
        title={t.format('page.saveFailedTitle')}
        message={t.format('page.saveFailedMessage')}
        confirmLabel={t.format('page.ok')}
        cancelLabel={t.format('logo.cancel')}
      />
    </Page>
  );
}
