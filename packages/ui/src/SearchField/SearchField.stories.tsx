import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SearchField, searchDebounceMs } from './SearchField';

const meta = {
  title: 'UI/Fields/SearchField',
  component: SearchField,
  args: { label: 'Search links', placeholder: 'Title or product', onSearch: fn(), onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DebouncedSearch: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search links' }), 'shoes');
    await expect(args.onChange).toHaveBeenCalledTimes(5);
    await expect(args.onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('shoes'), {
      timeout: searchDebounceMs * 3,
    });
    await expect(args.onSearch).toHaveBeenCalledOnce();
  },
};

export const SubmitWithEnter: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search links' }), 'bag{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('bag');
  },
};

export const Clear: Story = {
  args: { defaultValue: 'summer' },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search links' });
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(box).toHaveValue('');
    await expect(args.onSearch).toHaveBeenCalledWith('');
  },
};

export const KeyboardEscapeClears: Story = {
  args: { defaultValue: 'summer' },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const box = canvas.getByRole('searchbox', { name: 'Search links' });
    await expect(box).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveValue('');
    await expect(args.onSearch).toHaveBeenCalledWith('');
  },
};

export const WithoutVisibleLabel: Story = {
  args: { label: undefined, 'aria-label': 'Search products', placeholder: 'Search products' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search products' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search links' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'summer' },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search links' });
    await userEvent.type(box, 's{Escape}');
    await expect(box).toHaveValue('summer');
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: 'summer sale shoes',
    isInvalid: true,
    errorMessage: 'Type fewer words.',
    description: 'Searches titles and product names.',
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search links' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(
      'Searches titles and product names. Type fewer words.',
    );
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  args: { label: 'חיפוש קישורים', placeholder: 'כותרת או מוצר', defaultValue: 'קיץ' },
  play: async ({ canvas, canvasElement }) => {
    const box = canvas.getByRole('searchbox', { name: 'חיפוש קישורים' });
    const clear = canvas.getByRole('button', { name: 'נקה חיפוש' });
    // The clear button sits at the inline end: on the left in right-to-left.
    await expect(clear.getBoundingClientRect().left).toBeLessThan(
      box.getBoundingClientRect().left + box.offsetWidth / 2,
    );
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: 'summer', description: 'Searches titles and product names.' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
    await expect(
      canvas.getByRole('searchbox', { name: 'Search links' }),
    ).toHaveAccessibleDescription('Searches titles and product names.');
  },
};
