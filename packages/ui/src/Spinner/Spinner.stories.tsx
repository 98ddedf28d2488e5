import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './Spinner';
import { spinnerSizes } from './spinnerVariants';

const meta = {
  title: 'UI/Data display/Spinner',
  component: Spinner,
  args: { 'aria-label': 'Loading links' },
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const progress = canvas.getByRole('progressbar', { name: 'Loading links' });
    await expect(progress).toBeVisible();
    await expect(progress).not.toHaveAttribute('aria-valuenow');
    await expect(getComputedStyle(progress).animationName).not.toBe('none');
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {spinnerSizes.map((size) => (
        <Spinner key={size} size={size} aria-label={`Loading (${size})`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const small = canvas.getByRole('progressbar', { name: 'Loading (sm)' });
    const large = canvas.getByRole('progressbar', { name: 'Loading (lg)' });
    await expect(large.offsetWidth).toBeGreaterThan(small.offsetWidth);
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  args: { 'aria-label': 'טוען קישורים' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('progressbar', { name: 'טוען קישורים' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { size: 'lg' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
    await expect(canvas.getByRole('progressbar', { name: 'Loading links' })).toBeVisible();
  },
};
