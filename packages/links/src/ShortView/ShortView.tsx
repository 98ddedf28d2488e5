import {
  requestFailureOf,
  shortQueryOptions,
  useCreateShort,
  useEditConflict,
  useEditShort,
  type ApiClient,
  type Link,
  type RequestFailure,
} from '@shoppable/api-client';
import { AddCollectionsDialog, AddProductsDialog } from '@shoppable/catalog';
import {
  canSaveShort,
  chooseShortItem,
  chooseShortType,
  customUrlError,
  EMPTY_SHORT_TARGET,
  LIMITS,
  normalizeCustomUrl,
  promocodeForPayload,
  SELECTION_RULES,
  utmFromServer,
  utmToServer,
  type ClientPermissions,
  type CustomUrlState,
  type Role,
  type ShortTarget,
  type ShortUrlType,
  type UtmParams,
} from '@shoppable/domain';
import {
  Button,
  ConfirmDialog,
  ConflictDialog,
  DraftRestorePrompt,
  formDraftKey,
  Page,
  Radio,
  RadioGroup,
  Skeleton,
  TextField,
  useFormDraft,
  useWarnBeforeUnload,
} from '@shoppable/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { InfluencerField } from '../InfluencerField';
import { useStrings } from '../intl';
import { useShortStrings } from '../intl/shorts';
import {
  areUtmValuesValid,
  utmConflictFields,
  UtmSection,
  utmValues,
  type UtmValues,
} from '../UtmSection';
import { ShortPreview } from './ShortPreview';
import * as styles from './ShortView.css';

/** What an edited short starts from (`shortViewInitial(link)` of a loaded short). */
export interface ShortViewInitial {
  /** The short's id. */
  id: string;
  /** Its destination, selection and title. */
  target: ShortTarget;
  /** Its promocode, '' for none. */
  promocode: string;
  /** Its influencer's username, '' for none. */
  influencerUsername: string;
  /** Its UTM parameters. */
  utm: UtmParams;
  /** The edit version it was loaded at: the edit sends it (409 when saved elsewhere since). */
  version: number;
}

/** A product the create mode starts with (the shorts page's product search). */
export interface ShortViewProduct {
  /** The product's inventory id. */
  id: string;
  /** Its title, the short's title to start with. */
  title: string;
  /** Its store address, the short's destination. */
  url: string;
}

/** Props of ShortView. */
export interface ShortViewProps {
  /** The API client (`useApiClient()` in the app). */
  client: ApiClient;
  /** The signed-in user's business. */
  businessId: string;
  /** The merchant's domain and its available domains: a custom URL must be on one of them. */
  domains: string[];
  /** The short to edit or preview, loaded from the API; leave it out to create one. */
  shortId?: string;
  /** With `shortId`: the editor (`edit`, the default) or the short's preview page (`preview`). */
  mode?: 'edit' | 'preview';
  /** Admins pick the influencer and set UTM values; an influencer's own username is fixed. */
  viewerRole?: Role;
  /** The influencer's permissions (admins: `ALL_PERMISSIONS`): the preview's tiles and menu. */
  permissions?: ClientPermissions;
  /** The signed-in influencer's username (influencers only). */
  ownUsername?: string;
  /** The UTM values of the user's settings: a new short starts with them (content.md §4). */
  defaultUtm?: UtmParams;
  /** Create mode: start with this product chosen (its title and address filled in). */
  initialProduct?: ShortViewProduct;
  /** The short's public address (preview: the copy-link action). */
  publicUrl?: string;
  /** After a create: back to the shorts list. */
  onCreated: () => void;
  /** Preview: opens the editor (`ROUTES.shortEdit(id)`). */
  onEdit?: () => void;
  /** Preview: called once the short is deleted (the app goes back to the list). */
  onDeleted?: () => void;
  /** Leaves the screen (the preview's and a failed load's back button). */
  onBack?: () => void;
  /** Follows unsaved changes: the app blocks navigation with its discard dialog while true. */
  onDirtyChange?: (isDirty: boolean) => void;
  /** A free user whose trial ended: the preview's Edit calls `onCreationBlocked` instead. */
  isCreationBlocked?: boolean;
  /** Called instead of `onEdit` while `isCreationBlocked`. */
  onCreationBlocked?: () => void;
}

/** How long after typing stops a custom URL is checked (content.md §5, §9). */
const URL_CHECK_MS = 400;

/** The URL type of a saved short: the server's, or what its selection says. */
function urlTypeOf(link: Link): ShortUrlType {
  if (link.url_type) return link.url_type;
  if (link.collections.length > 0) return 'collection';
  if (link.products.length > 0) return 'product';
  return (link.shopping_redirect_url ?? '') !== '' ? 'custom' : 'organic';
}

/** What the editor starts from for a short loaded from the API. */
export function shortViewInitial(link: Link): ShortViewInitial {
  const type = urlTypeOf(link);
  return {
    id: link.link_id,
    target: {
      type,
      productIds: type === 'product' ? link.products.map((p) => p.inventory_id) : [],
      collectionIds: type === 'collection' ? link.collections.map((c) => c.collection_id) : [],
      url: type === 'organic' ? '' : (link.shopping_redirect_url ?? ''),
      title: link.title ?? '',
    },
    promocode: link.promocode?.code ?? '',
    influencerUsername: link.influencer_username ?? '',
    utm: utmFromServer(link.utm_params),
    version: link.version,
  };
}

/**
 * The short view (content.md §2, §4, §5) in create, edit and preview mode. The editor: the URL
 * type (product, collection, custom or organic), where one pick sets the type, clears the other
 * and fills URL and title; a custom URL checked 400 ms after typing with https:// added and
 * accepted only on the merchant's domains; an optional title; the influencer (admins pick an
 * active one, which fills the promocode, locked once saved); the promocode; the UTM values
 * (admins). Save is enabled per `canSaveShort`; after create it calls `onCreated`, after edit it
 * shows an approval message. The preview: title, tag, destination, promocode, influencer, UTM,
 * the analytics tiles and a menu to edit, copy the link or delete.
 */
export function ShortView(props: ShortViewProps) {
  const { client, businessId, shortId, mode = 'edit', onBack } = props;
  const t = useShortStrings();
  const short = useQuery({
    ...shortQueryOptions(client, businessId, shortId ?? ''),
    enabled: shortId !== undefined,
  });
  // A conflict's Reload starts the form over from the current version (now in the query cache).
  const [generation, setGeneration] = useState(0);
  const reload = () => setGeneration((n) => n + 1);
  if (shortId === undefined) return <ShortForm {...props} original={null} onReload={reload} />;
  const title = mode === 'preview' ? t.format('shorts.previewTitle') : t.format('shorts.editTitle');
  const back = onBack ? (
    <Button variant="plain" onPress={onBack}>
      {t.format('shorts.back')}
    </Button>
  ) : undefined;
  if (short.isPending) {
    return (
      <Page title={title} back={back}>
        <div
          role="group"
          aria-busy="true"
          aria-label={t.format('shorts.loading')}
          className={styles.form}
        >
          <Skeleton shape="rect" inlineSize="100%" blockSize={48} />
          <Skeleton shape="rect" inlineSize="100%" blockSize={120} />
        </div>
      </Page>
    );
  }
  if (short.isError) {
    return (
      <Page title={title} back={back}>
        <p role="alert" className={styles.error}>
          {t.format('shorts.loadFailed')}
        </p>
      </Page>
    );
  }
  if (mode === 'preview') return <ShortPreview {...props} short={short.data} />;
  return (
    <ShortForm
      key={generation}
      {...props}
      original={shortViewInitial(short.data)}
      onReload={reload}
    />
  );
}

/** What the form holds, as the conflict dialog compares it with the current version. */
interface ShortFormState {
  target: ShortTarget;
  urlInput: string;
  promocode: string;
  influencer: string;
  utm: UtmValues;
}

/** Both sides of a short's edit conflict, labelled as the form labels them. */
function shortConflictFields(
  t: ReturnType<typeof useShortStrings>,
  strings: ReturnType<typeof useStrings>,
  mine: ShortFormState,
  theirs: ShortViewInitial,
) {
  const types: Record<ShortUrlType, string> = {
    product: t.format('shorts.typeProduct'),
    collection: t.format('shorts.typeCollection'),
    custom: t.format('shorts.typeCustom'),
    organic: t.format('shorts.typeOrganic'),
  };
  const destination = (target: ShortTarget, typed: string) =>
    target.type === 'custom' ? typed : target.type === 'organic' ? '' : target.title;
  return [
    {
      label: t.format('shorts.urlType'),
      mine: types[mine.target.type],
      theirs: types[theirs.target.type],
    },
    {
      label: t.format('shorts.destination'),
      mine: destination(mine.target, mine.urlInput),
      theirs: destination(theirs.target, theirs.target.url),
    },
    { label: t.format('shorts.titleField'), mine: mine.target.title, theirs: theirs.target.title },
    {
      label: strings.format('influencerField.label'),
      mine: mine.influencer,
      theirs: theirs.influencerUsername,
    },
    { label: t.format('shorts.promocode'), mine: mine.promocode, theirs: theirs.promocode },
    ...utmConflictFields(strings, mine.utm, utmValues(theirs.utm)),
  ];
}

function ShortForm({
  client,
  businessId,
  domains,
  viewerRole = 'admin',
  ownUsername = '',
  defaultUtm,
  initialProduct,
  onCreated,
  onBack,
  onDirtyChange,
  original,
  onReload,
}: ShortViewProps & { original: ShortViewInitial | null; onReload: () => void }) {
  const t = useShortStrings();
  const strings = useStrings();
  const isEdit = original !== null;
  const isAdmin = viewerRole === 'admin';
  const [target, setTarget] = useState<ShortTarget>(
    original?.target ??
      (initialProduct ? chooseShortItem('product', initialProduct) : EMPTY_SHORT_TARGET),
  );
  const [urlInput, setUrlInput] = useState(
    original?.target.type === 'custom' ? original.target.url : '',
  );
  const [urlState, setUrlState] = useState<CustomUrlState>(
    original?.target.type === 'custom' ? 'valid' : 'unset',
  );
  const [promocode, setPromocode] = useState(original?.promocode ?? '');
  const [influencer, setInfluencer] = useState(
    original?.influencerUsername ?? (isAdmin ? '' : ownUsername),
  );
  const [utm, setUtm] = useState<UtmValues>(() =>
    utmValues(original ? original.utm : isAdmin ? defaultUtm : null),
  );
  // A product chosen on the shorts page is a change to save.
  const [modified, setModified] = useState(!isEdit && initialProduct !== undefined);
  const [picker, setPicker] = useState<'product' | 'collection' | null>(null);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<RequestFailure | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const create = useCreateShort(client);
  const edit = useEditShort(client);
  const saving = create.isPending || edit.isPending;
  const queryClient = useQueryClient();
  // The version the short was loaded at (DESIGN.md §4), apart from the query's refetches.
  const [version, setVersion] = useState(original?.version ?? null);
  const conflict = useEditConflict<Link>({
    loadTheirs: () =>
      queryClient.fetchQuery({
        ...shortQueryOptions(client, businessId, original?.id ?? ''),
        staleTime: 0,
      }),
    onReload: () => {
      // Reload discards mine for theirs: the draft of mine goes too.
      draft.clear();
      onReload();
    },
    onOverwrite: (theirs) => persist(theirs.version),
  });

  useEffect(() => onDirtyChange?.(modified), [modified, onDirtyChange]);
  useWarnBeforeUnload(modified);
  // DESIGN.md §4: what is typed survives a reload, a crash or a failed save.
  const draft = useFormDraft({
    storageKey: formDraftKey('short', { businessId, username: ownUsername }, original?.id),
    values: { target, urlInput, urlState, promocode, influencer, utm },
    isDirty: modified,
    onRestore: (values) => {
      setTarget(values.target);
      setUrlInput(values.urlInput);
      setUrlState(values.urlState);
      setPromocode(values.promocode);
      setInfluencer(values.influencer);
      setUtm(values.utm);
      touch();
    },
  });

  useEffect(() => {
    // Only what the user typed is checked: a loaded short's URL stays as saved.
    if (target.type !== 'custom' || urlState !== 'validating') return;
    const timer = setTimeout(() => {
      const result = normalizeCustomUrl(urlInput, domains);
      setUrlState(result.ok ? 'valid' : 'invalid');
      if (result.ok) setTarget((current) => ({ ...current, url: result.url }));
    }, URL_CHECK_MS);
    return () => clearTimeout(timer);
  }, [urlInput, urlState, target.type, domains]);

  const touch = () => {
    setModified(true);
    setSaved(false);
  };
  const change = (next: ShortTarget) => {
    setTarget(next);
    touch();
  };

  const onTypeChange = (value: string) => {
    const type = value as ShortUrlType;
    if (type === 'custom' || type === 'organic') {
      change(chooseShortType(type));
      setUrlInput('');
      setUrlState('unset');
    } else {
      change({ ...EMPTY_SHORT_TARGET, type });
      setPicker(type);
    }
  };

  const canSave =
    areUtmValuesValid(utm) && canSaveShort({ modified, saving, target, urlState, promocode });

  /** Saves the short; an edit is based on `basedOn` (the loaded version, or theirs on Overwrite). */
  const persist = async (basedOn: number | null) => {
    setFailure(null);
    const utmParams = utmToServer(utm);
    const payload = {
      business_id: businessId,
      title: target.title.trim(),
      url_type: target.type,
      inventory_ids: target.type === 'product' ? target.productIds : null,
      collection_ids: target.type === 'collection' ? target.collectionIds : null,
      promocode: promocodeForPayload(promocode),
      shopping_redirect_url: target.url === '' ? null : target.url,
      influencer_username: influencer === '' ? null : influencer,
      utm_params: Object.values(utmParams).some((v) => v !== '') ? utmParams : null,
    };
    try {
      if (isEdit) {
        const updated = await edit.mutateAsync({
          id: original.id,
          version: basedOn ?? original.version,
          payload,
        });
        setVersion(updated.version);
        setModified(false);
        draft.clear();
        setSaved(true);
      } else {
        await create.mutateAsync(payload);
        setModified(false);
        draft.clear();
        onCreated();
      }
    } catch (error) {
      // An edit saved elsewhere since it was loaded: everything typed stays, the dialog asks (a
      // create's 409, e.g. a taken id, is an ordinary failure).
      if (isEdit && (await conflict.catchConflict(error))) return;
      setFailure(requestFailureOf(error));
    }
  };
  const save = () => void persist(version);

  const urlError = urlState === 'invalid' ? customUrlError(domains[0] ?? '') : undefined;

  return (
    <Page
      title={isEdit ? t.format('shorts.editTitle') : t.format('shorts.createTitle')}
      back={
        onBack ? (
          // content.md §4: with changes, back asks first.
          <Button variant="plain" onPress={() => (modified ? setConfirmDiscard(true) : onBack())}>
            {t.format('shorts.back')}
          </Button>
        ) : undefined
      }
      actions={
        <Button onPress={save} isDisabled={!canSave} isPending={saving}>
          {isEdit ? t.format('shorts.save') : t.format('shorts.createAction')}
        </Button>
      }
    >
      <div className={styles.form}>
        <DraftRestorePrompt draft={draft} />
        {saved ? (
          <p role="status" className={styles.approval}>
            {t.format('shorts.saved')}
          </p>
        ) : null}
        {failure !== null ? (
          <p role="alert" className={styles.error}>
            {t.format('shorts.saveFailed', {
              why: strings.format(`saveFailure.${failure}` as const),
            })}
          </p>
        ) : null}
        <RadioGroup label={t.format('shorts.urlType')} value={target.type} onChange={onTypeChange}>
          <Radio value="product">{t.format('shorts.typeProduct')}</Radio>
          <Radio value="collection">{t.format('shorts.typeCollection')}</Radio>
          <Radio value="custom">{t.format('shorts.typeCustom')}</Radio>
          <Radio value="organic">{t.format('shorts.typeOrganic')}</Radio>
        </RadioGroup>
        {target.type === 'product' || target.type === 'collection' ? (
          <div className={styles.pick}>
            <span>{target.title !== '' ? target.title : t.format('shorts.nothingChosen')}</span>
            <Button
              variant="secondary"
              onPress={() => setPicker(target.type as 'product' | 'collection')}
            >
              {target.type === 'product'
                ? t.format('shorts.chooseProduct')
                : t.format('shorts.chooseCollection')}
            </Button>
          </div>
        ) : null}
        {target.type === 'custom' ? (
          <TextField
            label={t.format('shorts.customUrl')}
            value={urlInput}
            onChange={(value) => {
              setUrlInput(value);
              touch();
              setUrlState(value.trim() === '' ? 'unset' : 'validating');
            }}
            isInvalid={urlState === 'invalid'}
            errorMessage={urlError}
            type="url"
          />
        ) : null}
        <TextField
          label={t.format('shorts.titleField')}
          description={t.format('shorts.titleOptional')}
          value={target.title}
          maxLength={LIMITS.shortTitleMax}
          onChange={(title) => change({ ...target, title })}
        />
        <InfluencerField
          client={client}
          businessId={businessId}
          viewerRole={viewerRole}
          ownUsername={ownUsername}
          value={influencer}
          isLocked={(original?.influencerUsername ?? '') !== ''}
          onChange={(username, code) => {
            setInfluencer(username);
            if (code !== null) setPromocode(code.slice(0, LIMITS.promocodeMax));
            touch();
          }}
        />
        <TextField
          label={t.format('shorts.promocode')}
          value={promocode}
          maxLength={LIMITS.promocodeMax}
          onChange={(value) => {
            setPromocode(value);
            touch();
          }}
        />
        {isAdmin ? (
          <UtmSection
            value={utm}
            onChange={(next) => {
              setUtm(next);
              touch();
            }}
          />
        ) : null}
      </div>
      <AddProductsDialog
        isOpen={picker === 'product'}
        onOpenChange={(open) => setPicker(open ? 'product' : null)}
        client={client}
        businessId={businessId}
        rule={SELECTION_RULES.shortProduct}
        requireUrl
        onConfirm={({ products }) => {
          const product = products[0];
          if (product) change(chooseShortItem('product', product));
        }}
      />
      {conflict.theirs !== null ? (
        <ConflictDialog
          {...conflict}
          title={t.format('shorts.conflictTitle')}
          fields={shortConflictFields(
            t,
            strings,
            { target, urlInput, promocode, influencer, utm },
            shortViewInitial(conflict.theirs),
          )}
        />
      ) : null}
      <ConfirmDialog
        isOpen={confirmDiscard}
        onOpenChange={setConfirmDiscard}
        title={strings.format('editor.discardTitle')}
        message={t.format('shorts.discardMessage')}
        confirmLabel={strings.format('editor.discard')}
        cancelLabel={strings.format('editor.keepEditing')}
        tone="critical"
        onConfirm={() => {
          draft.clear();
          onBack?.();
        }}
      />
      <AddCollectionsDialog
        isOpen={picker === 'collection'}
        onOpenChange={(open) => setPicker(open ? 'collection' : null)}
        client={client}
        businessId={businessId}
        rule={SELECTION_RULES.shortCollection}
        requireUrl
        onConfirm={({ collections }) => {
          const collection = collections[0];
          if (collection) change(chooseShortItem('collection', collection));
        }}
      />
    </Page>
  );
}
