import { canEditContent, type ClientPermissions, type Role } from '@shoppable/domain';
import { Button } from '@shoppable/ui';
import { useStrings } from '../intl';
import * as styles from './CreateButtons.css';

/** Props of CreateButtons. */
export interface CreateButtonsProps {
  /** Opens the Instant editor in create mode. */
  onCreateLink: () => void;
  /** Opens the short editor in create mode. */
  onCreateShort: () => void;
  /** Admins always create; an influencer only with `isActiveInfluencer` (content.md §6). */
  viewerRole: Role;
  /** The influencer's permissions (admins: `ALL_PERMISSIONS`). */
  permissions: ClientPermissions;
  /** A free trial ended (content.md §6): pressing calls `onCreationBlocked` instead. */
  isCreationBlocked?: boolean;
  /** Called instead of `onCreateLink` / `onCreateShort` while `isCreationBlocked` (the free-trial dialog). */
  onCreationBlocked?: () => void;
}

/**
 * The home page's buttons that start a new Instant or a new short (platform.md §2, Home): shown to
 * admins and to influencers allowed to create links (content.md §6, isActiveInfluencer); after a
 * free trial ended they open the free-trial dialog instead.
 */
export function CreateButtons({
  onCreateLink,
  onCreateShort,
  viewerRole,
  permissions,
  isCreationBlocked = false,
  onCreationBlocked,
}: CreateButtonsProps) {
  const t = useStrings();
  if (!canEditContent(viewerRole, permissions)) return null;
  const press = (create: () => void) => () =>
    isCreationBlocked ? onCreationBlocked?.() : create();
  return (
    <div className={styles.group}>
      <Button onPress={press(onCreateLink)}>{t.format('createLink')}</Button>
      <Button variant="secondary" onPress={press(onCreateShort)}>
        {t.format('createShort')}
      </Button>
    </div>
  );
}
