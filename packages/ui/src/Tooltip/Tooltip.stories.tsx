import type { Meta, StoryObj } from '@storybook/react-vite';
import { TooltipTrigger } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../IconButton';
import { Tooltip } from './Tooltip';

const CopyIcon = () => (
  <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5">
    <rect x="5" y="5" width="8" height="9" rx="1.5" />
    <path d="M3 11V3.5A1.5 1.5 0 014.5 2H10" />
  </svg>
);

const meta = {
  title: 'UI/Overlays/Tooltip',
  component: Tooltip,
  args: { children: 'Copies the public address' },
  render: (args) => (
    <div style={{ paddingBlock: 48, display: 'flex', justifyContent: 'center' }}>
      <TooltipTrigger delay={300}>
        <IconButton aria-label="Copy link">
          <CopyIcon />
        </IconButton>
        <Tooltip {...args} />
      </TooltipTrigger>
    </div>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const OnHover: Story = {
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Copy link' });
    // react-aria shows tooltips on hover once the user has used a pointer (not after keyboard use).
    await userEvent.click(canvasElement);
    await userEvent.hover(button);
    const tip = await body(canvasElement).findByRole('tooltip', {}, { timeout: 2000 });
    await expect(tip).toHaveTextContent('Copies the public address');
    await expect(button).toHaveAccessibleDescription('Copies the public address');
    await userEvent.unhover(button);
    await waitFor(() => expect(body(canvasElement).queryByRole('tooltip')).toBeNull());
  },
};

export const KeyboardFocusAndEscape: Story = {
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Copy link' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(await body(canvasElement).findByRole('tooltip')).toHaveTextContent(
      'Copies the public address',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('tooltip')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

export const Placements: Story = {
  args: { placement: 'end' },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Copy link' });
    await userEvent.tab();
    const tip = await body(canvasElement).findByRole('tooltip');
    // "end" is to the right of the trigger in left-to-right.
    await waitFor(() =>
      expect(tip.getBoundingClientRect().left).toBeGreaterThanOrEqual(
        button.getBoundingClientRect().right,
      ),
    );
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  args: { children: 'מעתיק את הכתובת הציבורית', placement: 'end' },
  render: (args) => (
    <div style={{ paddingBlock: 48, display: 'flex', justifyContent: 'center' }}>
      <TooltipTrigger delay={300}>
        <IconButton aria-label="העתקת קישור">
          <CopyIcon />
        </IconButton>
        <Tooltip {...args} />
      </TooltipTrigger>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'העתקת קישור' });
    await userEvent.tab();
    const tip = await body(canvasElement).findByRole('tooltip');
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
    // "end" mirrors: to the left of the trigger in right-to-left.
    await waitFor(() =>
      expect(tip.getBoundingClientRect().right).toBeLessThanOrEqual(
        button.getBoundingClientRect().left,
      ),
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
    await userEvent.tab();
    await expect(await body(canvasElement).findByRole('tooltip')).toHaveTextContent(
      'Copies the public address',
    );
  },
};
