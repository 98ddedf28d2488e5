import { Menu, MenuItem, Popover } from 'react-aria-components';
import type { MenuTriggerLink } from '../lazyDialog/LazyMenuTrigger';
import { MenuTriggerContexts } from '../lazyDialog/triggerContexts';
import { popover } from '../Popover/Popover.css';
import type { MoreMenuProps } from './MoreMenu';
import { icon as iconClass, item as itemClass, menu } from './MoreMenu.css';

/** MoreMenu's popover of actions, loaded when a MoreMenu first opens (see `MoreMenu`). */
export function MoreMenuPopover({
  items,
  onAction,
  placement,
  trigger,
}: Pick<MoreMenuProps, 'items' | 'onAction' | 'placement'> & { trigger: MenuTriggerLink }) {
  return (
    <MenuTriggerContexts {...trigger}>
      <Popover placement={placement} offset={4} className={popover}>
        <Menu
          className={menu}
          items={items}
          onAction={(id) => onAction(id)}
          disabledKeys={items.filter((entry) => entry.isDisabled).map((entry) => entry.id)}
        >
          {(entry) => (
            <MenuItem
              id={entry.id}
              textValue={entry.label}
              className={itemClass({ tone: entry.tone })}
            >
              {entry.icon != null ? (
                <span className={iconClass} aria-hidden="true">
                  {entry.icon}
                </span>
              ) : null}
              {entry.label}
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTriggerContexts>
  );
}
