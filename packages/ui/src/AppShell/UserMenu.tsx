import { VisuallyHidden } from 'react-aria';
import {
  Button,
  Header,
  Menu,
  MenuSection,
  MenuTrigger,
  Popover,
  type Key,
} from 'react-aria-components';
import { Avatar } from '../Avatar';
import { useStrings } from '../intl';
import {
  avatarButton,
  menu,
  menuPopover,
  navLabel,
  section as sectionClass,
  sectionTitle,
  userDetail,
  userName,
  userStrip,
  userText,
} from './AppShell.css';
import type { AppShellMenuSection, AppShellUser } from './appShellTypes';
import { MenuItems } from './MenuItems';
import { UserCard } from './UserCard';

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
 * react-aria Menu. Items with an `href` navigate; the others call `onAction`.
 */
export function UserMenu({ user, sections, onAction, trigger, isCompact }: UserMenuProps) {
  const strings = useStrings();
  const label = strings.format('appShell.userMenu');
  return (
    <MenuTrigger>
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
      <Popover
        className={menuPopover}
        placement={trigger === 'avatar' ? 'bottom end' : 'end bottom'}
        offset={6}
      >
        <UserCard user={user} />
        <Menu className={menu} onAction={(id) => onAction(id)}>
          {sections.map((group) => (
            <MenuSection key={group.id} id={group.id} className={sectionClass}>
              {group.title != null ? <Header className={sectionTitle}>{group.title}</Header> : null}
              <MenuItems items={group.items} />
            </MenuSection>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
