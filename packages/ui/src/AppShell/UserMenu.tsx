import type { Key } from 'react-aria-components';
import { Button } from 'react-aria-components';
import { VisuallyHidden } from 'react-aria';
import { Avatar } from '../Avatar';
import { useStrings } from '../intl';
import { LazyMenuTrigger } from '../lazyDialog/LazyMenuTrigger';
import { overlayModules } from '../lazyDialog/overlays';
import { avatarButton, navLabel, userDetail, userName, userStrip, userText } from './AppShell.css';
import type { AppShellMenuSection, AppShellUser } from './appShellTypes';

/** Props of UserMenu. */
interface UserMenuProps {
  user: AppShellUser;
  sections: readonly AppShellMenuSection[];
  onAction: (id: Key) => void;
  /** `avatar` in the top bar; `strip` at the bottom of the sidebar. */
  trigger: 'avatar' | 'strip';
  /** Only the avatar shows in a collapsed sidebar. */
  isCompact?: boolean;
}

/**
 * The user menu: the user's card, then the sections (plan and upgrade, account, support) as a
 * react-aria Menu. Items with an `href` navigate; the others call `onAction`. The menu's code
 * loads when it first opens.
 */
export function UserMenu({ user, sections, onAction, trigger, isCompact }: UserMenuProps) {
  const strings = useStrings();
  const label = strings.format('appShell.userMenu');
  return (
    <LazyMenuTrigger
      module={overlayModules.userMenu}
      popover={({ UserMenuPopover }, menuTrigger) => (
        <UserMenuPopover
          menuTrigger={menuTrigger}
          user={user}
          sections={sections}
          onAction={onAction}
          trigger={trigger}
        />
      )}
    >
      {trigger === 'avatar' ? (
        <Button className={avatarButton}>
          <Avatar name={user.name} src={user.imageUrl} />
          <VisuallyHidden>{label}</VisuallyHidden>
        </Button>
      ) : (
        <Button className={userStrip}>
          <Avatar name={user.name} src={user.imageUrl} isDecorative />
          <span className={`${userText} ${navLabel({ hidden: isCompact === true })}`}>
            <span className={userName}>{user.name}</span>
            {user.details?.[0] != null ? (
              <span className={userDetail}>{user.details[0]}</span>
            ) : null}
          </span>
        </Button>
      )}
    </LazyMenuTrigger>
  );
}
