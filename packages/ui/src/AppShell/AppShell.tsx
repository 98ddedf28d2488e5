import { breakpoint } from '@shoppable/tokens';
import { useState, type ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { useStrings } from '../intl';
import { useMediaQuery } from '../useMediaQuery';
import { column, desktop, main, phone, skipLink } from './AppShell.css';
import type {
  AppShellLayout,
  AppShellMenuItem,
  AppShellMenuSection,
  AppShellNavItem,
  AppShellSignedOutLinks,
  AppShellUser,
} from './appShellTypes';
import { Sidebar } from './Sidebar';
import { TabBar } from './TabBar';
import { PhoneTopBar, TopBar } from './TopBar';
import { UserDrawer } from './UserDrawer';

/** Props of AppShell. Everything it shows is passed in: it holds no rule about who sees what. */
export interface AppShellProps {
  /** The product's logo (an `<img>` with alt text or an `<svg>` with a title). */
  logo: ReactNode;
  /** Where the logo goes. */
  homeHref: string;
  /** The sidebar's entries, in order, already filtered to what this user may see. */
  navItems: readonly AppShellNavItem[];
  /** The phone tab bar's entries (four or five). */
  tabItems: readonly AppShellNavItem[];
  /** The phone add menu; the add button is left out when empty. */
  addItems?: readonly AppShellMenuItem[];
  /** Called with the id of an add-menu item without `href`. */
  onAddAction?: (id: Key) => void;
  /** Called with the id of an upsell entry (`isUpsell`) of the sidebar or the tab bar. */
  onNavAction?: (id: string) => void;
  /** The current path; the entry it falls under is marked as the current page. */
  currentHref: string;
  /** The signed-in user, or `null` for a signed-out visitor. */
  user: AppShellUser | null;
  /** The sections of the user menu (avatar menu, sidebar user strip, phone drawer). */
  userMenu?: readonly AppShellMenuSection[];
  /** Called with the id of a user-menu item without `href` ("logout", "upgrade"). */
  onUserAction?: (id: Key) => void;
  /** Where signed-out visitors sign in, sign up and see pricing. */
  signedOutLinks: AppShellSignedOutLinks;
  /** Page actions in the top bar (the phone Save button of a form). */
  topBarActions?: ReactNode;
  /** Strips above the page (running messages, free trial, upsell). */
  banner?: ReactNode;
  /**
   * The layout; by default it follows the window: phone below 1000 px wide, desktop from there.
   */
  layout?: AppShellLayout;
  /** Whether the sidebar is open (controlled). */
  isSidebarExpanded?: boolean;
  /** Called when the collapse button is pressed. */
  onSidebarExpandedChange?: (expanded: boolean) => void;
  /** The page. */
  children: ReactNode;
}

const mainId = 'app-shell-main';

/**
 * The navigation shell of the dashboard. Desktop (1000 px and wider): a collapsible sidebar (open
 * by default from 1200 px, 240 px open and 65 px collapsed) with the entries and the user strip,
 * and a top bar with the avatar menu, or Sign in and Sign up when signed out. Phone (below
 * 1000 px): a top bar with the logo and the drawer button, the page, and a bottom tab bar with
 * an add button. It is data-driven: the host decides which entries show, which are disabled and
 * which upsell.
 */
export function AppShell({
  logo,
  homeHref,
  navItems,
  tabItems,
  addItems = [],
  onAddAction = () => {},
  onNavAction,
  currentHref,
  user,
  userMenu = [],
  onUserAction = () => {},
  signedOutLinks,
  topBarActions,
  banner,
  layout,
  isSidebarExpanded,
  onSidebarExpandedChange,
  children,
}: AppShellProps) {
  const strings = useStrings();
  const wide = useMediaQuery(`(min-width: ${breakpoint.mobile}px)`);
  const roomy = useMediaQuery(`(min-width: ${breakpoint.sidebarOpen}px)`);
  // The user's choice holds until the window crosses 1200 px, which opens or closes the sidebar.
  const [choice, setChoice] = useState<{ roomy: boolean; expanded: boolean } | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const expanded = isSidebarExpanded ?? (choice?.roomy === roomy ? choice.expanded : roomy);
  const setExpanded = (next: boolean) => {
    setChoice({ roomy, expanded: next });
    onSidebarExpandedChange?.(next);
  };
  const isPhone = (layout ?? (wide ? 'desktop' : 'phone')) === 'phone';

  const skip = (
    <a className={skipLink} href={`#${mainId}`}>
      {strings.format('appShell.skipToContent')}
    </a>
  );
  const page = (
    <main id={mainId} tabIndex={-1} className={main}>
      {banner}
      {children}
    </main>
  );

  if (isPhone) {
    return (
      <div className={phone} data-layout="phone">
        {skip}
        <PhoneTopBar
          logo={logo}
          homeHref={homeHref}
          user={user}
          actions={topBarActions}
          onOpenDrawer={() => setDrawerOpen(true)}
        />
        {page}
        {user != null ? (
          <TabBar
            items={tabItems}
            currentHref={currentHref}
            addItems={addItems}
            onAddAction={onAddAction}
            onNavAction={onNavAction}
          />
        ) : null}
        <UserDrawer
          isOpen={drawerOpen}
          onOpenChange={setDrawerOpen}
          user={user}
          sections={userMenu}
          onAction={onUserAction}
          signedOutLinks={signedOutLinks}
        />
      </div>
    );
  }

  return (
    <div className={user != null ? desktop : phone} data-layout="desktop">
      {skip}
      {user != null ? (
        <Sidebar
          logo={logo}
          homeHref={homeHref}
          items={navItems}
          currentHref={currentHref}
          isExpanded={expanded}
          onExpandedChange={setExpanded}
          onNavAction={onNavAction}
          user={user}
          userMenu={userMenu}
          onUserAction={onUserAction}
        />
      ) : null}
      <div className={column}>
        <TopBar
          user={user}
          userMenu={userMenu}
          onUserAction={onUserAction}
          signedOutLinks={signedOutLinks}
          actions={topBarActions}
          logo={user == null ? logo : undefined}
          homeHref={homeHref}
        />
        {page}
      </div>
    </div>
  );
}
