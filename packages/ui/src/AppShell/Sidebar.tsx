import type { Key } from 'react-aria-components';
import { Button, Link } from 'react-aria-components';
import { IconButton } from '../IconButton';
import { useStrings } from '../intl';
import {
  badge,
  logoLink,
  navEntry,
  navIcon,
  navLabel,
  navArea,
  navList,
  sidebar,
  sidebarHead,
} from './AppShell.css';
import {
  isCurrentHref,
  type AppShellMenuSection,
  type AppShellNavItem,
  type AppShellUser,
} from './appShellTypes';
import { UserMenu } from './UserMenu';

/** Props of Sidebar (set through AppShell). */
export interface SidebarProps {
  logo: React.ReactNode;
  homeHref: string;
  items: readonly AppShellNavItem[];
  currentHref: string;
  isExpanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  onNavAction?: (id: string) => void;
  user: AppShellUser | null;
  userMenu: readonly AppShellMenuSection[];
  onUserAction: (id: Key) => void;
}

/** One entry: a link, or a button for an upsell entry. */
function SidebarEntry({
  item,
  currentHref,
  isExpanded,
  onNavAction,
}: {
  item: AppShellNavItem;
  currentHref: string;
  isExpanded: boolean;
  onNavAction?: (id: string) => void;
}) {
  const strings = useStrings();
  const content = (
    <>
      <span className={navIcon} aria-hidden="true">
        {item.icon}
      </span>
      <span className={navLabel({ hidden: !isExpanded })}>
        {item.label}
        {item.isExternal ? (
          <span className={navLabel({ hidden: true })}> {strings.format('appShell.newTab')}</span>
        ) : null}
      </span>
      {item.isUpsell && isExpanded ? (
        <span className={badge}>{strings.format('appShell.upgrade')}</span>
      ) : null}
    </>
  );
  if (item.isUpsell) {
    return (
      <Button
        className={navEntry}
        isDisabled={item.isDisabled}
        onPress={() => onNavAction?.(item.id)}
      >
        {content}
      </Button>
    );
  }
  const current = isCurrentHref(item.href, currentHref);
  return (
    <Link
      className={navEntry}
      href={item.href}
      isDisabled={item.isDisabled}
      aria-current={current ? 'page' : undefined}
      target={item.isExternal ? '_blank' : undefined}
      rel={item.isExternal ? 'noopener noreferrer' : undefined}
    >
      {content}
    </Link>
  );
}

/**
 * The desktop sidebar: logo and collapse button, the entries, and the user strip at the bottom.
 * 240 px wide open, 65 px collapsed (icons only; each entry keeps its name for assistive
 * technology).
 */
export function Sidebar({
  logo,
  homeHref,
  items,
  currentHref,
  isExpanded,
  onExpandedChange,
  onNavAction,
  user,
  userMenu,
  onUserAction,
}: SidebarProps) {
  const strings = useStrings();
  return (
    <aside className={sidebar({ expanded: isExpanded })} data-expanded={isExpanded || undefined}>
      <div className={sidebarHead}>
        {isExpanded ? (
          <Link href={homeHref} className={logoLink}>
            {logo}
          </Link>
        ) : null}
        <IconButton
          variant="plain"
          size="sm"
          aria-label={strings.format(
            isExpanded ? 'appShell.collapseSidebar' : 'appShell.expandSidebar',
          )}
          aria-expanded={isExpanded}
          onPress={() => onExpandedChange(!isExpanded)}
        >
          <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.5">
            <rect x="3" y="4" width="14" height="12" rx="2" />
            <path d="M8 4v12" />
          </svg>
        </IconButton>
      </div>
      <nav className={navArea} aria-label={strings.format('appShell.mainNavigation')}>
        <ul className={navList}>
          {items.map((item) => (
            <li key={item.id}>
              <SidebarEntry
                item={item}
                currentHref={currentHref}
                isExpanded={isExpanded}
                onNavAction={onNavAction}
              />
            </li>
          ))}
        </ul>
      </nav>
      {user != null ? (
        <UserMenu
          user={user}
          sections={userMenu}
          onAction={onUserAction}
          trigger="strip"
          isCompact={!isExpanded}
        />
      ) : null}
    </aside>
  );
}
