import type { Key } from 'react-aria-components';
import { Header, Menu, MenuItem, MenuSection, Popover } from 'react-aria-components';
import { useStrings } from '../intl';
import type { MenuTriggerLink } from '../lazyDialog/LazyMenuTrigger';
import { MenuTriggerContexts } from '../lazyDialog/triggerContexts';
import { menu, menuItem, menuPopover, section as sectionClass, sectionTitle } from './AppShell.css';
import type { AppShellMenuItem, AppShellMenuSection, AppShellUser } from './appShellTypes';
import { UserCard } from './UserCard';
import { ItemLabel } from './ItemLabel';

/** A section's items as menu items: links for items with `href`, actions otherwise. */
function MenuItems({ items }: { items: readonly AppShellMenuItem[] }) {
  const strings = useStrings();
  return items.map((item) => (
    <MenuItem
      key={item.id}
      id={item.id}
      href={item.href}
      target={item.isExternal ? '_blank' : undefined}
      rel={item.isExternal ? 'noopener noreferrer' : undefined}
      textValue={item.label}
      className={menuItem({ tone: item.tone })}
      aria-label={
        item.isExternal ? `${item.label} ${strings.format('appShell.newTab')}` : undefined
      }
    >
      <ItemLabel icon={item.icon} label={item.label} />
    </MenuItem>
  ));
}

/** The user menu's popover: the user's card, then the sections; loaded when the menu first opens. */
export function UserMenuPopover({
  user,
  sections,
  onAction,
  trigger,
  menuTrigger,
}: {
  menuTrigger: MenuTriggerLink;
  user: AppShellUser;
  sections: readonly AppShellMenuSection[];
  onAction: (id: Key) => void;
  trigger: 'avatar' | 'strip';
}) {
  return (
    <MenuTriggerContexts {...menuTrigger}>
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
    </MenuTriggerContexts>
  );
}
