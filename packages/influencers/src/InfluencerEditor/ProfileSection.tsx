import { normalizeUsername } from '@shoppable/domain';
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

/** The availability check of a new username (content.md §4: none, checking, valid, invalid). */
export type UsernameCheck = 'none' | 'checking' | 'valid' | 'invalid';

/**
 * The profile fields: the round profile image (pick, 1:1 round crop, upload with progress),
 * the username (create only, typed characters filtered and its availability shown), email,
 * phone and the active switch.
 */
export function ProfileSection({
  control,
  isEdit,
  imageUrl,
  progress,
  usernameCheck,
  onImageCropped,
}: {
  control: Control<InfluencerFormValues>;
  isEdit: boolean;
  imageUrl: string;
  /** Upload progress 0–100 while uploading, else null. */
  progress: number | null;
  usernameCheck: UsernameCheck;
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
          render={({ field, fieldState }) => (
            <TextField
              label={t.format('editor.username')}
              value={field.value}
              onChange={(value) => field.onChange(normalizeUsername(value))}
              onBlur={field.onBlur}
              isReadOnly={isEdit}
              isRequired={!isEdit}
              autoComplete="off"
              isInvalid={fieldState.error !== undefined}
              errorMessage={fieldState.error?.message}
              description={
                isEdit
                  ? t.format('editor.usernameFixed')
                  : usernameCheck === 'checking'
                    ? t.format('editor.usernameChecking')
                    : usernameCheck === 'valid'
                      ? t.format('editor.usernameAvailable')
                      : undefined
              }
            />
          )}
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
              isInvalid={fieldState.error !== undefined}
              errorMessage={fieldState.error?.message}
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
