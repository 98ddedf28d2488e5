import type { ApiClient } from '@shoppable/api-client';
import {
  BOOK_EXPERT_URL,
  isMagicStoreBusy,
  LIMITS,
  MEDIA_MESSAGES,
  validateMediaFile,
  type MagicStoreAccess,
} from '@shoppable/domain';
import { Button, DropZone, EmptyState, LinkButton, Page } from '@shoppable/ui';
import { useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { fill } from '../intl';
import { useMagicStoreStrings } from '../intl/magicStore';
import { MagicStoreProgress } from '../MagicStoreProgress';
import * as styles from './MagicStorePage.css';
import { useMagicStore, type MagicStoreResult } from './useMagicStore';

/** Props of MagicStorePage. */
export interface MagicStorePageProps {
  /** The API client (`useApiClient()` in the app). */
  client: ApiClient;
  /**
   * Whether the page creates, or which gate it shows instead (domain's `magicStoreAccess`):
   * `free-plan` shows an upgrade button, `no-vision` a book-a-demo button.
   */
  access: MagicStoreAccess;
  /** The free plan's upgrade button: the app opens the upgrade or free-trial dialog. */
  onUpgrade: () => void;
  /**
   * Called when the products are found: the app opens the Instant editor with the cover and the
   * products (`ROUTES.linkCreate`), whose save goes to the links list.
   */
  onFound: (result: MagicStoreResult) => void;
}

const ACCEPTED_TYPES = [...LIMITS.magicStoreImageTypes, ...LIMITS.magicStoreVideoTypes];

/** The spec's refusal (content.md §8) in the UI's language: English gives the spec's exact words. */
function refusalKey(message: string) {
  if (message === MEDIA_MESSAGES.fileTooLarge) return 'magicStore.error.fileTooLarge' as const;
  if (message === MEDIA_MESSAGES.imageTooLarge) return 'magicStore.error.imageTooLarge' as const;
  return 'magicStore.error.unsupported' as const;
}

/** The example: a photo, and the products found in it. Decorative: the caption says it. */
function ExampleArt() {
  return (
    <svg className={styles.art} viewBox="0 0 240 120" aria-hidden="true">
      <rect x="4" y="8" width="96" height="104" rx="10" className={styles.artPhoto} />
      <circle cx="52" cy="36" r="12" className={styles.artShape} />
      <path d="M34 104l8-44h20l8 44z" className={styles.artShape} />
      <path d="M112 60h20m-8-8l8 8-8 8" className={styles.artArrow} />
      {[16, 50, 84].map((y) => (
        <g key={y}>
          <rect x="144" y={y} width="92" height="26" rx="6" className={styles.artCard} />
          <rect x="150" y={y + 5} width="16" height="16" rx="3" className={styles.artShape} />
          <rect x="172" y={y + 10} width="54" height="6" rx="3" className={styles.artLine} />
        </g>
      ))}
    </svg>
  );
}

/**
 * The Magic Store page (content.md §2, §4, §8, §9): explains the feature with an example, and
 * takes a photo or a video from the create button's file picker or dropped on the page. A file of
 * an unsupported type or over its size (images 10 MB, any file 150 MB) is refused with the spec's
 * message before any request; otherwise the progress dialog runs the flow (non-JPEG images
 * converted to JPEG first) and the found products go to `onFound`. Free plans get an upgrade button
 * and admins without product vision a book-a-demo button instead.
 */
export function MagicStorePage({ client, access, onUpgrade, onFound }: MagicStorePageProps) {
  const strings = useMagicStoreStrings();
  const [refusal, setRefusal] = useState<string | null>(null);
  const flow = useMagicStore(client, onFound);
  const busy = flow.state.status !== 'idle';

  const take = (file: File | undefined) => {
    if (!file || isMagicStoreBusy(flow.state)) return;
    const check = validateMediaFile({ type: file.type, size: file.size });
    if (!check.ok) {
      setRefusal(fill(strings.format(refusalKey(check.message)), { type: file.type || 'unknown' }));
      return;
    }
    setRefusal(null);
    flow.start(file);
  };

  const picker = (
    <FileTrigger
      acceptedFileTypes={ACCEPTED_TYPES}
      onSelect={(files) => take(files ? Array.from(files)[0] : undefined)}
    >
      <Button isDisabled={busy}>{strings.format('magicStore.create')}</Button>
    </FileTrigger>
  );

  return (
    <Page
      title={strings.format('magicStore.title')}
      description={strings.format('magicStore.description')}
      actions={access === 'available' ? picker : undefined}
    >
      <div className={styles.layout}>
        <section aria-labelledby="magic-store-how" className={styles.explain}>
          <h2 id="magic-store-how" className={styles.heading}>
            {strings.format('magicStore.howTitle')}
          </h2>
          <ol className={styles.how}>
            <li>{strings.format('magicStore.how.pick')}</li>
            <li>{strings.format('magicStore.how.find')}</li>
            <li>{strings.format('magicStore.how.review')}</li>
          </ol>
          <figure className={styles.example}>
            <ExampleArt />
            <figcaption>
              <strong>{strings.format('magicStore.exampleTitle')}: </strong>
              {strings.format('magicStore.example')}
            </figcaption>
          </figure>
        </section>
        {access === 'available' ? (
          <div className={styles.drop}>
            <DropZone
              aria-label={strings.format('magicStore.dropLabel')}
              isDisabled={busy}
              onSelect={(files) => take(files[0])}
            />
            <p className={styles.limits}>{strings.format('magicStore.limits')}</p>
            <p role="alert" className={styles.refusal}>
              {refusal}
            </p>
          </div>
        ) : access === 'free-plan' ? (
          <EmptyState
            title={strings.format('magicStore.upgrade.title')}
            description={strings.format('magicStore.upgrade.description')}
            action={
              <Button onPress={onUpgrade}>{strings.format('magicStore.upgrade.action')}</Button>
            }
          />
        ) : (
          <EmptyState
            title={strings.format('magicStore.demo.title')}
            description={strings.format('magicStore.demo.description')}
            action={
              <LinkButton href={BOOK_EXPERT_URL} target="_blank" rel="noopener noreferrer">
                {strings.format('magicStore.demo.action')}
              </LinkButton>
            }
          />
        )}
      </div>
      <MagicStoreProgress state={flow.state} onCancel={flow.cancel} onRetry={flow.retry} />
    </Page>
  );
}
