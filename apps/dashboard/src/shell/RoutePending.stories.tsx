import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LocaleProvider } from '../locale';
import { RoutePending } from './RoutePending';

/** A page whose loader still waits (an editor's object slow to come): a titled skeleton. */
const meta = {
  title: 'Dashboard/Shell/RoutePending',
  component: RoutePending,
  parameters: { layout: 'fullscreen' },
  render: (_args, { globals }) => (
    <LocaleProvider defaultLocale={globals.locale === 'he-IL' ? 'he-IL' : 'en-US'}>
      <RoutePending />
    </LocaleProvider>
  ),
} satisfies Meta<typeof RoutePending>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Loading…' })).toBeVisible();
    const group = canvas.getByRole('group', { name: 'Loading the page' });
    await expect(group).toHaveAttribute('aria-busy', 'true');
  },
};
