import type { Key } from 'react-aria-components';
import { Menu, MenuItem, Popover } from 'react-aria-components';
import type { MenuTriggerLink } from '../lazyDialog/LazyMenuTrigger';
import { MenuTriggerContexts } from '../lazyDialog/triggerContexts';
import { menu, menuItem, menuPopover } from './AppShell.css';
import type { AppShellMenuItem } from './appShellTypes';
import { ItemLabel } from './ItemLabel';

/** The tab bar's menu of what can be created, loaded when it first opens (see `TabBar`). */
export function AddMenuPopover({
  items,
  label,
  onAction,
  trigger,
}: {
  trigger: MenuTriggerLink;
  items: readonly AppShellMenuItem[];
  label: string;
  onAction: (id: Key) => void;
}) {
  return (
    <MenuTriggerContexts {...trigger}>
      <Popover className={menuPopover} placement="top" offset={8}>
        <Menu className={menu} aria-label={label} items={items} onAction={(id) => onAction(id)}>
          {(item) => (
            <MenuItem
              id={item.id}
              href={item.href}
              textValue={item.label}
              className={menuItem({ tone: item.tone })}
            >
              <ItemLabel icon={item.icon} label={item.label} />
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTriggerContexts>
  );
}
