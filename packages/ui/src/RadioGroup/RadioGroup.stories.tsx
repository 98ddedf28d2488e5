import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Radio, RadioGroup } from './RadioGroup';

const meta = {
  title: 'UI/Fields/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Devices',
    onChange: fn(),
    children: (
      <>
        <Radio value="ALL">All devices</Radio>
        <Radio value="MOBILE">Mobile</Radio>
        <Radio value="PC">Desktop</Radio>
      </>
    ),
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Mobile' }));
    await expect(canvas.getByRole('radio', { name: 'Mobile' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('MOBILE');
  },
};

export const KeyboardArrows: Story = {
  args: { defaultValue: 'ALL' },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'All devices' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Mobile' })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    // The arrows wrap around.
    await expect(canvas.getByRole('radio', { name: 'All devices' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('ALL');
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: 'PC', description: 'Where the link opens.' },
  play: async ({ canvas }) => {
    const all = canvas.getByRole('radio', { name: 'All devices' });
    const mobile = canvas.getByRole('radio', { name: 'Mobile' });
    await expect(mobile.getBoundingClientRect().top).toBe(all.getBoundingClientRect().top);
    await expect(canvas.getByRole('radiogroup', { name: 'Devices' })).toHaveAccessibleDescription(
      'Where the link opens.',
    );
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Pick where the link opens.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Devices' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByText('Pick where the link opens.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'ALL' },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  args: {
    label: 'מכשירים',
    orientation: 'horizontal',
    defaultValue: 'ALL',
    children: (
      <>
        <Radio value="ALL">כל המכשירים</Radio>
        <Radio value="MOBILE">נייד</Radio>
        <Radio value="PC">מחשב</Radio>
      </>
    ),
  },
  play: async ({ args, canvas, canvasElement }) => {
    const all = canvas.getByRole('radio', { name: 'כל המכשירים' });
    const mobile = canvas.getByRole('radio', { name: 'נייד' });
    // The first radio is on the right in right-to-left, and ArrowLeft moves forward.
    await expect(mobile.getBoundingClientRect().left).toBeLessThan(
      all.getBoundingClientRect().left,
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(mobile).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('MOBILE');
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: 'MOBILE', description: 'Where the link opens.' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
    await expect(canvas.getByRole('radio', { name: 'Mobile' })).toBeChecked();
  },
};
