import type { Availability } from '@shoppable/api-client';
import { MESSAGES, normalizeUsername } from '@shoppable/domain';
import {
  FileTrigger,
  ImageCropDialog,
  ProgressBar,
  Section,
  Switch,
  TextField,
} from '@shoppable/ui';
import { useState } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useStrings } from '../intl';
import * as styles from './InfluencerEditor.css';
import type { InfluencerFormValues } from './types';

/** What a field shows of its availability check: the format error first, then the server's answer. */
function availabilityFeedback(
  check: Availability,
  formatError: string | undefined,
  words: { taken: string; checking: string; available: string; failed: string },
) {
  const errorMessage =
    formatError ?? (check === 'taken' ? words.taken : check === 'error' ? words.failed : undefined);
  return {
    isInvalid: errorMessage !== undefined,
    errorMessage,
    description:
      check === 'checking' ? words.checking : check === 'available' ? words.available : undefined,
  };
}

/**
 * The profile fields: the round profile image (pick, 1:1 round crop, upload with progress),
 * the username (create only, typed characters filtered and its availability shown), the email
 * (its availability shown when changed), phone and the active switch.
 */
export function ProfileSection({
  control,
  isEdit,
  imageUrl,
  progress,
  usernameCheck,
  emailCheck,
  onImageCropped,
}: {
  control: Control<InfluencerFormValues>;
  isEdit: boolean;
  imageUrl: string;
  /** Upload progress 0–100 while uploading, else null. */
  progress: number | null;
  /** The new username's availability (idle in edit mode). */
  usernameCheck: Availability;
  /** The email's availability (idle while unchanged or badly formed). */
  emailCheck: Availability;
  onImageCropped: (blob: Blob) => void;
}) {
  const t = useStrings();
  const [cropSrc, setCropSrc] = useState<string | null>(null);
  return (
    <Section id="influencer-profile" title={t.format('editor.profile')}>
      <div className={styles.fields}>
        <Controller
          control={control}
          name="profileImageUrl"
          render={({ fieldState }) => (
            <div className={styles.fields}>
              <span className={styles.subdued}>{t.format('editor.image')}</span>
              <div className={styles.imageRow}>
                {imageUrl !== '' ? (
                  <img className={styles.image} src={imageUrl} alt={t.format('editor.image')} />
                ) : (
                  <span className={styles.imagePlaceholder} aria-hidden="true" />
                )}
                <FileTrigger
                  acceptedFileTypes={['image/png', 'image/jpeg', 'image/gif', 'image/webp']}
                  maxFileSize={10 * 1024 * 1024}
                  size="sm"
                  variant="secondary"
                  showLimits={false}
                  isDisabled={progress !== null}
                  onSelect={([file]) => {
                    if (file) setCropSrc(URL.createObjectURL(file));
                  }}
                >
                  {imageUrl !== ''
                    ? t.format('editor.changeImage')
                    : t.format('editor.chooseImage')}
                </FileTrigger>
              </div>
              {progress !== null ? (
                <ProgressBar label={t.format('editor.uploading')} value={progress} showValue />
              ) : null}
              {fieldState.error?.message ? (
                <p role="alert" className={styles.error}>
                  {fieldState.error.message}
                </p>
              ) : null}
            </div>
          )}
        />
        <Controller
          control={control}
          name="username"
          render={({ field, fieldState }) => {
            const feedback = availabilityFeedback(usernameCheck, fieldState.error?.message, {
              taken: MESSAGES.usernameTaken,
              checking: t.format('editor.usernameChecking'),
              available: t.format('editor.usernameAvailable'),
              failed: t.format('editor.checkFailed'),
            });
            return (
              <TextField
                label={t.format('editor.username')}
                value={field.value}
                onChange={(value) => field.onChange(normalizeUsername(value))}
                onBlur={field.onBlur}
                isReadOnly={isEdit}
                isRequired={!isEdit}
                autoComplete="off"
                {...feedback}
                description={isEdit ? t.format('editor.usernameFixed') : feedback.description}
              />
            );
          }}
        />
        <Controller
          control={control}
          name="email"
          render={({ field, fieldState }) => (
            <TextField
              label={t.format('editor.email')}
              type="email"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              isRequired
              {...availabilityFeedback(emailCheck, fieldState.error?.message, {
                taken: MESSAGES.emailTaken,
                checking: t.format('editor.emailChecking'),
                available: t.format('editor.emailAvailable'),
                failed: t.format('editor.checkFailed'),
              })}
            />
          )}
        />
        <Controller
          control={control}
          name="phone"
          render={({ field, fieldState }) => (
            <TextField
              label={t.format('editor.phone')}
              type="tel"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              description={t.format('editor.phoneHelp')}
              isInvalid={fieldState.error !== undefined}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="isActive"
          render={({ field }) => (
            <Switch isSelected={field.value} onChange={field.onChange}>
              {t.format('editor.active')}
            </Switch>
          )}
        />
      </div>
      {cropSrc !== null ? (
        <ImageCropDialog
          isOpen
          variant="influencer"
          title={t.format('editor.cropTitle')}
          onOpenChange={(open) => {
            if (!open) setCropSrc(null);
          }}
          src={cropSrc}
          onCrop={(blob) => {
            setCropSrc(null);
            onImageCropped(blob);
          }}
        />
      ) : null}
    </Section>
  );
}
