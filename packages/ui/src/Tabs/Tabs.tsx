import type { ReactNode } from 'react';
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
 * Props of Tabs: react-aria's Tabs props (`selectedKey`, `defaultSelectedKey`,
 * `onSelectionChange`, `disabledKeys`, `orientation`, `keyboardActivation`…).
 */
export interface TabsProps extends Omit<AriaTabsProps, 'className' | 'style' | 'children'> {
  /** A `TabList` followed by one `TabPanel` per tab. */
  children: ReactNode;
}

/**
 * Tabs switch between views of one page (Instants, Shorts, Influencers). Arrow keys move between
 * tabs (mirrored in right-to-left), Home and End jump to the ends, and the selected tab's panel
 * follows. Compose `TabList` with `Tab`s and one `TabPanel` per tab, matched by `id`.
 */
export function Tabs({ children, ...props }: TabsProps) {
  return (
    <AriaTabs {...props} className={tabs}>
      {children}
    </AriaTabs>
  );
}

/** Props of TabList: react-aria's TabList props, named for assistive technology. */
export interface TabListProps<T extends object> extends Omit<
  AriaTabListProps<T>,
  'className' | 'style'
> {
  /** Names the set of tabs ("Recent activity"); or use `aria-labelledby`. */
  'aria-label'?: string;
}

/** The row of tabs. */
export function TabList<T extends object>(props: TabListProps<T>) {
  return <AriaTabList {...props} className={tabList} />;
}

/** Props of Tab: react-aria's Tab props (`id`, `isDisabled`, `href`…). */
export interface TabProps extends Omit<AriaTabProps, 'className' | 'style' | 'children'> {
  /** The label: text, optionally with an icon or a count. */
  children: ReactNode;
}

/** One tab; its `id` matches the `TabPanel` it shows. */
export function Tab({ children, ...props }: TabProps) {
  return (
    <AriaTab {...props} className={tab}>
      {children}
    </AriaTab>
  );
}

/** Props of TabPanel: react-aria's TabPanel props (`id`, `shouldForceMount`…). */
export interface TabPanelProps extends Omit<AriaTabPanelProps, 'className' | 'style' | 'children'> {
  /** The view shown while its tab is selected. */
  children: ReactNode;
}

/** The content of one tab, named by it. */
export function TabPanel({ children, ...props }: TabPanelProps) {
  return (
    <AriaTabPanel {...props} className={tabPanel}>
      {children}
    </AriaTabPanel>
  );
}
