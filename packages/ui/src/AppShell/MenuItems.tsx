import { MenuItem } from 'react-aria-components';
import { useStrings } from '../intl';
import { menuItem } from './AppShell.css';
import type { AppShellMenuItem } from './appShellTypes';
import { ItemLabel } from './ItemLabel';

/** Menu items of the shell's menus (user, create): links for items with `href`, actions otherwise. */
export function MenuItems({ items }: { items: readonly AppShellMenuItem[] }) {
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
