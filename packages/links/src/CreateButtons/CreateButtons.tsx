import { Button } from '@shoppable/ui';
import { useStrings } from '../intl';
import * as styles from './CreateButtons.css';

/** Props of CreateButtons. */
export interface CreateButtonsProps {
  /** Opens the Instant editor in create mode. */
  onCreateLink: () => void;
  /** Opens the short editor in create mode. */
  onCreateShort: () => void;
}

/** The home page's buttons that start a new Instant or a new short (platform.md §2, Home). */
export function CreateButtons({ onCreateLink, onCreateShort }: CreateButtonsProps) {
  const t = useStrings();
  return (
    <div className={styles.group}>
      <Button onPress={onCreateLink}>{t.format('createLink')}</Button>
      <Button variant="secondary" onPress={onCreateShort}>
        {t.format('createShort')}
      </Button>
    </div>
  );
}
