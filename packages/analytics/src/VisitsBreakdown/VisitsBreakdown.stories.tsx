import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { VisitsBreakdown } from './VisitsBreakdown';

const meta = {
  title: 'Analytics/VisitsBreakdown',
  component: VisitsBreakdown,
  args: { counted: 1200, bots: 34, repeats: 5, swapped: 48 },
} satisfies Meta<typeof VisitsBreakdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the button under the tiles. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Why visits differ' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('region', { name: 'Visits breakdown' })).toBeNull();
  },
};

/** Opened: counted, filtered as bots and repeats, and the visits that saw a swapped product. */
export const WithSwaps: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Why visits differ' }));
    const panel = canvas.getByRole('region', { name: 'Visits breakdown' });
    await expect(
      within(panel)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['1,200', '34', '5', '48']);
    await expect(within(panel).getByText(/in place of a sold-out one/)).toBeVisible();
  },
};

/** Refused events: relays without a valid signature and too many from one address. */
export const WithRefused: Story = {
  args: { refusedUnsigned: 7, refusedRateLimited: 120 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Why visits differ' }));
    const panel = canvas.getByRole('region', { name: 'Visits breakdown' });
    await expect(
      within(panel).getByText('Refused: relayed without a valid signature'),
    ).toBeVisible();
    await expect(within(panel).getByText('Refused: too many from one address')).toBeVisible();
    await expect(
      within(panel)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['1,200', '34', '5', '7', '120', '48']);
  },
};

/** A report without the swap figure (an older API): the row is left out. */
export const WithoutSwapFigure: Story = {
  args: { swapped: undefined },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Why visits differ' }));
    const panel = canvas.getByRole('region', { name: 'Visits breakdown' });
    await expect(within(panel).getAllByRole('definition')).toHaveLength(3);
    await expect(within(panel).queryByText(/sold-out/)).toBeNull();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'למה מספר הביקורים שונה' }));
    const panel = canvas.getByRole('region', { name: 'פירוט ביקורים' });
    await expect(within(panel).getByText(/במקום מוצר שאזל/)).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Why visits differ' }));
    await expect(canvas.getByRole('region', { name: 'Visits breakdown' })).toBeVisible();
  },
};
