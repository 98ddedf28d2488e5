import { applySelection, TIMINGS } from '@shoppable/domain';
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { GridList, GridListItem, type Key, type Selection } from 'react-aria-components';
import { useStrings } from '../intl';
import {
  alert as alertClass,
  columnsVar,
  grid,
  root,
  status as statusClass,
  tick,
  tile,
} from './SelectableGrid.css';

/** Props of SelectableGrid. */
export interface SelectableGridProps<T> {
  /** The grid's accessible name ("Products"). */
  'aria-label': string;
  /** The tiles' items. */
  items: readonly T[];
  /** A stable, unique key per item. */
  getKey: (item: T) => string;
  /** The item's name as text: what screen readers announce and type-ahead matches. */
  getTextValue: (item: T) => string;
  /** Renders a tile's content (image, title, count); the selected tick is drawn around it. */
  renderItem: (item: T) => ReactNode;
  /** The selected keys (controlled), in selection order. */
  selectedKeys?: readonly string[];
  /** The keys selected at first (uncontrolled). */
  defaultSelectedKeys?: readonly string[];
  /** Called with the new selected keys, in selection order. */
  onSelectionChange?: (keys: string[]) => void;
  /** The fewest picks the host accepts (default 0): below it the status says so. */
  minSelection?: number;
  /**
   * The most picks (default no limit). With 1, a new pick replaces the old one; otherwise a pick
   * past the limit is refused and a "You can only select {limit} {item}" alert shows for 1500 ms.
   */
  maxSelection?: number;
  /** The name of the items in the limit alert ("products"); "items" by default. */
  itemLabel?: string;
  /** Columns on desktop (default 6); phones (below 1000 px) always show 3. */
  columns?: number;
  /** Keys of tiles that cannot be picked. */
  disabledKeys?: readonly string[];
}

/**
 * A grid of selectable tiles (the product and collection pickers): a react-aria GridList in grid
 * layout, so arrows move in two dimensions and Space or a press toggles a tile. It keeps the
 * selection between `minSelection` and `maxSelection` (content.md §5): a max of 1 replaces the
 * pick; any other max refuses the extra pick and shows the limit alert for 1500 ms. The status
 * line counts the picks.
 */
export function SelectableGrid<T>({
  items,
  getKey,
  getTextValue,
  renderItem,
  selectedKeys,
  defaultSelectedKeys = [],
  onSelectionChange,
  minSelection = 0,
  maxSelection = Number.POSITIVE_INFINITY,
  itemLabel,
  columns = 6,
  disabledKeys,
  'aria-label': ariaLabel,
}: SelectableGridProps<T>) {
  const strings = useStrings();
  const [ownKeys, setOwnKeys] = useState<readonly string[]>(defaultSelectedKeys);
  const current = selectedKeys ?? ownKeys;
  const [alertShownAt, setAlertShownAt] = useState<number | null>(null);
  const rule = { min: minSelection, max: maxSelection };

  useEffect(() => {
    if (alertShownAt == null) return;
    const timer = setTimeout(() => setAlertShownAt(null), TIMINGS.selectionAlert);
    return () => clearTimeout(timer);
  }, [alertShownAt]);

  const commit = (keys: string[]) => {
    if (selectedKeys == null) setOwnKeys(keys);
    onSelectionChange?.(keys);
  };
  const refuse = () => setAlertShownAt(Date.now());

  const onChange = (next: Selection) => {
    const nextKeys: Key[] =
      next === 'all' ? items.map(getKey).filter((k) => !disabledKeys?.includes(k)) : [...next];
    const added = nextKeys.map(String).filter((k) => !current.includes(k));
    const kept = current.filter((k) => nextKeys.map(String).includes(k));
    if (added.length === 0) return commit(kept);
    if (added.length === 1 && kept.length === current.length) {
      const result = applySelection(
        current.map((id) => ({ id })),
        { id: added[0] as string },
        rule,
      );
      if (result.alert != null) return refuse();
      return commit(result.selected.map((s) => s.id));
    }
    // Several at once (Shift+arrows, select all): all of them, or none past the limit.
    if (kept.length + added.length > maxSelection) return refuse();
    commit([...kept, ...added]);
  };

  const count = current.length;
  const limit = Number.isFinite(maxSelection) ? String(maxSelection) : '';
  return (
    <div className={root} style={{ [columnsVar.slice(4, -1)]: String(columns) } as CSSProperties}>
      <GridList
        aria-label={ariaLabel}
        layout="grid"
        selectionMode="multiple"
        selectionBehavior="toggle"
        selectedKeys={current}
        onSelectionChange={onChange}
        disabledKeys={disabledKeys}
        className={grid}
      >
        {items.map((entry) => (
          <GridListItem
            key={getKey(entry)}
            id={getKey(entry)}
            textValue={getTextValue(entry)}
            className={tile}
          >
            <span className={tick} aria-hidden="true">
              <svg viewBox="0 0 12 12" width="12" height="12" fill="none" stroke="currentColor">
                <path d="M2 6.5l2.5 2.5L10 3.5" strokeWidth="2" />
              </svg>
            </span>
            {renderItem(entry)}
          </GridListItem>
        ))}
      </GridList>
      <div className={statusClass}>
        <span role="status">
          {count < minSelection
            ? strings.format('selectableGrid.minimum', { min: minSelection })
            : strings.format('selectableGrid.selectedCount', { count })}
        </span>
        <span role="alert" className={alertClass}>
          {alertShownAt != null
            ? strings.format('selectableGrid.limit', {
                limit,
                item: itemLabel ?? strings.format('selectableGrid.items'),
              })
            : null}
        </span>
      </div>
    </div>
  );
}
