import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'UI/Data display/ProgressBar',
  component: ProgressBar,
  args: { label: 'Uploading video', value: 45 },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const fillOf = (bar: HTMLElement) => bar.querySelector<HTMLElement>('[data-fill]') as HTMLElement;

export const Determinate: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Uploading video' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(bar).toHaveTextContent('45%');
    await waitFor(() => expect(fillOf(bar).offsetWidth).toBe(Math.round(360 * 0.45)));
  },
};

export const Complete: Story = {
  args: { label: 'Done', value: 100 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Done' });
    await waitFor(() => expect(fillOf(bar).offsetWidth).toBe(360));
  },
};

export const Cycling: Story = {
  args: { label: 'Searching products', isIndeterminate: true, value: undefined },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Searching products' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(getComputedStyle(fillOf(bar)).animationName).not.toBe('none');
  },
};

export const PhoneWidth: Story = {
  parameters: { viewport: { defaultViewport: 'phone' } },
  globals: { viewport: { value: 'phone' } },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 280 }}>
        <Story />
      </div>
    ),
  ],
  args: { label: 'Compressing', value: 70 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Compressing' });
    await expect(bar.offsetWidth).toBeLessThanOrEqual(280);
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  args: { label: 'מעלה סרטון', value: 30 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
    const bar = canvas.getByRole('progressbar', { name: 'מעלה סרטון' });
    const fill = fillOf(bar).getBoundingClientRect();
    const trackBox = (fillOf(bar).parentElement as HTMLElement).getBoundingClientRect();
    // Right-to-left: the bar fills from the right.
    await waitFor(() => expect(Math.round(fill.right)).toBe(Math.round(trackBox.right)));
    await expect(fill.left).toBeGreaterThan(trackBox.left);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
    await expect(canvas.getByRole('progressbar', { name: 'Uploading video' })).toBeVisible();
  },
};
