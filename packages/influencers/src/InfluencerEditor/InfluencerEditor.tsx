import {
  influencerFromWire,
  influencerQueryOptions,
  isConflictError,
  isInfluencerEmailAvailable,
  isInfluencerUsernameAvailable,
  logClientError,
  useAvailability,
  useCreateInfluencer,
  useEditInfluencer,
  useSetInfluencerActivation,
  useUploadImage,
  type ApiClient,
  type Influencer,
  type WireInfluencerItem,
} from '@shoppable/api-client';
import { EditorForm, EditorFrame, EditorLoader, useEditorFrame } from '@shoppable/catalog';
import {
  influencerSchema,
  isValidEmail,
  isValidUsername,
  MESSAGES,
  normalizeEmail,
} from '@shoppable/domain';
import { formDraftKey, showToast, Skeleton } from '@shoppable/ui';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useStrings } from '../intl';
import { CommissionSection } from './CommissionSection';
import * as styles from './InfluencerEditor.css';
import { PasswordDialog } from './PasswordDialog';
import { PermissionsSection } from './PermissionsSection';
import { ProfileSection } from './ProfileSection';
import type { InfluencerFormOutput, InfluencerFormValues } from './types';
import { conflictFields, influencerFormValues, influencerPayload } from './values';

export { influencerFormValues } from './values';

/** Whether an availability check now says taken (a failed check says not). */
const takenNow = (check: Promise<boolean>) =>
  check.then(
    (available) => !available,
    () => false,
  );

/** Props of InfluencerEditor. */
export interface InfluencerEditorProps {
  /** The API client (`useApiClient()` in the app). */
  client: ApiClient;
  /** The signed-in admin's business. */
  businessId: string;
  /** The influencer to edit (loaded from the API); leave it out to create one. */
  username?: string;
  /** Leaves the editor (after the discard confirmation when there are changes). */
  onBack: () => void;
  /** After a create, once the one-time password was shown: the new influencer's username. */
  onCreated: (username: string) => void;
  /** After an edit is saved ('changes saved' is shown). */
  onSaved: () => void;
  /** Follows unsaved changes: the app blocks navigation with its discard dialog while true. */
  onDirtyChange?: (isDirty: boolean) => void;
}

/**
 * The influencer editor in create and edit mode (content.md §2, §4, §5): the profile (round
 * cropped image, username on create and a changed email, each checked for availability 400 ms
 * after typing, phone, active), promocode and commission (rules, net revenue ratio) and the
 * permissions, with Save in the top bar enabled after a valid change. With `username` it loads
 * the influencer first.
 */
export function InfluencerEditor(props: InfluencerEditorProps) {
  const { client, businessId, username } = props;
  const t = useStrings();
  const query =
    username === undefined
      ? undefined
      : { ...influencerQueryOptions(client, businessId, username), select: influencerFromWire };
  return (
    <EditorLoader
      query={query}
      title={t.format('editor.editTitle')}
      loadingLabel={t.format('editor.loading')}
      loadFailed={t.format('editor.loadFailed')}
      onBack={props.onBack}
      skeleton={
        <>
          <Skeleton shape="circle" inlineSize={96} blockSize={96} />
          <Skeleton shape="rect" inlineSize="100%" blockSize={48} />
          <Skeleton shape="rect" inlineSize="100%" blockSize={160} />
        </>
      }
    >
      {(influencer) => <InfluencerEditorForm {...props} initial={influencer} />}
    </EditorLoader>
  );
}

function InfluencerEditorForm({
  client,
  businessId,
  initial,
  onBack,
  onCreated,
  onSaved,
  onDirtyChange,
}: InfluencerEditorProps & { initial?: Influencer }) {
  const t = useStrings();
  const isEdit = initial !== undefined;
  const originalEmail = initial?.email;
  const schema = useMemo(
    () =>
      influencerSchema(
        originalEmail !== undefined ? { mode: 'edit', originalEmail } : { mode: 'create' },
      ),
    [originalEmail],
  );
  const [progress, setProgress] = useState<number | null>(null);
  const [created, setCreated] = useState<{ username: string; password: string } | null>(null);
  const upload = useUploadImage(client);
  const create = useCreateInfluencer(client, businessId);
  const edit = useEditInfluencer(client, businessId);
  const activation = useSetInfluencerActivation(client, businessId);

  /** Saves the checked values; an edit is based on `basedOn` (the loaded version, or theirs on Overwrite). */
  const save = async (out: InfluencerFormOutput, basedOn: number | null) => {
    const values = frame.form.getValues();
    const payload = influencerPayload(out, values.netRevenueOn);
    try {
      if (isEdit && basedOn !== null) {
        const { username } = initial;
        const updated = await edit.mutateAsync({ username, version: basedOn, payload });
        // The active state has its own call (the edit body carries none).
        if (out.isActive !== initial.isActive)
          await activation.mutateAsync({ username, activate: out.isActive });
        const done = () => {
          showToast(t.format('editor.changesSaved'), { tone: 'success' });
          onSaved();
        };
        return { version: updated.version, done };
      }
      const result = await create.mutateAsync({ username: out.username, ...payload });
      if (!out.isActive)
        await activation.mutateAsync({ username: result.username, activate: false });
      // The new password is shown once, when the server sends it.
      const { password } = result;
      const done = () =>
        password ? setCreated({ username: result.username, password }) : onCreated(result.username);
      return { version: null, done };
    } catch (error) {
      // A 409 may be the email (or a new username) taken since it was checked: said on the field.
      if (!isConflictError(error)) throw error;
      const except = initial?.username;
      if (await takenNow(isInfluencerEmailAvailable(client, out.email, { except }))) {
        frame.form.setError('email', { type: 'taken', message: MESSAGES.emailTaken });
        return null;
      }
      if (!isEdit && (await takenNow(isInfluencerUsernameAvailable(client, out.username)))) {
        frame.form.setError('username', { type: 'taken', message: MESSAGES.usernameTaken });
        return null;
      }
      throw error;
    }
  };

  const frame = useEditorFrame<InfluencerFormValues, WireInfluencerItem, InfluencerFormOutput>({
    defaultValues: influencerFormValues(initial),
    schema,
    version: initial?.version ?? null,
    draftKey: formDraftKey('influencer', { businessId }, initial?.username),
    // An image still uploading when the page went away is gone with it.
    restoreDraft: (draft, current) => ({
      ...draft,
      profileImageUrl: draft.profileImageUrl.startsWith('blob:')
        ? current.profileImageUrl
        : draft.profileImageUrl,
    }),
    // content.md §4: nothing saves while the image is still a local (blob) address.
    isUploading: (values) => values.profileImageUrl.startsWith('blob:'),
    onSave: save,
    // Any other 409 (theirs is still at the version saved on): the promocode belongs to another influencer.
    onSaveError: (error) => {
      if (!isConflictError(error)) return false;
      frame.form.setError('promocode', {
        type: 'taken',
        message: t.format('editor.promocodeTaken'),
      });
      return true;
    },
    name: 'influencer',
    onDirtyChange,
  });
  const { control, getValues, setValue } = frame.form;
  const username = useWatch({ control, name: 'username' });
  const email = normalizeEmail(useWatch({ control, name: 'email' }));
  const imageUrl = useWatch({ control, name: 'profileImageUrl' });
  const netRevenueOn = useWatch({ control, name: 'netRevenueOn' });

  // content.md §4, §5: a new username and a changed email are checked 400 ms after typing stops.
  const usernameCheck = useAvailability(
    (value, signal) => isInfluencerUsernameAvailable(client, value, signal),
    username,
    { valid: !isEdit && isValidUsername(username) },
  );
  const emailCheck = useAvailability(
    (value, signal) =>
      isInfluencerEmailAvailable(client, value, { except: initial?.username, signal }),
    email,
    { valid: isValidEmail(email) && email !== originalEmail },
  );

  const onImageCropped = async (blob: Blob) => {
    const local = URL.createObjectURL(blob);
    setValue('profileImageUrl', local, { shouldDirty: true, shouldValidate: true });
    setProgress(0);
    try {
      const url = await upload.mutateAsync({
        file: blob,
        onProgress: (p) => setProgress(p.percent),
      });
      if (getValues('profileImageUrl') === local)
        setValue('profileImageUrl', url, { shouldDirty: true, shouldValidate: true });
    } catch (error) {
      // content.md §8: an image upload failure is only logged; the local image blocks Save.
      logClientError(`influencer image upload failed: ${String(error)}`);
    } finally {
      setProgress(null);
    }
  };

  return (
    <EditorFrame
      frame={frame}
      title={t.format(isEdit ? 'editor.editTitle' : 'editor.createTitle')}
      saveLabel={t.format('editor.save')}
      onBack={onBack}
      discardMessage={t.format('editor.discardMessage')}
      conflictTitle={t.format('editor.conflictTitle')}
      conflictFields={(mine, theirs) =>
        conflictFields(t, mine, influencerFormValues(influencerFromWire(theirs)))
      }
      saveFailedTitle={t.format('editor.saveFailedTitle')}
      saveFailedMessage={(failure) =>
        t.format('editor.saveFailed', { why: t.format(`saveFailure.${failure}` as const) })
      }
      uploadError={{
        title: t.format('editor.uploadErrorTitle'),
        message: t.format('editor.uploadErrorMessage'),
      }}
      canSave={() =>
        progress === null &&
        (isEdit || usernameCheck === 'available') &&
        (emailCheck === 'idle' || emailCheck === 'available')
      }
    >
      <EditorForm className={styles.form}>
        <ProfileSection
          control={control}
          isEdit={isEdit}
          imageUrl={imageUrl}
          progress={progress}
          usernameCheck={usernameCheck}
          emailCheck={emailCheck}
          onImageCropped={(blob) => void onImageCropped(blob)}
        />
        <CommissionSection
          control={control}
          netRevenueOn={netRevenueOn}
          onNetRevenueChange={(on) => {
            setValue('netRevenueOn', on, { shouldDirty: true });
            // content.md §4: toggling the switch resets the ratio to 100.
            setValue('netRevenueRatio', '100', { shouldDirty: true, shouldValidate: true });
          }}
        />
        <PermissionsSection control={control} />
      </EditorForm>
      {created !== null ? (
        <PasswordDialog
          title={t.format('editor.createdTitle')}
          message={t.format('editor.createdMessage', { username: created.username })}
          password={created.password}
          onDone={() => onCreated(created.username)}
        />
      ) : null}
    </EditorFrame>
  );
}
