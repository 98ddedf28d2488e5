import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Slider } from './Slider';

const meta = {
  title: 'UI/Fields/Slider',
  component: Slider,
  args: { label: 'Zoom', minValue: 1, maxValue: 3, step: 0.02, defaultValue: 1, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardArrows: Story = {
  play: async ({ args, canvas }) => {
    const slider = canvas.getByRole('slider', { name: 'Zoom' });
    await userEvent.tab();
    await expect(slider).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith(1.06);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith(1.04);
    await userEvent.keyboard('{End}');
    await expect(slider).toHaveValue('3');
    await expect(canvas.getByRole('status')).toHaveTextContent('3');
  },
};

export const ClickOnTrack: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const slider = canvas.getByRole('slider', { name: 'Zoom' });
    const track = canvasElement.querySelector<HTMLElement>(
      '[data-orientation="horizontal"] > div',
    )!;
    const box = track.getBoundingClientRect();
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: track,
      coords: { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 },
    });
    await expect(Number((slider as HTMLInputElement).value)).toBeCloseTo(2, 0);
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Percent: Story = {
  args: {
    label: 'Traffic to A',
    minValue: 0,
    maxValue: 100,
    step: 1,
    defaultValue: 50,
    formatOptions: { style: 'unit', unit: 'percent' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: 'Traffic to A' })).toHaveAttribute(
      'aria-valuetext',
      '50%',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: 'Zoom' })).toBeDisabled();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  args: { label: 'זום', defaultValue: 2 },
  play: async ({ args, canvas, canvasElement }) => {
    const slider = canvas.getByRole('slider', { name: 'זום' });
    const label = canvas.getByText('זום');
    const output = canvas.getByRole('status');
    // The label is at the inline start (right) and the value at the inline end (left).
    await expect(output.getBoundingClientRect().left).toBeLessThan(
      label.getBoundingClientRect().left,
    );
    await userEvent.tab();
    await expect(slider).toHaveFocus();
    // ArrowLeft increases in right-to-left.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith(2.02);
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: 1.5 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
    await expect(canvas.getByRole('slider', { name: 'Zoom' })).toHaveValue('1.5');
  },
};
