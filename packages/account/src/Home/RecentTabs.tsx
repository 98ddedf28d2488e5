import { Tab, TabList, TabPanel, Tabs } from '@shoppable/ui';
import type { ReactNode } from 'react';

/** One tab of the recent activities: its key, label and panel. */
export interface RecentTab {
  id: string;
  label: string;
  panel: ReactNode;
}

/**
 * Home's recent Instants, Shorts and influencers as tabs (wide screens). Its own module: phones
 * stack the lists, so react-aria's tabs and collections load only where tabs show.
 */
export function RecentTabs({ label, tabs }: { label: string; tabs: readonly RecentTab[] }) {
  return (
    <Tabs>
      <TabList aria-label={label}>
        {tabs.map((tab) => (
          <Tab key={tab.id} id={tab.id}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id}>
          {tab.panel}
        </TabPanel>
      ))}
    </Tabs>
  );
}
