import { useCreateMultilink, useEditMultilink, type ApiClient } from '@shoppable/api-client';
import { AddCollectionsDialog, AddProductsDialog } from '@shoppable/catalog';
import {
  allowedSubLinkTypes,
  canSaveMultilink,
  clearedUtm,
  hasAnyUtm,
  isValidUtmValue,
  utmToServer,
  customUrlError,
  DEFAULT_SHARES,
  experienceName,
  LIMITS,
  normalizeCustomUrl,
  pickSubLinkItem,
  rebalanceShares,
  setSubLinkType,
  subLinkSelectionRule,
  type DeviceOption,
  type SubLink,
  type SubLinkType,
  type UtmParams,
} from '@shoppable/domain';
import {
  Button,
  NumberField,
  Page,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  Switch,
  TextField,
} from '@shoppable/ui';
import { useEffect, useState } from 'react';
import { useStrings } from '../intl';
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
}

/** Props of MultilinkEditor. */
export interface MultilinkEditorProps {
  /** The API client (`useApiClient()` in the app). */
  client: ApiClient;
  /** The signed-in admin's business. */
  businessId: string;
  /** The merchant's domain and its available domains: a custom URL must be on one of them. */
  domains: string[];
  /** The multilink being edited; leave it out to create one. */
  initial?: MultilinkEditorInitial;
  /** Called after a successful save (back to the list or the preview). */
  onSaved: () => void;
  /** Follows unsaved changes: the app blocks navigation with its discard dialog while true. */
  onDirtyChange?: (isDirty: boolean) => void;
}

const URL_CHECK_MS = 400;

const UTM_FIELDS = [
  ['UTMSource', 'multilinks.utmSource'],
  ['UTMMedium', 'multilinks.utmMedium'],
  ['UTMCampaign', 'multilinks.utmCampaign'],
  ['UTMTerm', 'multilinks.utmTerm'],
  ['UTMContent', 'multilinks.utmContent'],
] as const;

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
 * The multilink editor in create and edit mode (content.md §2, §4, §5): a title and Experience A
 * and B, each with a device (all, mobile, PC), a traffic share (setting one rebalances the other to
 * 100, out-of-range values clamp) and a type (look, product, collection or custom URL, with its
 * picker; in edit mode a look stays a look and the others choose among product, collection and
 * custom), and a promocode. Save only when modified, titled and every experience valid.
 */
export function MultilinkEditor({
  client,
  businessId,
  domains,
  initial,
  onSaved,
  onDirtyChange,
}: MultilinkEditorProps) {
  const t = useStrings();
  const isEdit = initial !== undefined;
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
  const [utmOn, setUtmOn] = useState(hasAnyUtm(initial?.utm ?? {}));
  const [utm, setUtm] = useState<Required<UtmParams>>({ ...clearedUtm(), ...initial?.utm });
  const [modified, setModified] = useState(false);
  const [picker, setPicker] = useState<{ index: number; type: SubLinkType } | null>(null);
  const [failed, setFailed] = useState(false);
  const create = useCreateMultilink(client);
  const edit = useEditMultilink(client);
  const saving = create.isPending || edit.isPending;

  useEffect(() => onDirtyChange?.(modified), [modified, onDirtyChange]);
  useEffect(() => {
    if (!modified) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [modified]);

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

  const utmValid = UTM_FIELDS.every(([key]) => isValidUtmValue(utm[key] ?? ''));
  const canSave = utmValid && canSaveMultilink({ modified, saving, title, subLinks: experiences });

  const save = () => {
    setFailed(false);
    const payload = {
      business_id: businessId,
      title: title.trim(),
      splitter_type: 'PERCENTAGE' as const,
      promocode: promocode.trim() === '' ? null : promocode.trim(),
      utm_params: utmOn ? utmToServer(utm) : null,
      links_options: experiences.map((s, i) => ({
        value: s.share,
        device_option: s.device,
        ...(initial ? { link_id: initial.experiences[i]!.linkId } : {}),
        link_resource: {
          images: [],
          inventory_ids: s.type === 'look' || s.type === 'product' ? s.productIds : [],
          collection_ids: s.type === 'collection' ? s.collectionIds : null,
          shopping_redirect_url: s.url === '' ? null : s.url,
          link_type: s.type === 'look' ? ('LOOK' as const) : ('SHORT' as const),
          selected_options: null,
        },
      })),
    };
    const handlers = {
      onSuccess: () => {
        setModified(false);
        onSaved();
      },
      onError: () => setFailed(true),
    };
    if (isEdit) edit.mutate({ id: initial.id, payload }, handlers);
    else create.mutate(payload, handlers);
  };

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
      actions={
        <Button onPress={save} isDisabled={!canSave} isPending={saving}>
          {t.format('multilinks.save')}
        </Button>
      }
    >
      <div className={styles.form}>
        {failed ? (
          <p role="alert" className={styles.error}>
            {t.format('multilinks.saveFailed')}
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
          const name = experienceName(index);
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
                  label={t.format('multilinks.trafficOf').replace('{name}', name)}
                  format="percent"
                  minValue={0}
                  maxValue={LIMITS.trafficShareTotal}
                  step={1}
                  value={s.share}
                  onChange={(value) => setShare(index, value)}
                />
              </div>
              <RadioGroup
                label={t.format('multilinks.typeOf').replace('{name}', name)}
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
                  label={t.format('multilinks.urlOf').replace('{name}', name)}
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
                  <span>{t.format('multilinks.chosen').replace('{count}', String(chosen))}</span>
                  <Button variant="secondary" onPress={() => setPicker({ index, type: s.type })}>
                    {t.format('multilinks.chooseFor').replace('{name}', name)}
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
        <Switch
          isSelected={utmOn}
          onChange={(on) => {
            setUtmOn(on);
            if (!on) setUtm(clearedUtm());
            setModified(true);
          }}
        >
          {t.format('multilinks.utm')}
        </Switch>
        {utmOn
          ? UTM_FIELDS.map(([key, label]) => (
              <TextField
                key={key}
                label={t.format(label)}
                value={utm[key] ?? ''}
                isInvalid={!isValidUtmValue(utm[key] ?? '')}
                errorMessage={t.format('multilinks.utmInvalid')}
                onChange={(value) => {
                  setUtm((all) => ({ ...all, [key]: value }));
                  setModified(true);
                }}
              />
            ))
          : null}
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
