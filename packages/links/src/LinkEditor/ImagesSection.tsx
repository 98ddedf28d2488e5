import { logClientError, useUploadImage, type ApiClient } from '@shoppable/api-client';
import { Button, FileTrigger, ImageCropDialog, ProgressBar } from '@shoppable/ui';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { fill, useStrings } from '../intl';
import * as styles from './LinkEditor.css';
import type { LinkEditorValues } from './values';

/** The cover images: added through the crop dialog and uploaded at once, each removable. */
export function ImagesSection({ client }: { client: ApiClient }) {
  const strings = useStrings();
  const { control, getValues, setValue } = useFormContext<LinkEditorValues>();
  const images = useWatch({ control, name: 'images' });
  const [cropSrc, setCropSrc] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadImage(client);

  const addCropped = async (blob: Blob) => {
    const local = URL.createObjectURL(blob);
    const withLocal = [...getValues('images'), { id: '', src: local }];
    setValue('images', withLocal, { shouldDirty: true });
    setProgress(0);
    try {
      const url = await upload.mutateAsync({
        file: blob,
        onProgress: (p) => setProgress(p.percent),
      });
      setValue(
        'images',
        getValues('images').map((i) => (i.src === local ? { id: '', src: url } : i)),
        { shouldDirty: true },
      );
    } catch (error) {
      // content.md §8: an image upload failure is only logged; the local image stays and blocks Save.
      logClientError(`image upload failed: ${String(error)}`);
    } finally {
      setProgress(null);
    }
  };

  return (
    <section aria-labelledby="link-editor-images" className={styles.products}>
      <div className={styles.productsHeader}>
        <h2 id="link-editor-images" className={styles.heading}>
          {strings.format('editor.images')}
        </h2>
        <FileTrigger
          acceptedFileTypes={['image/png', 'image/jpeg', 'image/gif', 'image/webp']}
          maxFileSize={10 * 1024 * 1024}
          size="sm"
          showLimits={false}
          isDisabled={progress !== null}
          onSelect={([file]) => {
            if (file) setCropSrc(URL.createObjectURL(file));
          }}
        >
          {strings.format('editor.addImage')}
        </FileTrigger>
      </div>
      {progress !== null ? (
        <ProgressBar label={strings.format('editor.uploading')} value={progress} showValue />
      ) : null}
      {images.length > 0 ? (
        <ul className={styles.images}>
          {images.map((image, index) => (
            <li key={image.src} className={styles.imageItem}>
              <img className={styles.thumb} src={image.src} alt="" />
              <Button
                variant="plain"
                size="sm"
                aria-label={fill(strings.format('editor.removeImage'), { index: index + 1 })}
                onPress={() =>
                  setValue(
                    'images',
                    images.filter((i) => i.src !== image.src),
                    { shouldDirty: true },
                  )
                }
              >
                {strings.format('editor.remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {cropSrc !== null ? (
        <ImageCropDialog
          isOpen
          onOpenChange={(open) => {
            if (!open) setCropSrc(null);
          }}
          src={cropSrc}
          onCrop={(blob) => {
            setCropSrc(null);
            void addCropped(blob);
          }}
        />
      ) : null}
    </section>
  );
}
