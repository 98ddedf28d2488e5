import {
  shortQueryOptions,
  useCreateShort,
  useEditShort,
  type ApiClient,
  type Link,
} from '@shoppable/api-client';
import {
  EditorForm,
  EditorFrame,
  EditorLoader,
  useEditorFrame,
  type EditorSaved,
} from '@shoppable/catalog';
import {
  chooseShortItem,
  customUrlError,
  EMPTY_SHORT_TARGET,
  promocodeForPayload,
  shortSchema,
  utmToServer,
  type ClientPermissions,
  type Role,
  type UtmParams,
} from '@shoppable/domain';
import { formDraftKey, Skeleton } from '@shoppable/ui';
import { useEffect, useEffectEvent, useState } from 'react';
import { useFormState } from 'react-hook-form';
import { useStrings } from '../intl';
import { useShortStrings } from '../intl/shorts';
import { PromotionFields } from './PromotionFields';
import { ShortPreview } from './ShortPreview';
import { setShortTarget, TargetFields } from './TargetFields';
import {
  shortConflictFields,
  shortValuesOf,
  shortViewInitial,
  type ShortValues,
  type ShortViewInitial,
} from './values';
import * as styles from './ShortView.css';

export { shortViewInitial } from './values';
export type { ShortViewInitial } from './values';

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

/**
 * The short view (content.md §2, §4, §5) in create, edit and preview mode. The editor: the URL
 * type (product, collection, custom or organic), where one pick sets the type, clears the other
 * and fills URL and title; a custom URL checked once typing stops with https:// added and
 * accepted only on the merchant's domains; an optional title; the influencer (admins pick an
 * active one, which fills the promocode, locked once saved); the promocode; the UTM values
 * (admins). Save follows `shortSchema`; after create it calls `onCreated`, after edit it shows an
 * approval message. The preview: title, tag, destination, promocode, influencer, UTM, the
 * analytics tiles and a menu to edit, copy the link or delete.
 */
export function ShortView(props: ShortViewProps) {
  const { client, businessId, shortId, mode = 'edit', onBack } = props;
  const t = useShortStrings();
  return (
    <EditorLoader
      query={shortId === undefined ? undefined : shortQueryOptions(client, businessId, shortId)}
      title={mode === 'preview' ? t.format('shorts.previewTitle') : t.format('shorts.editTitle')}
      loadingLabel={t.format('shorts.loading')}
      loadFailed={t.format('shorts.loadFailed')}
      skeleton={
        <>
          <Skeleton shape="rect" inlineSize="100%" blockSize={48} />
          <Skeleton shape="rect" inlineSize="100%" blockSize={120} />
        </>
      }
      onBack={onBack}
    >
      {(short) =>
        short !== undefined && mode === 'preview' ? (
          <ShortPreview {...props} short={short} />
        ) : (
          <ShortForm {...props} original={short ? shortViewInitial(short) : null} />
        )
      }
    </EditorLoader>
  );
}

/** The editor's composition: the frame, the short's target and its promotion. */
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
}: ShortViewProps & { original: ShortViewInitial | null }) {
  const t = useShortStrings();
  const strings = useStrings();
  const isEdit = original !== null;
  const isAdmin = viewerRole === 'admin';
  const [saved, setSaved] = useState(false);
  const create = useCreateShort(client);
  const edit = useEditShort(client);

  const save = async (_: unknown, basedOn: number | null): Promise<EditorSaved> => {
    const values = frame.form.getValues();
    const utmParams = utmToServer(values.utmParams);
    const payload = {
      business_id: businessId,
      title: values.title.trim(),
      url_type: values.type,
      inventory_ids: values.type === 'product' ? values.productIds : null,
      collection_ids: values.type === 'collection' ? values.collectionIds : null,
      promocode: promocodeForPayload(values.promocode),
      shopping_redirect_url: values.url === '' ? null : values.url,
      influencer_username: values.influencerUsername === '' ? null : values.influencerUsername,
      utm_params: Object.values(utmParams).some((v) => v !== '') ? utmParams : null,
    };
    if (original !== null && basedOn !== null) {
      const updated = await edit.mutateAsync({ id: original.id, version: basedOn, payload });
      return { version: updated.version, done: () => setSaved(true) };
    }
    await create.mutateAsync(payload);
    return { version: null, done: onCreated };
  };

  const frame = useEditorFrame<ShortValues, Link>({
    defaultValues: shortValuesOf(original, {
      target: EMPTY_SHORT_TARGET,
      influencer: isAdmin ? '' : ownUsername,
      utm: isAdmin ? defaultUtm : null,
    }),
    // Only what the user types is checked: a loaded short's URL stays as saved.
    schema: shortSchema(
      domains,
      customUrlError(domains[0] ?? ''),
      original?.target.type === 'custom' ? [original.target.url] : [],
    ),
    version: original?.version ?? null,
    draftKey: formDraftKey('short', { businessId, username: ownUsername }, original?.id),
    onSave: save,
    name: 'short',
    onDirtyChange,
  });

  // A product chosen on the shorts page is a change to save.
  const prefill = useEffectEvent(() => {
    if (!isEdit && initialProduct) {
      setShortTarget(frame.form.setValue, chooseShortItem('product', initialProduct));
    }
  });
  useEffect(() => prefill(), []);

  return (
    <EditorFrame
      frame={frame}
      title={isEdit ? t.format('shorts.editTitle') : t.format('shorts.createTitle')}
      saveLabel={isEdit ? t.format('shorts.save') : t.format('shorts.createAction')}
      onBack={onBack}
      discardMessage={t.format('shorts.discardMessage')}
      conflictTitle={t.format('shorts.conflictTitle')}
      conflictFields={(mine, theirs) =>
        shortConflictFields(t, strings, mine, shortViewInitial(theirs))
      }
      saveFailedMessage={(failure) =>
        t.format('shorts.saveFailed', { why: strings.format(`saveFailure.${failure}` as const) })
      }
      status={saved ? <SavedMessage onChanged={() => setSaved(false)} /> : null}
    >
      <EditorForm className={styles.form}>
        <TargetFields client={client} businessId={businessId} domains={domains} />
        <PromotionFields
          client={client}
          businessId={businessId}
          viewerRole={viewerRole}
          ownUsername={ownUsername}
          influencerLocked={(original?.influencerUsername ?? '') !== ''}
        />
      </EditorForm>
    </EditorFrame>
  );
}

/** The approval after an edit's save, until the next change. */
function SavedMessage({ onChanged }: { onChanged: () => void }) {
  const t = useShortStrings();
  const { isDirty } = useFormState<ShortValues>();
  const changed = useEffectEvent(onChanged);
  useEffect(() => {
    if (isDirty) changed();
  }, [isDirty]);
  return isDirty ? null : (
    <p role="status" className={styles.approval}>
      {t.format('shorts.saved')}
    </p>
  );
}
