import {
  linkFormFromWire,
  linkFormToWire,
  linkQueryOptions,
  logClientError,
  useCreateLink,
  useEditLink,
  type ApiClient,
  type Link,
  type LinkForm,
  type UtmParams,
} from '@shoppable/api-client';
import { EditorForm, EditorFrame, EditorLoader, useEditorFrame } from '@shoppable/catalog';
import {
  canConfirmSelection,
  defaultShoppingUrl,
  hasBlobImages,
  LIMITS,
  linkSchema,
  SELECTION_RULES,
  type Role,
} from '@shoppable/domain';
import { formDraftKey, showToast, Skeleton, useIsPhone } from '@shoppable/ui';
import { useEffect, useEffectEvent } from 'react';
import { useStrings } from '../intl';
import { utmValues } from '../UtmSection';
import { DeliveryFields } from './DeliveryFields';
import { DescriptionFields } from './DescriptionFields';
import { EditorPreview } from './EditorPreview';
import { ImagesSection } from './ImagesSection';
import { ProductsSection } from './ProductsSection';
import { conflictFields, valuesOf, type LinkEditorValues } from './values';
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
  return (
    <EditorLoader
      query={linkId === undefined ? undefined : linkQueryOptions(client, businessId, linkId)}
      title={strings.format('editor.editTitle')}
      loadingLabel={strings.format('editor.loading')}
      loadFailed={strings.format('editor.loadError')}
      skeleton={
        <>
          <Skeleton shape="rect" inlineSize="100%" blockSize={120} />
          <Skeleton shape="rect" inlineSize="100%" blockSize={48} />
        </>
      }
      // content.md §8: a link load failure is logged and leaves the editor.
      onFailed={(error) => {
        logClientError(`link load ${linkId ?? ''} failed: ${String(error)}`);
        props.onBack();
      }}
    >
      {(link) => <LinkEditorForm {...props} original={link ? linkFormFromWire(link) : null} />}
    </EditorLoader>
  );
}

/**
 * The editor's composition: the frame and its sections. It subscribes to no value itself: each
 * section follows its own fields, so a keystroke re-renders the field typed in, the draft and the
 * (deferred) preview, and opening Add products its section only.
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
}: LinkEditorProps & { original: LinkForm | null }) {
  const strings = useStrings();
  const isEdit = original !== null;
  const isPhone = useIsPhone();
  const create = useCreateLink(client);
  const edit = useEditLink(client);

  const save = async (parsed: LinkEditorValues, basedOn: number | null) => {
    const raw = frame.form.getValues();
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
    if (original?.linkId && basedOn !== null) {
      const updated = await edit.mutateAsync({ id: original.linkId, version: basedOn, payload });
      return {
        version: updated.version,
        done: () => {
          showToast(strings.format('editor.saved'), { tone: 'success' });
          onSaved(updated);
        },
      };
    }
    const created = await create.mutateAsync(payload);
    return { version: null, done: () => onCreated(created) };
  };

  const frame = useEditorFrame<LinkEditorValues, Link>({
    defaultValues: valuesOf(original, {
      utm: utmValues(isEdit ? null : defaultUtm),
      influencer: viewerRole === 'admin' ? '' : ownUsername,
    }),
    schema: linkSchema,
    version: original?.version ?? null,
    draftKey: formDraftKey('instant', { businessId, username: ownUsername }, original?.linkId),
    // An image still uploading when the page went away is gone with it.
    restoreDraft: (draft) => ({
      ...draft,
      images: draft.images.filter((i) => !hasBlobImages([i])),
    }),
    // content.md §4: a local (blob:) image blocks the save with the upload-error dialog.
    isUploading: (values) => hasBlobImages(values.images),
    onSave: save,
    name: 'link',
    onDirtyChange,
  });

  // A new link started with products (a trend's quick link, Magic Store's finds): they are
  // chosen, and the form is dirty so Save is enabled and leaving asks first. Magic Store's media
  // is the cover.
  const prefill = useEffectEvent(() => {
    if (isEdit) return;
    const { setValue } = frame.form;
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

  return (
    <EditorFrame
      frame={frame}
      title={strings.format(isEdit ? 'editor.editTitle' : 'editor.createTitle')}
      saveLabel={strings.format(isEdit ? 'editor.save' : 'editor.create')}
      onBack={onBack}
      discardMessage={strings.format('editor.discardMessage')}
      conflictTitle={strings.format('editor.conflictTitle')}
      conflictFields={(mine, theirs) =>
        conflictFields(
          strings,
          mine,
          valuesOf(linkFormFromWire(theirs), { utm: utmValues(null), influencer: '' }),
        )
      }
      saveFailedTitle={strings.format('editor.saveErrorTitle')}
      saveFailedMessage={(failure) =>
        strings.format('editor.saveErrorMessage', {
          why: strings.format(`saveFailure.${failure}` as const),
        })
      }
      uploadError={{
        title: strings.format('editor.uploadErrorTitle'),
        message: strings.format('editor.uploadErrorMessage'),
      }}
      canSave={(values) => canConfirmSelection(values.products.length, LIMITS.linkProducts)}
    >
      <div className={styles.columns}>
        <EditorForm className={styles.form}>
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
    </EditorFrame>
  );
}
