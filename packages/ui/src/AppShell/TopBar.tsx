import type { ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { Button, Link } from 'react-aria-components';
import { VisuallyHidden } from 'react-aria';
import { Avatar } from '../Avatar';
import { IconButton } from '../IconButton';
import { useStrings } from '../intl';
import { LinkButton } from '../LinkButton';
import { avatarButton, logoLink, topBar, topBarEnd } from './AppShell.css';
import type { AppShellMenuSection, AppShellSignedOutLinks, AppShellUser } from './appShellTypes';
import { UserMenu } from './UserMenu';

/** Props of TopBar (set through AppShell). */
export interface TopBarProps {
  user: AppShellUser | null;
  userMenu: readonly AppShellMenuSection[];
  onUserAction: (id: Key) => void;
  signedOutLinks: AppShellSignedOutLinks;
  /** Page actions before the avatar. */
  actions?: ReactNode;
  /** The logo, shown when no sidebar shows it (signed out). */
  logo?: ReactNode;
  homeHref: string;
}

/**
 * The desktop top bar: page actions and the avatar menu; signed-out visitors get the logo with
 * Sign in and Sign up instead.
 */
export function TopBar({
  user,
  userMenu,
  onUserAction,
  signedOutLinks,
  actions,
  logo,
  homeHref,
}: TopBarProps) {
  const strings = useStrings();
  return (
    <header className={topBar}>
      {logo != null ? (
        <Link href={homeHref} className={logoLink}>
          {logo}
        </Link>
      ) : null}
      <div className={topBarEnd}>
        {actions}
        {user != null ? (
          <UserMenu user={user} sections={userMenu} onAction={onUserAction} trigger="avatar" />
        ) : (
          <>
            <LinkButton variant="tertiary" size="sm" href={signedOutLinks.signIn}>
              {strings.format('appShell.signIn')}
            </LinkButton>
            <LinkButton size="sm" href={signedOutLinks.signUp}>
              {strings.format('appShell.signUp')}
            </LinkButton>
          </>
        )}
      </div>
    </header>
  );
}

/** Props of PhoneTopBar (set through AppShell). */
export interface PhoneTopBarProps {
  logo: ReactNode;
  homeHref: string;
  user: AppShellUser | null;
  /** Page actions before the avatar (a Save button). */
  actions?: ReactNode;
  onOpenDrawer: () => void;
}

/** The phone top bar: logo, page actions, and the avatar (or a menu button) opening the drawer. */
export function PhoneTopBar({ logo, homeHref, user, actions, onOpenDrawer }: PhoneTopBarProps) {
  const strings = useStrings();
  return (
    <header className={topBar}>
      <Link href={homeHref} className={logoLink}>
        {logo}
      </Link>
      <div className={topBarEnd}>
        {actions}
        {user != null ? (
          <Button className={avatarButton} aria-haspopup="dialog" onPress={onOpenDrawer}>
            <Avatar name={user.name} src={user.imageUrl} />
            <VisuallyHidden>{strings.format('appShell.userMenu')}</VisuallyHidden>
          </Button>
        ) : (
          <IconButton
            variant="plain"
            aria-label={strings.format('appShell.openMenu')}
            aria-haspopup="dialog"
            onPress={onOpenDrawer}
          >
            <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.5">
              <path d="M3 5h14M3 10h14M3 15h14" />
            </svg>
          </IconButton>
        )}
      </div>
    </header>
  );
}
