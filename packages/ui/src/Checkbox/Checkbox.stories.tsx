import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'UI/Fields/Checkbox',
  component: Checkbox,
  args: { children: 'Show out-of-stock products', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

const products = ['Sun hat', 'Beach bag', 'Sandals'];

/** A select-all over three products. */
function SelectAllList({
  selectAllLabel = 'Select all',
  items = products,
}: {
  selectAllLabel?: string;
  items?: string[];
}) {
  const [selected, setSelected] = useState<string[]>(items.slice(0, 1));
  const all = selected.length === items.length;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Checkbox
        isSelected={all}
        isIndeterminate={selected.length > 0 && !all}
        onChange={(on) => setSelected(on ? items : [])}
      >
        {selectAllLabel}
      </Checkbox>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8, paddingInlineStart: 26 }}>
        {items.map((item) => (
          <Checkbox
            key={item}
            isSelected={selected.includes(item)}
            onChange={(on) => setSelected((s) => (on ? [...s, item] : s.filter((p) => p !== item)))}
          >
            {item}
          </Checkbox>
        ))}
      </div>
    </div>
  );
}

export const Unchecked: Story = {
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Show out-of-stock products' });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Checked: Story = {
  args: { defaultSelected: true },
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'Show out-of-stock products' }),
    ).toBeChecked();
    await userEvent.click(canvas.getByText('Show out-of-stock products'));
    await expect(args.onChange).toHaveBeenCalledWith(false);
  },
};

export const Indeterminate: Story = {
  args: { isIndeterminate: true, children: 'Select all' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Select all' })).toBePartiallyChecked();
  },
};

export const SelectAll: Story = {
  render: () => <SelectAllList />,
  play: async ({ canvas }) => {
    const selectAll = canvas.getByRole('checkbox', { name: 'Select all' });
    await expect(selectAll).toBePartiallyChecked();
    await userEvent.click(selectAll);
    for (const product of products)
      await expect(canvas.getByRole('checkbox', { name: product })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Beach bag' }));
    await expect(selectAll).toBePartiallyChecked();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, children: 'I accept the terms' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'I accept the terms' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Show out-of-stock products' });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(canvas.getByText('Show out-of-stock products'), {
      pointerEventsCheck: 0,
    });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const KeyboardSelectAll: Story = {
  render: () => <SelectAllList />,
  play: async ({ canvas }) => {
    await userEvent.tab();
    const selectAll = canvas.getByRole('checkbox', { name: 'Select all' });
    await expect(selectAll).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(selectAll).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Sun hat' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(selectAll).toBePartiallyChecked();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  render: () => (
    <SelectAllList selectAllLabel="בחר הכל" items={['כובע שמש', 'תיק חוף', 'סנדלים']} />
  ),
  play: async ({ canvas, canvasElement }) => {
    const selectAll = canvas.getByRole('checkbox', { name: 'בחר הכל' });
    await userEvent.click(selectAll);
    await expect(canvas.getByRole('checkbox', { name: 'סנדלים' })).toBeChecked();
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: () => <SelectAllList />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
    await expect(canvas.getByRole('checkbox', { name: 'Select all' })).toBePartiallyChecked();
  },
};
