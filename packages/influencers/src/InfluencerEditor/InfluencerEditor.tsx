import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  influencerFromWire,
  influencerQueryOptions,
  isInfluencerEmailAvailable,
  isConflictError,
  isInfluencerUsernameAvailable,
  logClientError,
  permissionsToWire,
  requestFailureOf,
  useCreateInfluencer,
  useEditConflict,
  useEditInfluencer,
  useSetInfluencerActivation,
  useAvailability,
  useUploadImage,
  type ApiClient,
  type Influencer,
  type InfluencerPayload,
  type RequestFailure,
  type WireInfluencerItem,
} from '@shoppable/api-client';
import {
  ALL_PERMISSIONS,
  influencerSchema,
  isValidEmail,
  isValidUsername,
  MESSAGES,
  netRevenueSwitchInitial,
  normalizeEmail,
  promocodeForPayload,
} from '@shoppable/domain';
import {
  Button,
  ConfirmDialog,
  ConflictDialog,
  CopyButton,
  DraftRestorePrompt,
  formDraftKey,
  Page,
  showToast,
  Skeleton,
  useFormDraft,
  useWarnBeforeUnload,
} from '@shoppable/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useStrings } from '../intl';
import { CommissionSection } from './CommissionSection';
import * as styles from './InfluencerEditor.css';
import { PermissionsSection } from './PermissionsSection';
import { ProfileSection } from './ProfileSection';
import type { InfluencerFormOutput, InfluencerFormValues } from './types';

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

/** What the form starts from: a new influencer (every permission on, active) or a loaded one. */
export function influencerFormValues(influencer?: Influencer): InfluencerFormValues {
  if (!influencer) {
    return {
      username: '',
      email: '',
      phone: '',
      profileImageUrl: '',
      isActive: true,
      promocode: '',
      commission: '',
      netRevenueRatio: '100',
      reduceRefundsFromCommission: false,
      reduceVatFromCommission: false,
      permissions: { ...ALL_PERMISSIONS },
    };
  }
  return {
    username: influencer.username,
    email: influencer.email,
    phone: influencer.phone,
    profileImageUrl: influencer.profileImageUrl ?? '',
    isActive: influencer.isActive,
    promocode: influencer.promocode,
    commission: String(influencer.commission),
    netRevenueRatio: String(influencer.revenueRules.netRevenueRatio),
    reduceRefundsFromCommission: influencer.commissionRules.reduceRefundsFromCommission,
    reduceVatFromCommission: influencer.commissionRules.reduceVatFromCommission,
    permissions: { ...influencer.permissions },
  };
}

/**
 * The influencer editor in create and edit mode (content.md §2, §4, §5): the profile (round
 * cropped image, username on create and a changed email, each checked for availability 400 ms
 * after typing, phone, active), promocode and commission (rules, net revenue ratio) and the permissions, with
 * Save in the top bar enabled after a valid change. With `username` it loads the influencer first.
 */
export function InfluencerEditor(props: InfluencerEditorProps) {
  const { client, businessId, username } = props;
  const t = useStrings();
  const query = useQuery({
    ...influencerQueryOptions(client, businessId, username ?? ''),
    select: influencerFromWire,
    enabled: username !== undefined,
  });
  // A conflict's Reload starts the form over from the current version.
  const [reloaded, setReloaded] = useState<{ initial: Influencer; n: number } | null>(null);
  const reload = (theirs: Influencer) =>
    setReloaded((last) => ({ initial: theirs, n: (last?.n ?? 0) + 1 }));
  if (reloaded !== null)
    return <EditorForm key={reloaded.n} {...props} initial={reloaded.initial} onReload={reload} />;
  if (username === undefined) return <EditorForm {...props} onReload={reload} />;
  if (query.isPending || query.isError) {
    return (
      <Page
        title={t.format('editor.editTitle')}
        back={
          <Button variant="plain" onPress={props.onBack}>
            {t.format('editor.back')}
          </Button>
        }
      >
        {query.isPending ? (
          <div
            role="group"
            aria-busy="true"
            aria-label={t.format('editor.loading')}
            className={styles.form}
          >
            <Skeleton shape="circle" inlineSize={96} blockSize={96} />
            <Skeleton shape="rect" inlineSize="100%" blockSize={48} />
            <Skeleton shape="rect" inlineSize="100%" blockSize={160} />
          </div>
        ) : (
          <p role="alert" className={styles.error}>
            {t.format('editor.loadFailed')}
          </p>
        )}
      </Page>
    );
  }
  return <EditorForm {...props} initial={query.data} onReload={reload} />;
}

function EditorForm({
  client,
  businessId,
  initial,
  onBack,
  onCreated,
  onSaved,
  onDirtyChange,
  onReload,
}: InfluencerEditorProps & { initial?: Influencer; onReload: (theirs: Influencer) => void }) {
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
  const { control, formState, getValues, setValue, setError, handleSubmit, reset } =
    useForm<InfluencerFormValues>({
      defaultValues: influencerFormValues(initial),
      mode: 'onChange',
      resolver: valibotResolver(schema) as never,
    });
  const { isDirty, isValid } = formState;
  const username = useWatch({ control, name: 'username' });
  const email = normalizeEmail(useWatch({ control, name: 'email' }));
  const imageUrl = useWatch({ control, name: 'profileImageUrl' });
  const [netRevenueOn, setNetRevenueOn] = useState(() =>
    netRevenueSwitchInitial(initial?.revenueRules.netRevenueRatio ?? null),
  );
  const [progress, setProgress] = useState<number | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [uploadError, setUploadError] = useState(false);
  const [saveError, setSaveError] = useState(false);
  const [saveFailure, setSaveFailure] = useState<RequestFailure>('server');
  const [created, setCreated] = useState<{ username: string; password: string } | null>(null);
  const upload = useUploadImage(client);
  const create = useCreateInfluencer(client, businessId);
  const edit = useEditInfluencer(client, businessId);
  const activation = useSetInfluencerActivation(client, businessId);
  const saving = create.isPending || edit.isPending || activation.isPending;
  const queryClient = useQueryClient();
  const [version, setVersion] = useState(initial?.version ?? 0);
  const conflict = useEditConflict<WireInfluencerItem>({
    loadTheirs: () =>
      queryClient.fetchQuery({
        ...influencerQueryOptions(client, businessId, initial?.username ?? ''),
        staleTime: 0,
      }),
    onReload: (theirs) => {
      // Reload discards mine for theirs: the draft of mine goes too.
      draft.clear();
      onReload(influencerFromWire(theirs));
    },
    onOverwrite: (theirs) => submit(theirs.version),
  });

  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  useWarnBeforeUnload(isDirty);
  const typed = useWatch({ control });
  // DESIGN.md §4: what is typed survives a reload, a crash or a failed save.
  const draft = useFormDraft({
    storageKey: formDraftKey('influencer', { businessId }, initial?.username),
    values: { ...typed, netRevenueOn },
    isDirty,
    onRestore: ({ netRevenueOn: on, ...restored }) => {
      const form = restored as InfluencerFormValues;
      // An image still uploading when the page went away is gone with it.
      const image = form.profileImageUrl.startsWith('blob:')
        ? getValues('profileImageUrl')
        : form.profileImageUrl;
      setNetRevenueOn(on);
      reset({ ...form, profileImageUrl: image }, { keepDefaultValues: true });
    },
  });

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

  /** Whether an availability check now says taken (a failed check says not). */
  const takenNow = (check: Promise<boolean>) =>
    check.then(
      (available) => !available,
      () => false,
    );
  const emailTakenNow = (value: string) =>
    takenNow(isInfluencerEmailAvailable(client, value, { except: initial?.username }));
  const usernameTakenNow = (value: string) =>
    takenNow(isInfluencerUsernameAvailable(client, value));

  /** Saves the checked values; an edit is based on `basedOn` (the loaded version, or theirs on Overwrite). */
  const save = async (out: InfluencerFormOutput, basedOn: number) => {
    const values = getValues();
    // content.md §4: nothing saves while the image is still a local (blob) address.
    if (values.profileImageUrl.startsWith('blob:')) {
      setUploadError(true);
      return;
    }
    const payload: Omit<InfluencerPayload, 'username'> = {
      email: out.email,
      profile_image_url: out.profileImageUrl,
      promocode: promocodeForPayload(out.promocode),
      commission: out.commission,
      phone: out.phone === '' ? null : out.phone,
      permissions: permissionsToWire(out.permissions),
      commission_rules: {
        reduce_refunds_from_commission: out.reduceRefundsFromCommission,
        reduce_vat_from_commission: out.reduceVatFromCommission,
      },
      revenue_rules: { net_revenue_ratio: netRevenueOn ? out.netRevenueRatio : 100 },
    };
    try {
      if (isEdit) {
        const updated = await edit.mutateAsync({
          username: initial.username,
          version: basedOn,
          payload,
        });
        setVersion(updated.version);
        // The active state has its own call (the edit body carries none).
        if (out.isActive !== initial.isActive)
          await activation.mutateAsync({ username: initial.username, activate: out.isActive });
        reset(values);
        draft.clear();
        showToast(t.format('editor.changesSaved'), { tone: 'success' });
        onSaved();
      } else {
        const result = await create.mutateAsync({ username: out.username, ...payload });
        if (!out.isActive)
          await activation.mutateAsync({ username: result.username, activate: false });
        reset(values);
        draft.clear();
        // The new password is shown once, when the server sends it.
        if (result.password) setCreated({ username: result.username, password: result.password });
        else onCreated(result.username);
      }
    } catch (error) {
      // A 409 may be the email (or a new username) taken since it was checked: said on the field.
      if (isConflictError(error) && (await emailTakenNow(out.email))) {
        setError('email', { type: 'taken', message: MESSAGES.emailTaken });
        return;
      }
      if (!isEdit && isConflictError(error) && (await usernameTakenNow(out.username))) {
        setError('username', { type: 'taken', message: MESSAGES.usernameTaken });
        return;
      }
      if (isEdit && (await conflict.catchConflict(error, basedOn))) return;
      // Any other 409 (theirs is still at `basedOn`): the promocode belongs to another influencer.
      if (isConflictError(error)) {
        setError('promocode', { type: 'taken', message: t.format('editor.promocodeTaken') });
        return;
      }
      logClientError(`influencer save failed: ${String(error)}`);
      setSaveFailure(requestFailureOf(error));
      setSaveError(true);
    }
  };

  const submit = (basedOn: number) =>
    handleSubmit((out) => save(out as unknown as InfluencerFormOutput, basedOn))();

  const canSave =
    isDirty &&
    isValid &&
    !saving &&
    progress === null &&
    (isEdit || usernameCheck === 'available') &&
    (emailCheck === 'idle' || emailCheck === 'available');

  return (
    <Page
      title={t.format(isEdit ? 'editor.editTitle' : 'editor.createTitle')}
      back={
        <Button variant="plain" onPress={() => (isDirty ? setConfirmDiscard(true) : onBack())}>
          {t.format('editor.back')}
        </Button>
      }
      actions={
        <Button onPress={() => void submit(version)} isDisabled={!canSave} isPending={saving}>
          {t.format('editor.save')}
        </Button>
      }
    >
      <DraftRestorePrompt draft={draft} />
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (canSave) void submit(version);
        }}
      >
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
            setNetRevenueOn(on);
            // content.md §4: toggling the switch resets the ratio to 100.
            setValue('netRevenueRatio', '100', { shouldDirty: true, shouldValidate: true });
          }}
        />
        <PermissionsSection control={control} />
      </form>
      <ConfirmDialog
        isOpen={confirmDiscard}
        onOpenChange={setConfirmDiscard}
        title={t.format('editor.discardTitle')}
        message={t.format('editor.discardMessage')}
        confirmLabel={t.format('editor.discard')}
        cancelLabel={t.format('editor.keepEditing')}
        tone="critical"
        onConfirm={() => {
          draft.clear();
          onBack();
        }}
      />
      <ConfirmDialog
        isOpen={uploadError}
        onOpenChange={setUploadError}
        title={t.format('editor.uploadErrorTitle')}
        message={t.format('editor.uploadErrorMessage')}
        confirmLabel={t.format('editor.close')}
      />
      <ConfirmDialog
        isOpen={saveError}
        onOpenChange={setSaveError}
        title={t.format('editor.saveFailedTitle')}
        message={t.format('editor.saveFailed', {
          why: t.format(`saveFailure.${saveFailure}` as const),
        })}
        confirmLabel={t.format('editor.close')}
      />
      {conflict.theirs !== null ? (
        <ConflictDialog
          {...conflict}
          title={t.format('editor.conflictTitle')}
          fields={conflictFields(
            t,
            getValues(),
            influencerFormValues(influencerFromWire(conflict.theirs)),
          )}
        />
      ) : null}
      {created !== null ? (
        <PasswordDialog
          title={t.format('editor.createdTitle')}
          message={t.format('editor.createdMessage', { username: created.username })}
          password={created.password}
          onDone={() => onCreated(created.username)}
        />
      ) : null}
    </Page>
  );
}

/** Both sides of an edit conflict, labelled as the form labels them. */
function conflictFields(
  t: ReturnType<typeof useStrings>,
  mine: InfluencerFormValues,
  theirs: InfluencerFormValues,
) {
  const onOff = (b: boolean) => (b ? t.format('editor.yes') : t.format('editor.no'));
  const pair = (label: string, of: (x: InfluencerFormValues) => string) => ({
    label,
    mine: of(mine),
    theirs: of(theirs),
  });
  return [
    pair(t.format('editor.email'), (x) => x.email),
    pair(t.format('editor.phone'), (x) => x.phone),
    pair(t.format('editor.active'), (x) => onOff(x.isActive)),
    pair(t.format('editor.promocode'), (x) => x.promocode),
    pair(t.format('editor.commission'), (x) => x.commission),
    pair(t.format('editor.reduceRefunds'), (x) => onOff(x.reduceRefundsFromCommission)),
    pair(t.format('editor.reduceVat'), (x) => onOff(x.reduceVatFromCommission)),
    pair(t.format('editor.netRevenueRatio'), (x) => x.netRevenueRatio),
    pair(t.format('editor.permClicks'), (x) => onOff(x.permissions.clicksEnabled)),
    pair(t.format('editor.permSales'), (x) => onOff(x.permissions.salesEnabled)),
    pair(t.format('editor.permCr'), (x) => onOff(x.permissions.crEnabled)),
    pair(t.format('editor.permRevenue'), (x) => onOff(x.permissions.revenueEnabled)),
    pair(t.format('editor.permAov'), (x) => onOff(x.permissions.aovEnabled)),
    pair(t.format('editor.permCommission'), (x) => onOff(x.permissions.commissionEnabled)),
    pair(t.format('editor.permLinks'), (x) => onOff(x.permissions.isActiveInfluencer)),
  ];
}

/** A password shown once, with a copy button; Done closes it. */
export function PasswordDialog({
  title,
  message,
  password,
  onDone,
}: {
  title: string;
  message: string;
  password: string;
  onDone: () => void;
}) {
  const t = useStrings();
  const [isOpen, setOpen] = useState(true);
  const done = () => {
    if (!isOpen) return;
    setOpen(false);
    onDone();
  };
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) done();
      }}
      title={title}
      message={
        <span className={styles.fields}>
          <span>{message}</span>
          <span className={styles.password}>
            <span aria-label={t.format('editor.password')}>{password}</span>
            <CopyButton text={password} size="sm" copiedLabel={t.format('editor.copied')}>
              {t.format('editor.copy')}
            </CopyButton>
          </span>
        </span>
      }
      confirmLabel={t.format('editor.done')}
      onConfirm={done}
    />
  );
}
