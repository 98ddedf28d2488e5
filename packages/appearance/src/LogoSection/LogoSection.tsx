import {
  logClientError,
  useUpdateLogo,
  useUploadImage,
  type ApiClient,
} from '@shoppable/api-client';
import { LIMITS } from '@shoppable/domain';
import {
  Button,
  ConfirmDialog,
  FileTrigger,
  ImageCropDialog,
  ProgressBar,
  Section,
  showToast,
} from '@shoppable/ui';
import { useState } from 'react';
import { useStrings } from '../intl';
import * as styles from './LogoSection.css';

/** Props of LogoSection. */
export interface LogoSectionProps {
  /** The API client (`useApiClient()`). */
  client: ApiClient;
  /** The signed-in admin's business. */
  businessId: string;
  /** The saved logo's address, or null when there is none. */
  logoUrl: string | null;
  /** Called with the new logo address once it is saved (null once removed). */
  onChange: (logoUrl: string | null) => void;
}

/**
 * The store logo (platform.md §4, §5): choose a JPEG, PNG or WebP, crop it at the fixed 4:1 logo
 * ratio, upload it with a progress bar and save its address at once; remove it through a
 * confirmation. The logo is saved on its own call, not with the save strip. A failed upload opens
 * the upload error dialog (§8); a failed removal is only logged.
 */
export function LogoSection({ client, businessId, logoUrl, onChange }: LogoSectionProps) {
  const t = useStrings();
  const upload = useUploadImage(client);
  const save = useUpdateLogo(client, businessId);
  const [cropSrc, setCropSrc] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [uploadError, setUploadError] = useState(false);

  const uploadCropped = async (blob: Blob) => {
    setProgress(0);
    try {
      const url = await upload.mutateAsync({
        file: blob,
        onProgress: (p) => setProgress(p.percent),
      });
      await save.mutateAsync(url);
      onChange(url);
      showToast(t.format('logo.uploaded'), { tone: 'success' });
    } catch (error) {
      logClientError(`logo upload failed: ${String(error)}`);
      setUploadError(true);
    } finally {
      setProgress(null);
    }
  };

  const busy = progress !== null || save.isPending;
  return (
    <Section id="logo" title={t.format('logo.title')} description={t.format('logo.description')}>
      <div className={styles.body}>
        {logoUrl ? (
          <img className={styles.logo} src={logoUrl} alt={t.format('logo.alt')} />
        ) : (
          <p className={styles.none}>{t.format('logo.none')}</p>
        )}
        {progress !== null ? (
          <ProgressBar label={t.format('logo.uploading')} value={progress} showValue />
        ) : null}
        <div className={styles.actions}>
          <FileTrigger
            acceptedFileTypes={[...LIMITS.logoMimeTypes]}
            showLimits={false}
            isDisabled={busy}
            onSelect={([file]) => {
              if (file) setCropSrc(URL.createObjectURL(file));
            }}
          >
            {t.format(logoUrl ? 'logo.replace' : 'logo.choose')}
          </FileTrigger>
          {logoUrl ? (
            <Button variant="tertiary" isDisabled={busy} onPress={() => setConfirmRemove(true)}>
              {t.format('logo.remove')}
            </Button>
          ) : null}
        </div>
      </div>
      {cropSrc !== null ? (
        <ImageCropDialog
          isOpen
          variant="logo"
          title={t.format('logo.cropTitle')}
          onOpenChange={(open) => {
            if (!open) setCropSrc(null);
          }}
          src={cropSrc}
          onCrop={(blob) => {
            setCropSrc(null);
            void uploadCropped(blob);
          }}
        />
      ) : null}
      <ConfirmDialog
        isOpen={confirmRemove}
        onOpenChange={setConfirmRemove}
        title={t.format('logo.removeTitle')}
        message={t.format('logo.removeMessage')}
        confirmLabel={t.format('logo.removeConfirm')}
        cancelLabel={t.format('logo.cancel')}
        tone="critical"
        onConfirm={() =>
          save.mutateAsync(null).then(
            () => {
              onChange(null);
              showToast(t.format('logo.removed'), { tone: 'success' });
            },
            (error: unknown) => {
              // platform.md §8: a failed logo removal is only logged.
              logClientError(`logo removal failed: ${String(error)}`);
            },
          )
        }
      />
      <ConfirmDialog
        isOpen={uploadError}
        onOpenChange={setUploadError}
        title={t.format('logo.errorTitle')}
        message={t.format('logo.errorMessage')}
        confirmLabel={t.format('page.ok')}
        cancelLabel={t.format('logo.cancel')}
      />
    </Section>
  );
}
