import { Button, Link, Menu, MenuTrigger, Popover, type Key } from 'react-aria-components';
import { useStrings } from '../intl';
import { addButton, menu, menuPopover, navIcon, tab, tabBar } from './AppShell.css';
import { isCurrentHref, type AppShellMenuItem, type AppShellNavItem } from './appShellTypes';
import { MenuItems } from './MenuItems';

/** Props of TabBar (set through AppShell). */
export interface TabBarProps {
  items: readonly AppShellNavItem[];
  currentHref: string;
  addItems: readonly AppShellMenuItem[];
  onAddAction: (id: Key) => void;
  onNavAction?: (id: string) => void;
}

/** One tab: icon above its label. */
function Tab({
  item,
  currentHref,
  onNavAction,
}: {
  item: AppShellNavItem;
  currentHref: string;
  onNavAction?: (id: string) => void;
}) {
  const content = (
    <>
      <span className={navIcon} aria-hidden="true">
        {item.icon}
      </span>
      {item.label}
    </>
  );
  return item.isUpsell ? (
    <Button className={tab} isDisabled={item.isDisabled} onPress={() => onNavAction?.(item.id)}>
      {content}
    </Button>
  ) : (
    <Link
      className={tab}
      href={item.href}
      isDisabled={item.isDisabled}
      aria-current={isCurrentHref(item.href, currentHref) ? 'page' : undefined}
    >
      {content}
    </Link>
  );
}

/**
 * The phone tab bar at the bottom: the tabs, with the round add button in the middle opening a
 * menu of what can be created (items with `href` navigate, the others call `onAddAction`).
 */
export function TabBar({ items, currentHref, addItems, onAddAction, onNavAction }: TabBarProps) {
  const strings = useStrings();
  const middle = Math.ceil(items.length / 2);
  const tabs = (list: readonly AppShellNavItem[]) =>
    list.map((item) => (
      <Tab key={item.id} item={item} currentHref={currentHref} onNavAction={onNavAction} />
    ));
  return (
    <nav className={tabBar} aria-label={strings.format('appShell.tabNavigation')}>
      {tabs(items.slice(0, middle))}
      {addItems.length > 0 ? (
        <MenuTrigger>
          <Button className={addButton} aria-label={strings.format('appShell.create')}>
            <svg
              aria-hidden="true"
              width="24"
              height="24"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M12 5v14M5 12h14" />
            </svg>
          </Button>
          <Popover className={menuPopover} placement="top" offset={8}>
            <Menu
              className={menu}
              aria-label={strings.format('appShell.create')}
              onAction={(id) => onAddAction(id)}
            >
              <MenuItems items={addItems} />
            </Menu>
          </Popover>
        </MenuTrigger>
      ) : null}
      {tabs(items.slice(middle))}
    </nav>
  );
}
