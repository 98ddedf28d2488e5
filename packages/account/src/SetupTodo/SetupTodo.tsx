import type { SoldOutLinks } from '@shoppable/api-client';
import { ROUTES, setupChecklist, type SetupItem, type SetupState } from '@shoppable/domain';
import { Card } from '@shoppable/ui';
import { Fragment } from 'react';
import { Link, useLocale } from 'react-aria-components';
import { useHomeStrings } from '../intl/home';
import * as styles from './SetupTodo.css';

/** Props of SetupTodo. */
export interface SetupTodoProps {
  /** What the list reads: logo, theme, shipping-and-returns URL, UTM parameters, analytics ids. */
  state: SetupState;
  /**
   * The links that show sold-out products (api-client's `soldOutLinksQueryOptions`): named first
   * in the list, saying whether auto swap shows alternatives in their place. Left out when none.
   */
  soldOut?: SoldOutLinks | null;
}

const labelKeys = {
  logo: 'setup.logo',
  theme: 'setup.theme',
  shippingUrl: 'setup.shippingUrl',
  utm: 'setup.utm',
  analyticsIds: 'setup.analyticsIds',
} as const satisfies Record<SetupItem['key'], string>;

/** How many links the to-do names; the rest are "N more", a link to the Instants. */
export const SOLD_OUT_NAMED = 3;

/** Where a listed link opens: its preview page, which shows the swap or the sold-out mark. */
const previewOf = (link: SoldOutLinks['links'][number]) =>
  link.linkType === 'SHORT' ? ROUTES.shortPreview(link.linkId) : ROUTES.linkPreview(link.linkId);

/** The sold-out item: how many links, their names as links, and what shoppers see. */
function SoldOutItem({ soldOut }: { soldOut: SoldOutLinks }) {
  const t = useHomeStrings();
  const { locale } = useLocale();
  const named = soldOut.links.slice(0, SOLD_OUT_NAMED);
  const more = soldOut.total - named.length;
  const first = soldOut.links[0];
  const lead =
    soldOut.total === 1
      ? t.format(first?.soldOut.length === 1 ? 'stock.oneLinkOneProduct' : 'stock.oneLink')
      : t.format('stock.links', { count: soldOut.total });
  const links = [
    ...named.map((link) => (
      <Link key={link.linkId} href={previewOf(link)} className={styles.link.todo}>
        {link.name ?? t.format('stock.unnamed', { id: link.linkId })}
      </Link>
    )),
    ...(more > 0
      ? [
          <Link key="more" href={ROUTES.links} className={styles.link.todo}>
            {t.format('stock.more', { count: more })}
          </Link>,
        ]
      : []),
  ];
  // The locale's own list ("a, b and c"; "א, ב ו-ג"), with the links in the element slots.
  const parts = new Intl.ListFormat(locale, { type: 'conjunction' }).formatToParts(
    links.map((_, i) => String(i)),
  );
  return (
    <li className={styles.attention}>
      <span className={styles.mark.attention} aria-hidden="true">
        !
      </span>
      <div className={styles.attentionBody}>
        <p className={styles.attentionText}>
          {lead}{' '}
          {parts.map((part, i) =>
            part.type === 'element' ? (
              <Fragment key={i}>{links[Number(part.value)]}</Fragment>
            ) : (
              <Fragment key={i}>{part.value}</Fragment>
            ),
          )}
        </p>
        {soldOut.autoSwapEnabled ? (
          <p className={styles.hint}>{t.format('stock.swapped')}</p>
        ) : (
          <p className={styles.hint}>
            {t.format('stock.notSwapped')}{' '}
            <Link href={`${ROUTES.settings}#auto-swap`} className={styles.link.todo}>
              {t.format('stock.turnOn')}
            </Link>
          </p>
        )}
      </div>
    </li>
  );
}

/**
 * The admin's to-do list on the home page (platform.md §2): add logo, customise theme, add
 * the shipping-and-returns URL, UTM parameters and analytics ids, each a link to its section of
 * the appearance or settings page by hash. Done steps stay listed with a check; when every step
 * is done the steps are not shown. Links showing sold-out products come first, named and linked,
 * with what auto swap does about them or where to turn it on; the list is then titled "To do".
 */
export function SetupTodo({ state, soldOut }: SetupTodoProps) {
  const t = useHomeStrings();
  const items = setupChecklist(state);
  const done = items.filter((item) => item.done).length;
  const setupLeft = done < items.length;
  const stock = soldOut && soldOut.total > 0 ? soldOut : null;
  if (!setupLeft && !stock) return null;
  return (
    <Card
      title={t.format(stock ? 'todo.title' : 'setup.title')}
      actions={
        setupLeft ? (
          <span className={styles.progress}>
            {t.format('setup.progress', { done, total: items.length })}
          </span>
        ) : undefined
      }
    >
      <ul className={styles.list}>
        {stock ? <SoldOutItem soldOut={stock} /> : null}
        {setupLeft
          ? items.map((item) => (
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
            ))
          : null}
      </ul>
    </Card>
  );
}
