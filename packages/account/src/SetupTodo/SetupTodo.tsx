import { setupChecklist, type SetupItem, type SetupState } from '@shoppable/domain';
import { Card } from '@shoppable/ui';
import { Link } from 'react-aria-components';
import { useHomeStrings } from '../intl/home';
import * as styles from './SetupTodo.css';

/** Props of SetupTodo. */
export interface SetupTodoProps {
  /** What the list reads: logo, theme, shipping-and-returns URL, UTM parameters, analytics ids. */
  state: SetupState;
}

const labelKeys = {
  logo: 'setup.logo',
  theme: 'setup.theme',
  shippingUrl: 'setup.shippingUrl',
  utm: 'setup.utm',
  analyticsIds: 'setup.analyticsIds',
} as const satisfies Record<SetupItem['key'], string>;

/**
 * The admin's setup to-do list on the home page (platform.md §2): add logo, customise theme, add
 * the shipping-and-returns URL, UTM parameters and analytics ids, each a link to its section of
 * the appearance or settings page by hash. Done steps stay listed with a check; when every step
 * is done the list is not shown.
 */
export function SetupTodo({ state }: SetupTodoProps) {
  const t = useHomeStrings();
  const items = setupChecklist(state);
  const done = items.filter((item) => item.done).length;
  if (done === items.length) return null;
  return (
    <Card
      title={t.format('setup.title')}
      actions={
        <span className={styles.progress}>
          {t.format('setup.progress', { done, total: items.length })}
        </span>
      }
    >
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.key} className={styles.item}>
            <span className={styles.mark[item.done ? 'done' : 'todo']} aria-hidden="true">
              {item.done ? '✓' : ''}
            </span>
            <Link href={item.href} className={styles.link[item.done ? 'done' : 'todo']}>
              {t.format(labelKeys[item.key])}
            </Link>
            <span className={styles.visuallyHidden}>
              {t.format(item.done ? 'setup.done' : 'setup.todo')}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
