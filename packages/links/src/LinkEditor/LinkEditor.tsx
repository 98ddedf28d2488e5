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
  type ApiClient,
  type Link,
  type LinkForm,
  type RequestFailure,
  type UtmParams,
} from '@shoppable/api-client';
import {
  defaultShoppingUrl,
  hasBlobImages,
  linkSchema,
  SELECTION_RULES,
  type Role,
} from '@shoppable/domain';
import {
  Button,
  ConfirmDialog,
  ConflictDialog,
  formDraftKey,
  Page,
  showToast,
  Skeleton,
  useIsPhone,
  type FormDraft,
} from '@shoppable/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useStrings } from '../intl';
import { utmConflictFields, utmValues, type UtmValues } from '../UtmSection';
import { DeliveryFields } from './DeliveryFields';
import { DescriptionFields } from './DescriptionFields';
import { BackButton, EditorForm, SaveButton } from './EditorControls';
import { ImagesSection } from './ImagesSection';
import { ProductsSection } from './ProductsSection';
import { UnsavedChanges } from './UnsavedChanges';
import { EditorPreview } from './EditorPreview';
import type { LinkEditorValues } from './values';
import * as styles from './LinkEditor.css';

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

/**
 * The editor's composition: the form, its save and the dialogs of the whole form. It subscribes
 * to no value itself: each section follows its own fields, so a keystroke re-renders the field
 * typed in, the draft and the (deferred) preview, and opening Add products its section only.
 */
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
  const methods = useForm<LinkEditorValues>({
    defaultValues: defaults,
    mode: 'onChange',
    resolver: valibotResolver(linkSchema) as never,
  });
  const { handleSubmit, getValues, setValue, reset } = methods;
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [saveError, setSaveError] = useState(false);
  const [saveFailure, setSaveFailure] = useState<RequestFailure>('server');
  const [uploadError, setUploadError] = useState(false);
  const draft = useRef<FormDraft>(null);
  const isPhone = useIsPhone();
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
      draft.current?.clear();
      onReload();
    },
    onOverwrite: (theirs) => persist(theirs.version),
  });

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

  /** Saves the form; an edit is based on `basedOn` (the loaded version, or theirs on Overwrite). */
  const persist = (basedOn: number | null) => handleSubmit((parsed) => submit(parsed, basedOn))();
  const save = () => void persist(version);

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
        draft.current?.clear();
        showToast(strings.format('editor.saved'), { tone: 'success' });
        onSaved(updated);
      } else {
        const created = await create.mutateAsync(payload);
        reset(getValues());
        draft.current?.clear();
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

  return (
    <FormProvider {...methods}>
      <Page
        title={strings.format(isEdit ? 'editor.editTitle' : 'editor.createTitle')}
        back={<BackButton onBack={onBack} onAskFirst={() => setConfirmDiscard(true)} />}
        actions={<SaveButton isEdit={isEdit} saving={saving} onSave={save} />}
      >
        <UnsavedChanges
          ref={draft}
          storageKey={formDraftKey(
            'instant',
            { businessId, username: ownUsername },
            original?.linkId,
          )}
          onDirtyChange={onDirtyChange}
        />
        <div className={styles.columns}>
          <EditorForm saving={saving} onSave={save}>
            <ImagesSection client={client} />
            <DescriptionFields />
            <ProductsSection client={client} businessId={businessId} isEdit={isEdit} />
            <DeliveryFields
              client={client}
              businessId={businessId}
              businessDomain={businessDomain}
              viewerRole={viewerRole}
              ownUsername={ownUsername}
              influencerLocked={(original?.influencerUsername ?? '') !== ''}
            />
          </EditorForm>
          {isPhone ? null : (
            <EditorPreview businessName={businessName} client={client} businessId={businessId} />
          )}
        </div>
        <ConfirmDialog
          isOpen={confirmDiscard}
          onOpenChange={setConfirmDiscard}
          title={strings.format('editor.discardTitle')}
          message={strings.format('editor.discardMessage')}
          confirmLabel={strings.format('editor.discard')}
          cancelLabel={strings.format('editor.keepEditing')}
          tone="critical"
          onConfirm={() => {
            draft.current?.clear();
            onBack();
          }}
        />
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
    </FormProvider>
  );
}
