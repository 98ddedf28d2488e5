import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { buttonSizes } from '../Button/buttonVariants';
import { ToggleButton } from './ToggleButton';

const meta = {
  title: 'UI/Actions/ToggleButton',
  component: ToggleButton,
  args: { children: 'Show archived', onChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: buttonSizes } },
} satisfies Meta<typeof ToggleButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Show archived' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Selected: Story = {
  args: { defaultSelected: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Show archived' });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    await expect(args.onChange).toHaveBeenCalledWith(false);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {buttonSizes.map((size) => (
        <ToggleButton key={size} {...args} size={size}>
          {size}
        </ToggleButton>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const small = canvas.getByRole('button', { name: 'sm' });
    const large = canvas.getByRole('button', { name: 'lg' });
    await expect(large.offsetHeight).toBeGreaterThan(small.offsetHeight);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Show archived' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const KeyboardToggle: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Show archived' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  args: { children: 'הצג בארכיון' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'הצג בארכיון' }));
    await expect(canvas.getByRole('button', { name: 'הצג בארכיון' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <ToggleButton {...args}>Off</ToggleButton>
      <ToggleButton {...args} defaultSelected>
        On
      </ToggleButton>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
    await expect(canvas.getByRole('button', { name: 'On' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Off' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};
