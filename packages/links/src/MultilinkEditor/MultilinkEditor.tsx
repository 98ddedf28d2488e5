import {
  multilinkFromWire,
  multilinkQueryOptions,
  useCreateMultilink,
  useEditMultilink,
  type ApiClient,
  type WireMultilinkItem,
} from '@shoppable/api-client';
import {
  EditorForm,
  EditorFrame,
  EditorLoader,
  useEditorFrame,
  type EditorSaved,
} from '@shoppable/catalog';
import {
  customUrlError,
  DEFAULT_SHARES,
  hasAnyUtm,
  multilinkSchema,
  utmToServer,
  type Role,
} from '@shoppable/domain';
import { formDraftKey, showToast } from '@shoppable/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useStrings } from '../intl';
import { useMultilinkStrings } from '../intl/multilinks';
import { PromotionFields, TitleField } from './DetailsFields';
import { ExperienceFields } from './ExperienceFields';
import {
  multilinkConflictFields,
  multilinkEditorInitial,
  multilinkValuesOf,
  type MultilinkEditorInitial,
  type MultilinkValues,
} from './values';
import * as styles from './MultilinkEditor.css';

export { multilinkEditorInitial } from './values';
export type { MultilinkEditorExperience, MultilinkEditorInitial } from './values';

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

/**
 * The multilink editor in create and edit mode (content.md §2, §4, §5). With `multilinkId` it
 * loads the multilink first (a skeleton meanwhile, a message if the load fails).
 */
export function MultilinkEditor(props: MultilinkEditorProps) {
  const { client, businessId, multilinkId, initial } = props;
  const t = useMultilinkStrings();
  const queryClient = useQueryClient();
  const query = (id: string) => multilinkQueryOptions(client, businessId, id);
  return (
    <EditorLoader
      query={
        multilinkId === undefined ? undefined : { ...query(multilinkId), select: multilinkFromWire }
      }
      title={t.format('multilinks.editTitle')}
      loadingLabel={t.format('multilinks.loading')}
      loadFailed={t.format('multilinks.loadFailed')}
      onBack={props.onBack}
    >
      {(loaded) => {
        // A multilink given as `initial` reloads from the cache its conflict filled with theirs.
        const theirs =
          initial && queryClient.getQueryData<WireMultilinkItem>(query(initial.id).queryKey);
        const current = loaded ?? (theirs ? multilinkFromWire(theirs) : undefined);
        return (
          <MultilinkEditorForm
            {...props}
            initial={current ? multilinkEditorInitial(current) : initial}
          />
        );
      }}
    </EditorLoader>
  );
}

/**
 * The editor's composition (content.md §2, §4, §5): a title and Experience A and B (in edit mode
 * a look stays a look and the others choose among product, collection and custom), a promocode
 * and (admins) the UTM values. Save only when modified, titled and every experience valid.
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
}: MultilinkEditorProps) {
  const t = useMultilinkStrings();
  const strings = useStrings();
  const isEdit = initial !== undefined;
  const isAdmin = viewerRole === 'admin';
  const create = useCreateMultilink(client);
  const edit = useEditMultilink(client);

  const save = async (_: unknown, basedOn: number | null): Promise<EditorSaved> => {
    const { title, promocode, experiences, utmParams } = frame.form.getValues();
    const payload = {
      business_id: businessId,
      title: title.trim(),
      splitter_type: 'PERCENTAGE' as const,
      promocode: promocode.trim() === '' ? null : promocode.trim(),
      utm_params: isAdmin && hasAnyUtm(utmParams) ? utmToServer(utmParams) : null,
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
    if (initial && basedOn !== null) {
      const updated = await edit.mutateAsync({ id: initial.id, version: basedOn, payload });
      // content.md §4: an edit confirms with 'changes saved'.
      const done = () => {
        showToast(t.format('multilinks.changesSaved'), { tone: 'success' });
        onSaved();
      };
      return { version: updated.version, done };
    }
    await create.mutateAsync(payload);
    return { version: null, done: onSaved };
  };

  // Only what the user types is checked: a loaded experience's URL stays as saved.
  const savedUrls = (initial?.experiences ?? [])
    .filter((e) => e.type === 'custom')
    .map((e) => e.url);
  const frame = useEditorFrame<MultilinkValues, WireMultilinkItem>({
    defaultValues: multilinkValuesOf(initial, DEFAULT_SHARES),
    schema: multilinkSchema(domains, customUrlError(domains[0] ?? ''), savedUrls),
    version: initial?.version ?? null,
    draftKey: formDraftKey('multilink', { businessId }, initial?.id),
    onSave: save,
    name: 'multilink',
    onDirtyChange,
    query: initial ? multilinkQueryOptions(client, businessId, initial.id) : null,
  });

  return (
    <EditorFrame
      frame={frame}
      title={isEdit ? t.format('multilinks.editTitle') : t.format('multilinks.createTitle')}
      saveLabel={t.format('multilinks.save')}
      onBack={onBack}
      discardMessage={t.format('multilinks.discardMessage')}
      conflictTitle={t.format('multilinks.conflictTitle')}
      conflictFields={(mine, theirs) =>
        multilinkConflictFields(t, strings, mine, multilinkEditorInitial(multilinkFromWire(theirs)))
      }
      saveFailedMessage={(failure) =>
        t.format('multilinks.saveFailed', {
          why: strings.format(`saveFailure.${failure}` as const),
        })
      }
    >
      <EditorForm className={styles.form}>
        <TitleField />
        {([0, 1] as const).map((index) => (
          <ExperienceFields
            key={index}
            client={client}
            businessId={businessId}
            domains={domains}
            index={index}
            savedType={initial?.experiences[index]?.type ?? null}
            isEdit={isEdit}
          />
        ))}
        <PromotionFields isAdmin={isAdmin} />
      </EditorForm>
    </EditorFrame>
  );
}
