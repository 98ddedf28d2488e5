import { useCreateShort, useEditShort, type ApiClient } from '@shoppable/api-client';
import { AddCollectionsDialog, AddProductsDialog } from '@shoppable/catalog';
import {
  canSaveShort,
  chooseShortItem,
  chooseShortType,
  customUrlError,
  EMPTY_SHORT_TARGET,
  LIMITS,
  normalizeCustomUrl,
  SELECTION_RULES,
  type CustomUrlState,
  type ShortTarget,
  type ShortUrlType,
} from '@shoppable/domain';
import { Button, Page, Radio, RadioGroup, TextField } from '@shoppable/ui';
import { useEffect, useState } from 'react';
import { useStrings } from '../intl';
import * as styles from './ShortView.css';

/** What an edited short starts from. */
export interface ShortViewInitial {
  /** The short's id. */
  id: string;
  /** Its destination, selection and title. */
  target: ShortTarget;
  /** Its promocode, '' for none. */
  promocode: string;
}

/** Props of ShortView. */
export interface ShortViewProps {
  /** The API client (`useApiClient()` in the app). */
  client: ApiClient;
  /** The signed-in user's business. */
  businessId: string;
  /** The merchant's domain and its available domains: a custom URL must be on one of them. */
  domains: string[];
  /** The short being edited; leave it out to create one. */
  initial?: ShortViewInitial;
  /** After a create: back to the shorts list. */
  onCreated: () => void;
  /** Follows unsaved changes: the app blocks navigation with its discard dialog while true. */
  onDirtyChange?: (isDirty: boolean) => void;
}

/** How long after typing stops a custom URL is checked (content.md §5, §9). */
const URL_CHECK_MS = 400;

/**
 * The short editor in create and edit mode (content.md §2, §4, §5): the URL type (product,
 * collection, custom or organic), where one pick sets the type, clears the other and fills URL
 * and title; a custom URL checked 400 ms after typing with https:// added and accepted only on the
 * merchant's domains; an optional title and a promocode. Save is enabled per `canSaveShort`; after
 * create it calls `onCreated`, after edit it shows an approval message.
 */
export function ShortView({
  client,
  businessId,
  domains,
  initial,
  onCreated,
  onDirtyChange,
}: ShortViewProps) {
  const t = useStrings();
  const isEdit = initial !== undefined;
  const [target, setTarget] = useState<ShortTarget>(initial?.target ?? EMPTY_SHORT_TARGET);
  const [urlInput, setUrlInput] = useState(
    initial?.target.type === 'custom' ? initial.target.url : '',
  );
  const [urlState, setUrlState] = useState<CustomUrlState>(
    initial?.target.type === 'custom' ? 'valid' : 'unset',
  );
  const [promocode, setPromocode] = useState(initial?.promocode ?? '');
  const [modified, setModified] = useState(false);
  const [picker, setPicker] = useState<'product' | 'collection' | null>(null);
  const [saved, setSaved] = useState(false);
  const [failed, setFailed] = useState(false);
  const create = useCreateShort(client);
  const edit = useEditShort(client);
  const saving = create.isPending || edit.isPending;

  useEffect(() => onDirtyChange?.(modified), [modified, onDirtyChange]);
  useEffect(() => {
    if (!modified) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [modified]);

  useEffect(() => {
    if (target.type !== 'custom' || urlInput.trim() === '') return;
    const timer = setTimeout(() => {
      const result = normalizeCustomUrl(urlInput, domains);
      setUrlState(result.ok ? 'valid' : 'invalid');
      if (result.ok) setTarget((current) => ({ ...current, url: result.url }));
    }, URL_CHECK_MS);
    return () => clearTimeout(timer);
  }, [urlInput, target.type, domains]);

  const change = (next: ShortTarget) => {
    setTarget(next);
    setModified(true);
    setSaved(false);
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

  const canSave = canSaveShort({ modified, saving, target, urlState, promocode });

  const save = () => {
    setFailed(false);
    const payload = {
      business_id: businessId,
      title: target.title.trim(),
      url_type: target.type,
      inventory_ids: target.type === 'product' ? target.productIds : null,
      collection_ids: target.type === 'collection' ? target.collectionIds : null,
      promocode: promocode.trim() === '' ? null : promocode.trim(),
      shopping_redirect_url: target.url === '' ? null : target.url,
      influencer_username: null,
      utm_params: null,
    };
    if (isEdit) {
      edit.mutate(
        { id: initial.id, payload },
        {
          onSuccess: () => {
            setModified(false);
            setSaved(true);
          },
          onError: () => setFailed(true),
        },
      );
    } else {
      create.mutate(payload, {
        onSuccess: () => {
          setModified(false);
          onCreated();
        },
        onError: () => setFailed(true),
      });
    }
  };

  const urlError = urlState === 'invalid' ? customUrlError(domains[0] ?? '') : undefined;

  return (
    <Page
      title={isEdit ? t.format('shorts.editTitle') : t.format('shorts.createTitle')}
      actions={
        <Button onPress={save} isDisabled={!canSave} isPending={saving}>
          {isEdit ? t.format('shorts.save') : t.format('shorts.createAction')}
        </Button>
      }
    >
      <div className={styles.form}>
        {saved ? (
          <p role="status" className={styles.approval}>
            {t.format('shorts.saved')}
          </p>
        ) : null}
        {failed ? (
          <p role="alert" className={styles.error}>
            {t.format('shorts.saveFailed')}
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
              setModified(true);
              setSaved(false);
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
        <TextField
          label={t.format('shorts.promocode')}
          value={promocode}
          maxLength={LIMITS.promocodeMax}
          onChange={(value) => {
            setPromocode(value);
            setModified(true);
            setSaved(false);
          }}
        />
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
