import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { mergeProps, useFocusRing, useHover, useLocale } from 'react-aria';
import { childElements } from '../childElements';
import { tab, tabList, tabPanel, tabs } from './Tabs.css';

/**
 * Props of Tabs: the selection (controlled with `selectedKey`, or from `defaultSelectedKey`, else
 * the first tab that is not disabled), the tabs that cannot be chosen, the orientation and whether
 * an arrow key also selects (automatic, the default) or only moves the focus (manual).
 */
export interface TabsProps {
  selectedKey?: string | null;
  defaultSelectedKey?: string;
  onSelectionChange?: (key: string) => void;
  disabledKeys?: Iterable<string>;
  orientation?: 'horizontal' | 'vertical';
  keyboardActivation?: 'automatic' | 'manual';
  /** A `TabList` followed by one `TabPanel` per tab. */
  children: ReactNode;
}

interface TabsState {
  selected: string | null;
  select: (key: string) => void;
  isDisabled: (key: string) => boolean;
  orientation: 'horizontal' | 'vertical';
  keyboardActivation: 'automatic' | 'manual';
  idOf: (key: string, part: 'tab' | 'panel') => string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabsState(): TabsState {
  const state = useContext(TabsContext);
  if (state === null) throw new Error('TabList, Tab and TabPanel go inside Tabs');
  return state;
}

/**
 * Tabs switch between views of one page (Instants, Shorts, Influencers): the ARIA tabs pattern.
 * Arrow keys move between tabs (mirrored in right-to-left, up and down when vertical, wrapping at
 * the ends, skipping disabled tabs), Home and End jump to the ends, and the selected tab's panel
 * follows. Compose `TabList` with `Tab`s and one `TabPanel` per tab, matched by `id`.
 *
 * Issue #18: react-aria's Tabs built their tabs into a collection (≈ 20 kB of gzip with react-aria's
 * collections) for what the tabs' own elements say; these read the `Tab`s' ids from the children.
 */
export function Tabs({
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  disabledKeys = [],
  orientation = 'horizontal',
  keyboardActivation = 'automatic',
  children,
}: TabsProps) {
  const base = useId();
  const disabled = new Set(disabledKeys);
  const firstEnabled = () => {
    const list = childElements<TabListProps>(children).find((child) => child.type === TabList);
    const ids = childElements<TabProps>(list?.props.children).map((child) => child.props.id);
    return ids.find((id) => !disabled.has(id)) ?? null;
  };
  const [own, setOwn] = useState<string | null>(() => defaultSelectedKey ?? firstEnabled());
  const selected = selectedKey !== undefined ? selectedKey : own;
  const state: TabsState = {
    selected,
    select: (key) => {
      if (disabled.has(key) || key === selected) return;
      setOwn(key);
      onSelectionChange?.(key);
    },
    isDisabled: (key) => disabled.has(key),
    orientation,
    keyboardActivation,
    idOf: (key, part) => `${base}-${part}-${String(key)}`,
  };
  return (
    <TabsContext.Provider value={state}>
      <div className={tabs} data-orientation={orientation}>
        {children}
      </div>
    </TabsContext.Provider>
  );
}

/** Props of TabList. */
export interface TabListProps {
  /** Names the set of tabs ("Recent activity"); or use `aria-labelledby`. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** The `Tab`s. */
  children: ReactNode;
}

/** The row of tabs, which moves the focus between them with the keyboard. */
export function TabList({ children, ...props }: TabListProps) {
  const state = useTabsState();
  const { direction } = useLocale();
  const ref = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabsShown = [
      ...(ref.current?.querySelectorAll<HTMLElement>('[role="tab"]:not([aria-disabled="true"])') ??
        []),
    ];
    const at = tabsShown.findIndex((element) => element === event.target);
    if (at === -1) return;
    const [back, forward] =
      state.orientation === 'vertical'
        ? ['ArrowUp', 'ArrowDown']
        : direction === 'rtl'
          ? ['ArrowRight', 'ArrowLeft']
          : ['ArrowLeft', 'ArrowRight'];
    const last = tabsShown.length - 1;
    const to =
      event.key === forward
        ? at === last
          ? 0
          : at + 1
        : event.key === back
          ? at === 0
            ? last
            : at - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (to === null) return;
    event.preventDefault();
    const target = tabsShown[to]!;
    target.focus();
    if (state.keyboardActivation === 'automatic') state.select(target.dataset.key!);
  };
  return (
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus -- the focus goes to its tabs (roving tabindex)
    <div
      {...props}
      ref={ref}
      role="tablist"
      aria-orientation={state.orientation}
      data-orientation={state.orientation}
      className={tabList}
      onKeyDown={onKeyDown}
    >
      {children}
    </div>
  );
}

/** Props of Tab. */
export interface TabProps {
  /** Matches the `TabPanel` it shows. */
  id: string;
  /** The label: text, optionally with an icon or a count. */
  children: ReactNode;
}

/** One tab; its `id` matches the `TabPanel` it shows. */
export function Tab({ id, children }: TabProps) {
  const state = useTabsState();
  const isSelected = state.selected === id;
  const isDisabled = state.isDisabled(id);
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled });
  return (
    <div
      {...mergeProps(focusProps, hoverProps)}
      role="tab"
      id={state.idOf(id, 'tab')}
      data-key={String(id)}
      aria-selected={isSelected}
      aria-disabled={isDisabled || undefined}
      aria-controls={isSelected ? state.idOf(id, 'panel') : undefined}
      tabIndex={isSelected && !isDisabled ? 0 : -1}
      className={tab}
      data-selected={isSelected || undefined}
      data-disabled={isDisabled || undefined}
      data-hovered={isHovered || undefined}
      data-focus-visible={isFocusVisible || undefined}
      onClick={() => state.select(id)}
      onKeyDown={(event) => {
        if (state.keyboardActivation === 'manual' && (event.key === 'Enter' || event.key === ' ')) {
          event.preventDefault();
          state.select(id);
        }
      }}
    >
      {children}
    </div>
  );
}

/** Props of TabPanel. */
export interface TabPanelProps {
  /** The `id` of the tab that shows it. */
  id: string;
  /** Kept in the page (inert) while another tab is selected. */
  shouldForceMount?: boolean;
  /** The view shown while its tab is selected. */
  children: ReactNode;
}

/** The content of one tab, named by it; it takes the focus itself when nothing in it can. */
export function TabPanel({ id, shouldForceMount = false, children }: TabPanelProps) {
  const state = useTabsState();
  const isSelected = state.selected === id;
  const { focusProps, isFocusVisible } = useFocusRing();
  const ref = useRef<HTMLDivElement>(null);
  const [hasTabbable, setHasTabbable] = useState(false);
  // Whether anything in the panel takes the focus, once its content is in the page.
  useEffect(() => {
    setHasTabbable(ref.current?.querySelector(TABBABLE) != null);
  }, [children, isSelected]);
  if (!isSelected && !shouldForceMount) return null;
  return (
    <div
      {...focusProps}
      ref={ref}
      role="tabpanel"
      id={state.idOf(id, 'panel')}
      aria-labelledby={state.idOf(id, 'tab')}
      tabIndex={isSelected && !hasTabbable ? 0 : undefined}
      inert={!isSelected || undefined}
      data-inert={!isSelected || undefined}
      className={tabPanel}
      data-focus-visible={isFocusVisible || undefined}
    >
      {children}
    </div>
  );
}

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
