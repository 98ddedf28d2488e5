import {
  multilinkFromWire,
  multilinkQueryOptions,
  requestFailureOf,
  useCreateMultilink,
  useEditConflict,
  useEditMultilink,
  type ApiClient,
  type Multilink,
  type RequestFailure,
  type WireMultilinkItem,
} from '@shoppable/api-client';
import { AddCollectionsDialog, AddProductsDialog } from '@shoppable/catalog';
import {
  allowedSubLinkTypes,
  canSaveMultilink,
  hasAnyUtm,
  utmToServer,
  customUrlError,
  DEFAULT_SHARES,
  experienceLetter,
  LIMITS,
  normalizeCustomUrl,
  pickSubLinkItem,
  rebalanceShares,
  setSubLinkType,
  subLinkSelectionRule,
  type DeviceOption,
  type SubLink,
  type SubLinkType,
  type Role,
  type UtmParams,
} from '@shoppable/domain';
import {
  Button,
  ConfirmDialog,
  ConflictDialog,
  DraftRestorePrompt,
  formDraftKey,
  NumberField,
  Page,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  showToast,
  Skeleton,
  TextField,
  useFormDraft,
  useWarnBeforeUnload,
} from '@shoppable/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useStrings } from '../intl';
import { useMultilinkStrings } from '../intl/multilinks';
import {
  areUtmValuesValid,
  utmConflictFields,
  UtmSection,
  utmValues,
  type UtmValues,
} from '../UtmSection';
import * as styles from './MultilinkEditor.css';

/** One experience of an edited multilink: its rule state plus the saved link's id. */
export interface MultilinkEditorExperience extends SubLink {
  /** The saved sub-link's id (sent back on edit). */
  linkId: string;
}

/** What an edited multilink starts from. */
export interface MultilinkEditorInitial {
  /** The multilink's id. */
  id: string;
  /** Its title. */
  title: string;
  /** Its promocode, '' for none. */
  promocode: string;
  /** Experience A and B. */
  experiences: [MultilinkEditorExperience, MultilinkEditorExperience];
  /** Its UTM parameters; the UTM switch starts on when any is filled. */
  utm?: UtmParams;
  /** The edit version it was loaded at: the edit sends it (409 when saved elsewhere since). */
  version: number;
}

/** Props of MultilinkEditor. */
export interface MultilinkEditorProps {
  /** The API client (`useApiClient()` in the app). */
  client: ApiClient;
  /** The signed-in admin's business. */
  businessId: string;
  /** The merchant's domain and its available domains: a custom URL must be on one of them. */
  domains: string[];
  /** The multilink to edit, loaded from the API (`multilinkEditorInitial` maps it). */
  multilinkId?: string;
  /** The multilink being edited, already loaded; leave it and `multilinkId` out to create one. */
  initial?: MultilinkEditorInitial;
  /** The UTM section shows to admins only (content.md §2); multilinks are an admin area. */
  viewerRole?: Role;
  /** Leaves the editor (after the discard confirmation when there are changes). */
  onBack?: () => void;
  /** Called after a successful save (back to the list or the preview). */
  onSaved: () => void;
  /** Follows unsaved changes: the app blocks navigation with its discard dialog while true. */
  onDirtyChange?: (isDirty: boolean) => void;
}

const URL_CHECK_MS = 400;

const emptyExperience = (share: number): SubLink => ({
  type: 'look',
  productIds: [],
  collectionIds: [],
  url: '',
  device: 'ALL',
  share,
  urlState: 'unset',
});

/**
 * What the editor starts from for a multilink loaded from the API: each option's type (a LOOK is a
 * look; a short by its URL type, organic counting as custom), device, share, selection and URL,
 * the saved link's id, the promocode and UTM values.
 */
export function multilinkEditorInitial(multilink: Multilink): MultilinkEditorInitial {
  const experience = (index: number): MultilinkEditorExperience => {
    const option = multilink.linksOptions[index];
    if (!option) return { ...emptyExperience(0), linkId: '' };
    const { link } = option;
    const type: SubLinkType =
      link.linkType === 'LOOK'
        ? 'look'
        : link.urlType === 'product' || link.urlType === 'collection'
          ? link.urlType
          : 'custom';
    return {
      type,
      productIds:
        type === 'look' || type === 'product' ? link.products.map((p) => p.inventoryId) : [],
      collectionIds: type === 'collection' ? link.collections.map((c) => c.collectionId) : [],
      url: type === 'look' ? '' : link.shoppingRedirectUrl,
      device: option.deviceOption,
      share: option.value,
      urlState: type === 'custom' && link.shoppingRedirectUrl !== '' ? 'valid' : 'unset',
      linkId: option.linkId ?? '',
    };
  };
  return {
    id: multilink.multilinkId,
    title: multilink.title,
    promocode: multilink.promocode,
    experiences: [experience(0), experience(1)],
    utm: multilink.utmParams,
    version: multilink.version,
  };
}

/**
 * The multilink editor in create and edit mode (content.md §2, §4, §5). With `multilinkId` it
 * loads the multilink first (a skeleton meanwhile, a message if the load fails).
 */
export function MultilinkEditor(props: MultilinkEditorProps) {
  const { client, businessId, multilinkId } = props;
  const t = useMultilinkStrings();
  const query = useQuery({
    ...multilinkQueryOptions(client, businessId, multilinkId ?? ''),
    select: multilinkFromWire,
    enabled: multilinkId !== undefined,
  });
  // A conflict's Reload starts the form over from the current version.
  const [reloaded, setReloaded] = useState<{ initial: MultilinkEditorInitial; n: number } | null>(
    null,
  );
  const reload = (theirs: Multilink) =>
    setReloaded((last) => ({ initial: multilinkEditorInitial(theirs), n: (last?.n ?? 0) + 1 }));
  if (reloaded !== null) {
    return (
      <MultilinkEditorForm
        key={reloaded.n}
        {...props}
        initial={reloaded.initial}
        onReload={reload}
      />
    );
  }
  if (multilinkId === undefined) return <MultilinkEditorForm {...props} onReload={reload} />;
  if (query.isPending) {
    return (
      <Page title={t.format('multilinks.editTitle')}>
        <div
          role="group"
          aria-busy="true"
          aria-label={t.format('multilinks.loading')}
          className={styles.form}
        >
          <Skeleton shape="rect" inlineSize="100%" blockSize={48} />
          <Skeleton shape="rect" inlineSize="100%" blockSize={160} />
        </div>
      </Page>
    );
  }
  if (query.isError) {
    return (
      <Page
        title={t.format('multilinks.editTitle')}
        back={
          props.onBack ? (
            <Button variant="plain" onPress={props.onBack}>
              {t.format('multilinks.back')}
            </Button>
          ) : undefined
        }
      >
        <p role="alert" className={styles.error}>
          {t.format('multilinks.loadFailed')}
        </p>
      </Page>
    );
  }
  return (
    <MultilinkEditorForm
      {...props}
      initial={multilinkEditorInitial(query.data)}
      onReload={reload}
    />
  );
}

/** Both sides of a multilink's edit conflict, labelled as the form labels them. */
function multilinkConflictFields(
  t: ReturnType<typeof useMultilinkStrings>,
  strings: ReturnType<typeof useStrings>,
  mine: { title: string; promocode: string; experiences: SubLink[]; utm: UtmValues },
  theirs: MultilinkEditorInitial,
) {
  const types: Record<SubLinkType, string> = {
    look: t.format('multilinks.typeLook'),
    product: t.format('multilinks.typeProduct'),
    collection: t.format('multilinks.typeCollection'),
    custom: t.format('multilinks.typeCustom'),
  };
  const devices: Record<DeviceOption, string> = {
    ALL: t.format('multilinks.deviceAll'),
    MOBILE: t.format('multilinks.deviceMobile'),
    PC: t.format('multilinks.devicePc'),
  };
  const chosen = (s: SubLink) =>
    s.type === 'custom'
      ? s.url
      : t.format('multilinks.chosen', {
          count: s.type === 'collection' ? s.collectionIds.length : s.productIds.length,
        });
  const experience = (index: number) => {
    const name = t.format('multilinks.experienceName', { letter: experienceLetter(index) });
    const a = mine.experiences[index];
    const b = theirs.experiences[index];
    const pair = (label: string, of: (s: SubLink) => string) => ({
      label,
      mine: a ? of(a) : '',
      theirs: b ? of(b) : '',
    });
    return [
      pair(`${name}: ${t.format('multilinks.colDevice')}`, (s) => devices[s.device]),
      pair(t.format('multilinks.trafficOf', { name }), (s) => `${s.share}%`),
      pair(t.format('multilinks.typeOf', { name }), (s) => types[s.type]),
      pair(`${name}: ${t.format('multilinks.chosenLabel')}`, chosen),
    ];
  };
  return [
    { label: t.format('multilinks.titleField'), mine: mine.title, theirs: theirs.title },
    ...experience(0),
    ...experience(1),
    {
      label: t.format('multilinks.promocodeField'),
      mine: mine.promocode,
      theirs: theirs.promocode,
    },
    ...utmConflictFields(strings, mine.utm, utmValues(theirs.utm)),
  ];
}

/**
 * The multilink editor in create and edit mode (content.md §2, §4, §5): a title and Experience A
 * and B, each with a device (all, mobile, PC), a traffic share (setting one rebalances the other to
 * 100, out-of-range values clamp) and a type (look, product, collection or custom URL, with its
 * picker; in edit mode a look stays a look and the others choose among product, collection and
 * custom), and a promocode. Save only when modified, titled and every experience valid.
 */
function MultilinkEditorForm({
  client,
  businessId,
  domains,
  viewerRole = 'admin',
  onBack,
  initial,
  onSaved,
  onDirtyChange,
  onReload,
}: MultilinkEditorProps & { onReload: (theirs: Multilink) => void }) {
  const t = useMultilinkStrings();
  const editorStrings = useStrings();
  const isEdit = initial !== undefined;
  const isAdmin = viewerRole === 'admin';
  const [title, setTitle] = useState(initial?.title ?? '');
  const [promocode, setPromocode] = useState(initial?.promocode ?? '');
  const [experiences, setExperiences] = useState<SubLink[]>(
    initial?.experiences ?? [
      emptyExperience(DEFAULT_SHARES[0]),
      emptyExperience(DEFAULT_SHARES[1]),
    ],
  );
  const [urlInputs, setUrlInputs] = useState<string[]>(
    initial?.experiences.map((e) => (e.type === 'custom' ? e.url : '')) ?? ['', ''],
  );
  const [utm, setUtm] = useState<UtmValues>(() => utmValues(initial?.utm));
  const [modified, setModified] = useState(false);
  const [picker, setPicker] = useState<{ index: number; type: SubLinkType } | null>(null);
  const [failure, setFailure] = useState<RequestFailure | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const create = useCreateMultilink(client);
  const edit = useEditMultilink(client);
  const saving = create.isPending || edit.isPending;
  const queryClient = useQueryClient();
  // The version the multilink was loaded at (DESIGN.md §4), apart from the query's refetches.
  const [version, setVersion] = useState(initial?.version ?? null);
  const conflict = useEditConflict<WireMultilinkItem>({
    loadTheirs: () =>
      queryClient.fetchQuery({
        ...multilinkQueryOptions(client, businessId, initial?.id ?? ''),
        staleTime: 0,
      }),
    onReload: (theirs) => {
      // Reload discards mine for theirs: the draft of mine goes too.
      draft.clear();
      onReload(multilinkFromWire(theirs));
    },
    onOverwrite: (theirs) => persist(theirs.version),
  });

  useEffect(() => onDirtyChange?.(modified), [modified, onDirtyChange]);
  useWarnBeforeUnload(modified);
  // DESIGN.md §4: what is typed survives a reload, a crash or a failed save.
  const draft = useFormDraft({
    storageKey: formDraftKey('multilink', { businessId }, initial?.id),
    values: { title, promocode, experiences, urlInputs, utm },
    isDirty: modified,
    onRestore: (values) => {
      setTitle(values.title);
      setPromocode(values.promocode);
      setExperiences(values.experiences);
      setUrlInputs(values.urlInputs);
      setUtm(values.utm);
      setModified(true);
    },
  });

  const update = (index: number, next: (s: SubLink) => SubLink) => {
    setExperiences((all) => all.map((s, i) => (i === index ? next(s) : s)));
    setModified(true);
  };

  useEffect(() => {
    const timer = setTimeout(() => {
      setExperiences((all) =>
        all.map((s, i) => {
          const input = urlInputs[i] ?? '';
          if (s.type !== 'custom' || s.urlState !== 'validating' || input.trim() === '') return s;
          const result = normalizeCustomUrl(input, domains);
          return result.ok
            ? { ...s, url: result.url, urlState: 'valid' }
            : { ...s, url: '', urlState: 'invalid' };
        }),
      );
    }, URL_CHECK_MS);
    return () => clearTimeout(timer);
  }, [urlInputs, domains]);

  const setShare = (index: number, value: number) => {
    const [mine, other] = rebalanceShares(value);
    setExperiences((all) => all.map((s, i) => ({ ...s, share: i === index ? mine : other })));
    setModified(true);
  };

  const canSave =
    (!isAdmin || areUtmValuesValid(utm)) &&
    canSaveMultilink({ modified, saving, title, subLinks: experiences });

  /** Saves the multilink; an edit is based on `basedOn` (the loaded version, or theirs on Overwrite). */
  const persist = async (basedOn: number | null) => {
    setFailure(null);
    const payload = {
      business_id: businessId,
      title: title.trim(),
      splitter_type: 'PERCENTAGE' as const,
      promocode: promocode.trim() === '' ? null : promocode.trim(),
      utm_params: isAdmin && hasAnyUtm(utm) ? utmToServer(utm) : null,
      links_options: experiences.map((s, i) => ({
        value: s.share,
        device_option: s.device,
        ...(initial ? { link_id: initial.experiences[i]!.linkId } : {}),
        link_resource: {
          images: [],
          inventory_ids: s.type === 'look' || s.type === 'product' ? s.productIds : [],
          collection_ids: s.type === 'collection' ? s.collectionIds : null,
          // Only a custom experience has a URL; another type's leftover text is not sent.
          shopping_redirect_url: s.type === 'custom' && s.url !== '' ? s.url : null,
          link_type: s.type === 'look' ? ('LOOK' as const) : ('SHORT' as const),
          selected_options: null,
        },
      })),
    };
    try {
      if (isEdit) {
        const updated = await edit.mutateAsync({
          id: initial.id,
          version: basedOn ?? initial.version,
          payload,
        });
        setVersion(updated.version);
      } else {
        await create.mutateAsync(payload);
      }
    } catch (error) {
      // An edit saved elsewhere since it was loaded: everything typed stays, the dialog asks (a
      // create's 409, e.g. a taken id, is an ordinary failure).
      if (isEdit && (await conflict.catchConflict(error))) return;
      setFailure(requestFailureOf(error));
      return;
    }
    setModified(false);
    draft.clear();
    // content.md §4: an edit confirms with 'changes saved'.
    if (isEdit) showToast(t.format('multilinks.changesSaved'), { tone: 'success' });
    onSaved();
  };
  const save = () => void persist(version);

  const typeLabels: Record<SubLinkType, string> = {
    look: t.format('multilinks.typeLook'),
    product: t.format('multilinks.typeProduct'),
    collection: t.format('multilinks.typeCollection'),
    custom: t.format('multilinks.typeCustom'),
  };
  const pickerRule = picker ? subLinkSelectionRule(picker.type) : null;

  return (
    <Page
      title={isEdit ? t.format('multilinks.editTitle') : t.format('multilinks.createTitle')}
      back={
        onBack ? (
          // content.md §4: with changes, back asks first.
          <Button variant="plain" onPress={() => (modified ? setConfirmDiscard(true) : onBack())}>
            {t.format('multilinks.back')}
          </Button>
        ) : undefined
      }
      actions={
        <Button onPress={save} isDisabled={!canSave} isPending={saving}>
          {t.format('multilinks.save')}
        </Button>
      }
    >
      <div className={styles.form}>
        <DraftRestorePrompt draft={draft} />
        {failure !== null ? (
          <p role="alert" className={styles.error}>
            {t.format('multilinks.saveFailed', {
              why: editorStrings.format(`saveFailure.${failure}` as const),
            })}
          </p>
        ) : null}
        <TextField
          label={t.format('multilinks.titleField')}
          value={title}
          isRequired
          maxLength={LIMITS.multilinkTitleMax}
          onChange={(value) => {
            setTitle(value);
            setModified(true);
          }}
        />
        {experiences.map((s, index) => {
          const name = t.format('multilinks.experienceName', { letter: experienceLetter(index) });
          const original = initial?.experiences[index]?.type ?? null;
          const chosen = s.type === 'collection' ? s.collectionIds.length : s.productIds.length;
          return (
            <fieldset key={name} className={styles.experience}>
              <legend className={styles.legend}>{name}</legend>
              <div className={styles.row}>
                <Select
                  label={t.format('multilinks.colDevice')}
                  selectedKey={s.device}
                  onSelectionChange={(key) =>
                    update(index, (x) => ({ ...x, device: key as DeviceOption }))
                  }
                >
                  <SelectItem id="ALL">{t.format('multilinks.deviceAll')}</SelectItem>
                  <SelectItem id="MOBILE">{t.format('multilinks.deviceMobile')}</SelectItem>
                  <SelectItem id="PC">{t.format('multilinks.devicePc')}</SelectItem>
                </Select>
                <NumberField
                  label={t.format('multilinks.trafficOf', { name })}
                  format="percent"
                  minValue={0}
                  maxValue={LIMITS.trafficShareTotal}
                  step={1}
                  value={s.share}
                  onChange={(value) => setShare(index, value)}
                />
              </div>
              <RadioGroup
                label={t.format('multilinks.typeOf', { name })}
                value={s.type}
                onChange={(value) => {
                  const type = value as SubLinkType;
                  update(index, (x) => setSubLinkType(x, type));
                  setUrlInputs((all) => all.map((u, i) => (i === index ? '' : u)));
                  if (type !== 'custom') setPicker({ index, type });
                }}
              >
                {allowedSubLinkTypes(isEdit ? 'edit' : 'create', original).map((type) => (
                  <Radio key={type} value={type}>
                    {typeLabels[type]}
                  </Radio>
                ))}
              </RadioGroup>
              {s.type === 'custom' ? (
                <TextField
                  label={t.format('multilinks.urlOf', { name })}
                  value={urlInputs[index] ?? ''}
                  type="url"
                  isInvalid={s.urlState === 'invalid'}
                  errorMessage={
                    s.urlState === 'invalid' ? customUrlError(domains[0] ?? '') : undefined
                  }
                  onChange={(value) => {
                    setUrlInputs((all) => all.map((u, i) => (i === index ? value : u)));
                    update(index, (x) => ({
                      ...x,
                      urlState: value.trim() === '' ? 'unset' : 'validating',
                    }));
                  }}
                />
              ) : (
                <div className={styles.row}>
                  <span>{t.format('multilinks.chosen', { count: chosen })}</span>
                  <Button variant="secondary" onPress={() => setPicker({ index, type: s.type })}>
                    {t.format('multilinks.chooseFor', { name })}
                  </Button>
                </div>
              )}
            </fieldset>
          );
        })}
        <TextField
          label={t.format('multilinks.promocodeField')}
          value={promocode}
          maxLength={LIMITS.promocodeMax}
          onChange={(value) => {
            setPromocode(value);
            setModified(true);
          }}
        />
        {isAdmin ? (
          <UtmSection
            value={utm}
            onChange={(next) => {
              setUtm(next);
              setModified(true);
            }}
          />
        ) : null}
      </div>
      <AddProductsDialog
        isOpen={picker !== null && picker.type !== 'collection' && picker.type !== 'custom'}
        onOpenChange={(open) => {
          if (!open) setPicker(null);
        }}
        client={client}
        businessId={businessId}
        rule={pickerRule ?? undefined}
        requireUrl={picker?.type === 'product'}
        defaultSelectedKeys={picker ? experiences[picker.index]?.productIds : undefined}
        onConfirm={({ products }) => {
          if (!picker) return;
          const { index, type } = picker;
          const first = products[0];
          if (type === 'product' && first)
            update(index, (x) => pickSubLinkItem(x, 'product', first));
          else
            update(index, (x) => ({ ...x, type: 'look', productIds: products.map((p) => p.id) }));
        }}
      />
      {conflict.theirs !== null ? (
        <ConflictDialog
          {...conflict}
          title={t.format('multilinks.conflictTitle')}
          fields={multilinkConflictFields(
            t,
            editorStrings,
            { title, promocode, experiences, utm },
            multilinkEditorInitial(multilinkFromWire(conflict.theirs)),
          )}
        />
      ) : null}
      <ConfirmDialog
        isOpen={confirmDiscard}
        onOpenChange={setConfirmDiscard}
        title={editorStrings.format('editor.discardTitle')}
        message={t.format('multilinks.discardMessage')}
        confirmLabel={editorStrings.format('editor.discard')}
        cancelLabel={editorStrings.format('editor.keepEditing')}
        tone="critical"
        onConfirm={() => {
          draft.clear();
          onBack?.();
        }}
      />
      <AddCollectionsDialog
        isOpen={picker?.type === 'collection'}
        onOpenChange={(open) => {
          if (!open) setPicker(null);
        }}
        client={client}
        businessId={businessId}
        rule={pickerRule ?? undefined}
        requireUrl
        onConfirm={({ collections }) => {
          const first = collections[0];
          if (picker && first) update(picker.index, (x) => pickSubLinkItem(x, 'collection', first));
        }}
      />
    </Page>
  );
}
