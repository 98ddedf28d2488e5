import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import { tab, tabList, tabPanel, tabs } from './Tabs.css';

/**
 * Props of Tabs: react-aria's Tabs props — the selection (`selectedKey`, `defaultSelectedKey`,
 * `onSelectionChange`), `disabledKeys` and `isDisabled`, `orientation`, `keyboardActivation`
 * (`automatic` selects with the arrow keys, `manual` only moves the focus until Enter or Space),
 * render-prop `children` — without `className` and `style`, which ui owns.
 */
export type TabsProps = Omit<AriaTabsProps, 'className' | 'style'>;

/**
 * Tabs switch between views of one page (Instants, Shorts, Influencers): react-aria's Tabs. Arrow
 * keys move between tabs (mirrored in right-to-left, up and down when vertical, wrapping at the
 * ends, skipping disabled tabs), Home and End jump to the ends, and the selected tab's panel
 * follows. Compose a `TabList` of `Tab`s and one `TabPanel` per tab, matched by `id`.
 */
export function Tabs(props: TabsProps) {
  return <AriaTabs {...props} className={tabs} />;
}

/**
 * Props of TabList: react-aria's TabList props — its name (`aria-label` or `aria-labelledby`,
 * "Recent activity"), the `Tab`s as children, or `items` with a function that renders each —
 * without `className` and `style`, which ui owns.
 */
export type TabListProps<T extends object> = Omit<AriaTabListProps<T>, 'className' | 'style'>;

/** The row of tabs (a column when vertical), with a rule along its panel's side. */
export function TabList<T extends object>(props: TabListProps<T>) {
  return <AriaTabList {...props} className={tabList} />;
}

/**
 * Props of Tab: react-aria's Tab props — `id` (matching its `TabPanel`), `isDisabled`, `href` to
 * make it a link, press, hover and focus events, render-prop `children` — without `className` and
 * `style`, which ui owns.
 */
export type TabProps = Omit<AriaTabProps, 'className' | 'style'>;

/** One tab: its label, underlined while selected; its `id` matches the `TabPanel` it shows. */
export function Tab(props: TabProps) {
  return <AriaTab {...props} className={tab} />;
}

/**
 * Props of TabPanel: react-aria's TabPanel props — `id` (its tab's), `shouldForceMount` to keep it
 * in the page (inert) while another tab is selected, render-prop `children` — without `className`
 * and `style`, which ui owns.
 */
export type TabPanelProps = Omit<AriaTabPanelProps, 'className' | 'style'>;

/** The content of one tab, named by it; it takes the focus itself when nothing in it can. */
export function TabPanel(props: TabPanelProps) {
  return <AriaTabPanel {...props} className={tabPanel} />;
}
