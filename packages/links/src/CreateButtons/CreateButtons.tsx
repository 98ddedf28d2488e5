import type { NavEntry } from '@shoppable/domain';
import { Button } from '@shoppable/ui';
import { useHomeStrings } from '../intl/home';
import * as styles from './CreateButtons.css';

/** Props of CreateButtons. */
export interface CreateButtonsProps {
  /**
   * The user's create entries: domain's `navigation(user).addMenu`, whose `link` and `short`
   * entries say whether each button shows and whether it opens the free-trial dialog (`upsell`)
   * instead (content.md §6: admins and influencers allowed to create links; a link is not offered
   * once a free trial ended, a short opens the free-trial dialog).
   */
  entries: readonly NavEntry[];
  /** Opens the Instant editor in create mode. */
  onCreateLink: () => void;
  /** Opens the short editor in create mode. */
  onCreateShort: () => void;
  /** Called instead of creating from an `upsell` entry (the app opens the free-trial dialog). */
  onCreationBlocked?: () => void;
}

/** The home page's buttons that start a new Instant or a new short (platform.md §2, Home). */
export function CreateButtons({
  entries,
  onCreateLink,
  onCreateShort,
  onCreationBlocked,
}: CreateButtonsProps) {
  const t = useHomeStrings();
  const entry = (key: 'link' | 'short') => entries.find((e) => e.key === key && e.visible);
  const link = entry('link');
  const short = entry('short');
  if (!link && !short) return null;
  const press = (of: NavEntry, create: () => void) => () =>
    of.upsell ? onCreationBlocked?.() : create();
  return (
    <div className={styles.group}>
      {link ? (
        <Button onPress={press(link, onCreateLink)}>{t.format('home.createLink')}</Button>
      ) : null}
      {short ? (
        <Button variant="secondary" onPress={press(short, onCreateShort)}>
          {t.format('home.createShort')}
        </Button>
      ) : null}
    </div>
  );
}
