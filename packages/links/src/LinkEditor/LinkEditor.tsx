import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  linkFormFromWire,
  linkFormToWire,
  linkQueryOptions,
  logClientError,
  requestFailureOf,
  useCreateLink,
  useEditConflict,
  useEditLink,
  useUploadImage,
  type ApiClient,
  type Link,
  type LinkForm,
  type RequestFailure,
  type SelectedOptions,
  type UtmParams,
} from '@shoppable/api-client';
import { AddProductsDialog } from '@shoppable/catalog';
import { LinkPreview } from '@shoppable/link-preview';
import {
  canSaveLink,
  defaultShoppingUrl,
  hasBlobImages,
  LIMITS,
  linkSchema,
  SELECTION_RULES,
  type Role,
} from '@shoppable/domain';
import {
  Button,
  ConfirmDialog,
  ConflictDialog,
  DraftRestorePrompt,
  FileTrigger,
  formDraftKey,
  ImageCropDialog,
  Page,
  PhoneFrame,
  ProgressBar,
  showToast,
  Skeleton,
  TextArea,
  TextField,
  useFormDraft,
  useIsPhone,
  useWarnBeforeUnload,
} from '@shoppable/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { useLocale } from 'react-aria-components';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { InfluencerField } from '../InfluencerField';
import { fill, useStrings } from '../intl';
import { UtmSection, utmConflictFields, utmValues, type UtmValues } from '../UtmSection';
import * as styles from './LinkEditor.css';

/** A product of the editor: its inventory id (`id`), product id and title. */
interface EditorProduct {
  id: string;
  productId: string;
  title: string;
  /** Known once picked in this session; the live preview shows it. */
  imageUrl?: string | null;
  /** Known once picked in this session; the live preview offers them. */
  options?: { name: string; values: string[] }[];
}

/** The editor's form values. */
interface LinkEditorValues {
  images: { id: string; src: string }[];
  description: string;
  promocode: string;
  products: EditorProduct[];
  shoppingRedirectUrl: string;
  influencerUsername: string;
  utmParams: UtmValues;
  selectedOptions: SelectedOptions;
}

/** Props of LinkEditor. */
export interface LinkEditorProps {
  /** The API client (`useApiClient()` in the app). */
  client: ApiClient;
  /** The signed-in user's business. */
  businessId: string;
  /** The link to edit; without it the editor creates one. */
  linkId?: string;
  /** The business currency, for a new link. */
  currency: string;
  /** The business domain: an empty shopping redirect URL becomes `https://{domain}` (content.md §4). */
  businessDomain: string;
  /** Admins pick an influencer and set UTM values; influencers' own username is fixed. */
  viewerRole: Role;
  /** The signed-in influencer's username (influencers only). */
  ownUsername?: string;
  /** The UTM values of the user's settings: a new link starts with them (content.md §4). */
  defaultUtm?: UtmParams;
  /** Leaves the editor (after the discard confirmation when there are changes). */
  onBack: () => void;
  /** Called with the created link (the app goes to the links list). */
  onCreated: (link: Link) => void;
  /** Called with the updated link after the 'changes saved' message. */
  onSaved: (link: Link) => void;
  /** The business's name, the heading of the live preview. */
  businessName?: string;
  /** Reports whether there are unsaved changes, for the app's navigation blocker. */
  onDirtyChange?: (isDirty: boolean) => void;
  /**
   * Products a new link starts with (create mode only; at most 15 are taken): a trend's
   * combination, Magic Store's finds. The editor opens with them chosen, Save enabled.
   */
  initialProducts?: readonly InitialProduct[];
  /** Cover images a new link starts with (create mode only): Magic Store's media. */
  initialImages?: readonly string[];
}

/** A product a new link starts with: its inventory id (what a link is made of), product id and title. */
export interface InitialProduct {
  inventoryId: string;
  productId: string;
  title: string;
  /** Shown by the live preview when given. */
  imageUrl?: string | null;
}

function valuesOf(form: LinkForm | null, defaults: { utm: UtmValues; influencer: string }) {
  return {
    images: (form?.images ?? []).map((i) => ({ id: i.id ?? '', src: i.src })),
    description: form?.description ?? '',
    promocode: form?.promocode ?? '',
    products: (form?.products ?? []).map((p) => ({
      id: p.inventoryId,
      productId: p.productId,
      title: p.title,
    })),
    shoppingRedirectUrl: form?.shoppingRedirectUrl ?? '',
    influencerUsername: form?.influencerUsername ?? defaults.influencer,
    utmParams: form ? utmValues(form.utmParams) : defaults.utm,
    selectedOptions: form?.selectedOptions ?? {},
  } satisfies LinkEditorValues;
}

/**
 * The Instant editor in create and edit modes (content.md §2, §4, §5): description with a
 * counter, promocode (at most 20), 1 to 15 products with their chosen options, the shopping
 * redirect URL (the business domain when empty), the influencer (admins pick an active one, which
 * fills the promocode, locked once saved; an influencer's own name is fixed) and the UTM values
 * (admins; the switch starts on when a value exists, off clears all five). Save is enabled only
 * when something changed and there is at least one product; Back with changes asks first.
 */
export function LinkEditor(props: LinkEditorProps) {
  const { client, businessId, linkId } = props;
  const strings = useStrings();
  const link = useQuery({
    ...linkQueryOptions(client, businessId, linkId ?? ''),
    enabled: linkId !== undefined,
  });
  // content.md §8: a link load failure is logged and leaves the editor.
  const leaveAfterFailure = useEffectEvent((error: unknown) => {
    logClientError(`link load ${linkId ?? ''} failed: ${String(error)}`);
    props.onBack();
  });
  const loadError = link.isError ? link.error : null;
  useEffect(() => {
    if (loadError !== null) leaveAfterFailure(loadError);
  }, [loadError]);
  // A conflict's Reload starts the form over from the current version (now in the query cache).
  const [generation, setGeneration] = useState(0);
  if (linkId !== undefined && link.isPending) {
    return (
      <Page title={strings.format('editor.editTitle')}>
        <div aria-busy="true" className={styles.form}>
          <Skeleton shape="rect" inlineSize="100%" blockSize={120} />
          <Skeleton shape="rect" inlineSize="100%" blockSize={48} />
        </div>
      </Page>
    );
  }
  if (linkId !== undefined && link.isError) {
    return (
      <Page title={strings.format('editor.editTitle')}>
        <p role="alert">{strings.format('editor.loadError')}</p>
        <Button variant="secondary" onPress={props.onBack}>
          {strings.format('editor.back')}
        </Button>
      </Page>
    );
  }
  return (
    <LinkEditorForm
      key={generation}
      {...props}
      original={link.data ? linkFormFromWire(link.data) : null}
      onReload={() => setGeneration((n) => n + 1)}
    />
  );
}

/** The values of the editor as the conflict dialog compares them, labelled as the form labels them. */
function conflictFields(
  strings: ReturnType<typeof useStrings>,
  mine: LinkEditorValues,
  theirs: LinkEditorValues,
) {
  const text = (values: LinkEditorValues) => ({
    description: values.description,
    promocode: values.promocode,
    products: values.products.map((p) => p.title).join(', '),
    images: values.images.map((i) => i.src).join(', '),
    url: values.shoppingRedirectUrl,
    influencer: values.influencerUsername,
  });
  const [a, b] = [text(mine), text(theirs)];
  return [
    { label: strings.format('editor.images'), mine: a.images, theirs: b.images },
    { label: strings.format('editor.description'), mine: a.description, theirs: b.description },
    { label: strings.format('editor.promocode'), mine: a.promocode, theirs: b.promocode },
    { label: strings.format('editor.productsLabel'), mine: a.products, theirs: b.products },
    { label: strings.format('editor.shoppingUrl'), mine: a.url, theirs: b.url },
    { label: strings.format('influencerField.label'), mine: a.influencer, theirs: b.influencer },
    ...utmConflictFields(strings, mine.utmParams, theirs.utmParams),
  ];
}

function LinkEditorForm({
  client,
  businessId,
  currency,
  businessDomain,
  viewerRole,
  ownUsername = '',
  defaultUtm,
  onBack,
  onCreated,
  onSaved,
  onDirtyChange,
  businessName = '',
  original,
  initialProducts,
  initialImages,
  onReload,
}: LinkEditorProps & { original: LinkForm | null; onReload: () => void }) {
  const strings = useStrings();
  const isAdmin = viewerRole === 'admin';
  const isEdit = original !== null;
  const defaults = valuesOf(original, {
    utm: utmValues(isEdit ? null : defaultUtm),
    influencer: isAdmin ? '' : ownUsername,
  });
  const { control, handleSubmit, getValues, setValue, reset, formState } =
    useForm<LinkEditorValues>({
      defaultValues: defaults,
      mode: 'onChange',
      resolver: valibotResolver(linkSchema) as never,
    });
  const products = useWatch({ control, name: 'products' });
  const [picking, setPicking] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [saveError, setSaveError] = useState(false);
  const [saveFailure, setSaveFailure] = useState<RequestFailure>('server');
  const [uploadError, setUploadError] = useState(false);
  const [cropSrc, setCropSrc] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const images = useWatch({ control, name: 'images' });
  const description = useWatch({ control, name: 'description' });
  const promocode = useWatch({ control, name: 'promocode' });
  const { locale } = useLocale();
  const isPhone = useIsPhone();
  const upload = useUploadImage(client);
  const create = useCreateLink(client);
  const edit = useEditLink(client);
  const saving = create.isPending || edit.isPending;
  const queryClient = useQueryClient();
  // The version the values were loaded at: an edit sends it (DESIGN.md §4). Kept apart from the
  // query, so that a background refetch of a newer version never makes a stale edit look fresh.
  const [version, setVersion] = useState(original?.version ?? null);
  const conflict = useEditConflict<Link>({
    loadTheirs: () =>
      queryClient.fetchQuery({
        ...linkQueryOptions(client, businessId, original?.linkId ?? ''),
        staleTime: 0,
      }),
    onReload: () => {
      // Reload discards mine for theirs: the draft of mine goes too.
      draft.clear();
      onReload();
    },
    onOverwrite: (theirs) => persist(theirs.version),
  });
  const influencerLocked = (original?.influencerUsername ?? '') !== '';
  const isDirty = formState.isDirty;
  const typed = useWatch({ control });
  // DESIGN.md §4: what is typed survives a reload, a crash or a failed save.
  const draft = useFormDraft({
    storageKey: formDraftKey('instant', { businessId, username: ownUsername }, original?.linkId),
    values: typed,
    isDirty,
    onRestore: (values) => {
      const restored = values as LinkEditorValues;
      // An image still uploading when the page went away is gone with it.
      const images = restored.images.filter((i) => !hasBlobImages([i]));
      reset({ ...restored, images }, { keepDefaultValues: true });
    },
  });

  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  // A new link started with products (a trend's quick link, Magic Store's finds): they are
  // chosen, and the form is dirty so Save is enabled and leaving asks first. Magic Store's media
  // is the cover.
  const prefill = useEffectEvent(() => {
    if (isEdit) return;
    if (initialImages && initialImages.length > 0) {
      const images = initialImages.map((src) => ({ id: '', src }));
      setValue('images', images, { shouldDirty: true });
    }
    if (!initialProducts || initialProducts.length === 0) return;
    const chosen = initialProducts.slice(0, SELECTION_RULES.linkProducts.max).map((p) => ({
      id: p.inventoryId,
      productId: p.productId,
      title: p.title,
      imageUrl: p.imageUrl ?? null,
    }));
    setValue('products', chosen, { shouldDirty: true, shouldValidate: true });
  });
  useEffect(() => prefill(), []);
  useWarnBeforeUnload(isDirty);

  /** Saves the form; an edit is based on `basedOn` (the loaded version, or theirs on Overwrite). */
  const persist = (basedOn: number | null) => handleSubmit((parsed) => submit(parsed, basedOn))();
  const save = () => persist(version);

  const submit = async (parsed: LinkEditorValues, basedOn: number | null) => {
    const raw = getValues();
    // content.md §4: a local (blob:) image blocks the save with the upload-error dialog.
    if (hasBlobImages(raw.images)) {
      setUploadError(true);
      return;
    }
    const form: LinkForm = {
      linkId: original?.linkId ?? null,
      linkType: 'LOOK',
      images: raw.images.map((i) => ({ src: i.src, id: i.id === '' ? null : i.id })),
      description: parsed.description,
      currency: original?.currency ?? currency,
      analytics: original?.analytics ?? {
        views: 0,
        checkouts: 0,
        revenue: 0,
        checkoutRequests: 0,
      },
      promocode: parsed.promocode,
      products: raw.products.map((p) => ({
        productId: p.productId,
        inventoryId: p.id,
        title: p.title,
      })),
      collections: original?.collections ?? [],
      preferedSearchProductIds: [],
      title: original?.title ?? '',
      shoppingRedirectUrl: defaultShoppingUrl(parsed.shoppingRedirectUrl, businessDomain),
      influencerUsername: raw.influencerUsername === '' ? null : raw.influencerUsername,
      utmParams: raw.utmParams,
      selectedOptions: raw.selectedOptions,
      version: basedOn,
    };
    const payload = linkFormToWire(form, businessId);
    try {
      if (original?.linkId && basedOn !== null) {
        const updated = await edit.mutateAsync({ id: original.linkId, version: basedOn, payload });
        setVersion(updated.version);
        reset(getValues());
        draft.clear();
        showToast(strings.format('editor.saved'), { tone: 'success' });
        onSaved(updated);
      } else {
        const created = await create.mutateAsync(payload);
        reset(getValues());
        draft.clear();
        onCreated(created);
      }
    } catch (error) {
      // An edit saved elsewhere since it was loaded: everything typed stays, the dialog asks (a
      // create's 409, e.g. a taken id, is an ordinary failure).
      if (isEdit && (await conflict.catchConflict(error))) return;
      logClientError(`link save failed: ${String(error)}`);
      setSaveFailure(requestFailureOf(error));
      setSaveError(true);
    }
  };

  const addCropped = async (blob: Blob) => {
    const local = URL.createObjectURL(blob);
    const withLocal = [...getValues('images'), { id: '', src: local }];
    setValue('images', withLocal, { shouldDirty: true });
    setProgress(0);
    try {
      const url = await upload.mutateAsync({
        file: blob,
        onProgress: (p) => setProgress(p.percent),
      });
      setValue(
        'images',
        getValues('images').map((i) => (i.src === local ? { id: '', src: url } : i)),
        { shouldDirty: true },
      );
    } catch (error) {
      // content.md §8: an image upload failure is only logged; the local image stays and blocks Save.
      logClientError(`image upload failed: ${String(error)}`);
    } finally {
      setProgress(null);
    }
  };

  const canSave =
    formState.isValid && canSaveLink({ modified: isDirty, productCount: products.length, saving });

  return (
    <Page
      title={strings.format(isEdit ? 'editor.editTitle' : 'editor.createTitle')}
      back={
        <Button variant="plain" onPress={() => (isDirty ? setConfirmDiscard(true) : onBack())}>
          {strings.format('editor.back')}
        </Button>
      }
      actions={
        <Button onPress={() => void save()} isDisabled={!canSave} isPending={saving}>
          {strings.format(isEdit ? 'editor.save' : 'editor.create')}
        </Button>
      }
    >
      <DraftRestorePrompt draft={draft} />
      <div className={styles.columns}>
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            if (canSave) void save();
          }}
        >
          <section aria-labelledby="link-editor-images" className={styles.products}>
            <div className={styles.productsHeader}>
              <h2 id="link-editor-images" className={styles.heading}>
                {strings.format('editor.images')}
              </h2>
              <FileTrigger
                acceptedFileTypes={['image/png', 'image/jpeg', 'image/gif', 'image/webp']}
                maxFileSize={10 * 1024 * 1024}
                size="sm"
                showLimits={false}
                isDisabled={progress !== null}
                onSelect={([file]) => {
                  if (file) setCropSrc(URL.createObjectURL(file));
                }}
              >
                {strings.format('editor.addImage')}
              </FileTrigger>
            </div>
            {progress !== null ? (
              <ProgressBar label={strings.format('editor.uploading')} value={progress} showValue />
            ) : null}
            {images.length > 0 ? (
              <ul className={styles.images}>
                {images.map((image, index) => (
                  <li key={image.src} className={styles.imageItem}>
                    <img className={styles.thumb} src={image.src} alt="" />
                    <Button
                      variant="plain"
                      size="sm"
                      aria-label={fill(strings.format('editor.removeImage'), { index: index + 1 })}
                      onPress={() =>
                        setValue(
                          'images',
                          images.filter((i) => i.src !== image.src),
                          { shouldDirty: true },
                        )
                      }
                    >
                      {strings.format('editor.remove')}
                    </Button>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
          <Controller
            control={control}
            name="description"
            render={({ field, fieldState }) => (
              <TextArea
                label={strings.format('editor.description')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                maxLength={LIMITS.linkDescriptionMax}
                isInvalid={fieldState.invalid}
                errorMessage={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="promocode"
            render={({ field, fieldState }) => (
              <TextField
                label={strings.format('editor.promocode')}
                description={fill(strings.format('editor.promocodeHelp'), {
                  max: LIMITS.promocodeMax,
                })}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                isInvalid={fieldState.invalid}
                errorMessage={fieldState.error?.message}
              />
            )}
          />
          <section aria-labelledby="link-editor-products" className={styles.products}>
            <div className={styles.productsHeader}>
              <h2 id="link-editor-products" className={styles.heading}>
                {fill(strings.format('editor.products'), {
                  count: products.length,
                  max: LIMITS.linkProducts.max,
                })}
              </h2>
              <Button variant="secondary" size="sm" onPress={() => setPicking(true)}>
                {strings.format('editor.addProducts')}
              </Button>
            </div>
            {products.length === 0 ? (
              <p className={styles.hint}>{strings.format('editor.noProducts')}</p>
            ) : (
              <ul className={styles.productList}>
                {products.map((p) => (
                  <li key={p.id} className={styles.productRow}>
                    <span>{p.title}</span>
                    <Button
                      variant="plain"
                      size="sm"
                      aria-label={fill(strings.format('editor.removeProduct'), { title: p.title })}
                      onPress={() =>
                        setValue(
                          'products',
                          products.filter((x) => x.id !== p.id),
                          { shouldDirty: true, shouldValidate: true },
                        )
                      }
                    >
                      {strings.format('editor.remove')}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <Controller
            control={control}
            name="shoppingRedirectUrl"
            render={({ field, fieldState }) => (
              <TextField
                label={strings.format('editor.shoppingUrl')}
                description={fill(strings.format('editor.shoppingUrlHelp'), {
                  url: defaultShoppingUrl('', businessDomain),
                })}
                type="url"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                isInvalid={fieldState.invalid}
                errorMessage={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="influencerUsername"
            render={({ field }) => (
              <InfluencerField
                client={client}
                businessId={businessId}
                viewerRole={viewerRole}
                ownUsername={ownUsername}
                value={field.value}
                isLocked={influencerLocked}
                onChange={(username, code) => {
                  field.onChange(username);
                  // content.md §4: picking an influencer fills the promocode from them.
                  if (code !== null) {
                    setValue('promocode', code, { shouldDirty: true, shouldValidate: true });
                  }
                }}
              />
            )}
          />
          {isAdmin ? (
            <Controller
              control={control}
              name="utmParams"
              render={({ field }) => <UtmSection value={field.value} onChange={field.onChange} />}
            />
          ) : null}
        </form>
        {isPhone ? null : (
          // Not a landmark: the link page inside has its own main landmark.
          <div className={styles.preview}>
            <PhoneFrame>
              <LinkPreview
                locale={locale === 'he-IL' ? 'he-IL' : 'en-US'}
                page={{
                  businessName: businessName || strings.format('editor.yourStore'),
                  description,
                  images: images.map((i) => i.src),
                  promocode: promocode.trim() === '' ? null : promocode.trim(),
                  products: products.map((p) => ({
                    inventoryId: p.id,
                    title: p.title,
                    imageUrl: p.imageUrl ?? null,
                    quantity: 1,
                    options: p.options ?? [],
                    selected: getValues('selectedOptions')[p.id] ?? null,
                  })),
                }}
              />
            </PhoneFrame>
          </div>
        )}
      </div>
      <AddProductsDialog
        isOpen={picking}
        onOpenChange={setPicking}
        client={client}
        businessId={businessId}
        rule={SELECTION_RULES.linkProducts}
        confirmLabel={isEdit ? undefined : strings.format('editor.next')}
        allowColorOptions
        defaultSelectedKeys={products.map((p) => p.id)}
        defaultSelectedOptions={getValues('selectedOptions')}
        onConfirm={(selection) => {
          const known = new Map(products.map((p) => [p.id, p]));
          const loaded = new Map(selection.products.map((p) => [p.id, p]));
          const next = selection.keys.flatMap((key) => {
            const p = loaded.get(key);
            if (p) {
              return [
                {
                  id: p.id,
                  productId: p.productId,
                  title: p.title,
                  imageUrl: p.imageUrl,
                  options: p.options.map((o) => ({ name: o.name, values: o.values })),
                },
              ];
            }
            const kept = known.get(key);
            return kept ? [kept] : [];
          });
          setValue('products', next, { shouldDirty: true, shouldValidate: true });
          setValue('selectedOptions', selection.selectedOptions, { shouldDirty: true });
        }}
      />
      <ConfirmDialog
        isOpen={confirmDiscard}
        onOpenChange={setConfirmDiscard}
        title={strings.format('editor.discardTitle')}
        message={strings.format('editor.discardMessage')}
        confirmLabel={strings.format('editor.discard')}
        cancelLabel={strings.format('editor.keepEditing')}
        tone="critical"
        onConfirm={() => {
          draft.clear();
          onBack();
        }}
      />
      {cropSrc !== null ? (
        <ImageCropDialog
          isOpen
          onOpenChange={(open) => {
            if (!open) setCropSrc(null);
          }}
          src={cropSrc}
          onCrop={(blob) => {
            setCropSrc(null);
            void addCropped(blob);
          }}
        />
      ) : null}
      <ConfirmDialog
        isOpen={uploadError}
        onOpenChange={setUploadError}
        title={strings.format('editor.uploadErrorTitle')}
        message={strings.format('editor.uploadErrorMessage')}
        confirmLabel={strings.format('editor.close')}
      />
      {conflict.theirs !== null ? (
        <ConflictDialog
          {...conflict}
          title={strings.format('editor.conflictTitle')}
          fields={conflictFields(
            strings,
            getValues(),
            valuesOf(linkFormFromWire(conflict.theirs), { utm: utmValues(null), influencer: '' }),
          )}
        />
      ) : null}
      <ConfirmDialog
        isOpen={saveError}
        onOpenChange={setSaveError}
        title={strings.format('editor.saveErrorTitle')}
        message={strings.format('editor.saveErrorMessage', {
          why: strings.format(`saveFailure.${saveFailure}` as const),
        })}
        confirmLabel={strings.format('editor.close')}
      />
    </Page>
  );
}
