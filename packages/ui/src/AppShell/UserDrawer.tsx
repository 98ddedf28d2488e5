import type { Key } from 'react-aria-components';
import { Button, Heading, Link } from 'react-aria-components';
import { BottomDrawer } from '../BottomDrawer';
import { useStrings } from '../intl';
import { drawerList, menuItem, section as sectionClass, sectionTitle } from './AppShell.css';
import type {
  AppShellMenuItem,
  AppShellMenuSection,
  AppShellSignedOutLinks,
  AppShellUser,
} from './appShellTypes';
import { UserCard } from './UserCard';
import { ItemLabel } from './ItemLabel';

/** Props of UserDrawer (set through AppShell). */
export interface UserDrawerProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  user: AppShellUser | null;
  sections: readonly AppShellMenuSection[];
  onAction: (id: Key) => void;
  signedOutLinks: AppShellSignedOutLinks;
}

/** One row: a link for an item with `href`, a button otherwise. Either closes the drawer. */
function DrawerItem({
  item,
  onAction,
  close,
}: {
  item: AppShellMenuItem;
  onAction: (id: Key) => void;
  close: () => void;
}) {
  const strings = useStrings();
  const content = <ItemLabel icon={item.icon} label={item.label} />;
  return (
    <li>
      {item.href != null ? (
        <Link
          href={item.href}
          className={menuItem({ tone: item.tone })}
          target={item.isExternal ? '_blank' : undefined}
          rel={item.isExternal ? 'noopener noreferrer' : undefined}
          aria-label={
            item.isExternal ? `${item.label} ${strings.format('appShell.newTab')}` : undefined
          }
          onPress={close}
        >
          {content}
        </Link>
      ) : (
        <Button
          className={menuItem({ tone: item.tone })}
          onPress={() => {
            close();
            onAction(item.id);
          }}
        >
          {content}
        </Button>
      )}
    </li>
  );
}

/**
 * The phone drawer (a BottomDrawer sliding up over 250 ms). Signed in: the user's
 * card and the user-menu sections; signed out: Log in, Sign up for free and Pricing; then Cancel.
 * Escape, Cancel or a tap on the backdrop closes it and focus returns to its button.
 */
export function UserDrawer({
  isOpen,
  onOpenChange,
  user,
  sections,
  onAction,
  signedOutLinks,
}: UserDrawerProps) {
  const strings = useStrings();
  const signedOut: AppShellMenuSection[] = [
    {
      id: 'signed-out',
      items: [
        { id: 'login', label: strings.format('appShell.logIn'), href: signedOutLinks.signIn },
        {
          id: 'signup',
          label: strings.format('appShell.signUpFree'),
          href: signedOutLinks.signUp,
          tone: 'primary',
        },
        { id: 'pricing', label: strings.format('appShell.pricing'), href: signedOutLinks.pricing },
      ],
    },
  ];
  return (
    <BottomDrawer
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      aria-label={strings.format(user != null ? 'appShell.userMenu' : 'appShell.openMenu')}
    >
      {({ close }) => (
        <>
          {user != null ? <UserCard user={user} /> : null}
          {(user != null ? sections : signedOut).map((group) => (
            <section key={group.id} className={sectionClass}>
              {group.title != null ? (
                <Heading level={2} className={sectionTitle}>
                  {group.title}
                </Heading>
              ) : null}
              <ul className={drawerList}>
                {group.items.map((item) => (
                  <DrawerItem key={item.id} item={item} onAction={onAction} close={close} />
                ))}
              </ul>
            </section>
          ))}
          <Button className={menuItem()} onPress={close}>
            {strings.format('appShell.cancel')}
          </Button>
        </>
      )}
    </BottomDrawer>
  );
}
