import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select, SelectItem } from './Select';

const meta = {
  title: 'UI/Fields/Select',
  component: Select,
  args: {
    label: 'Sort by',
    placeholder: 'Choose an order',
    onChange: fn(),
    children: (
      <>
        <SelectItem id="newest">Newest</SelectItem>
        <SelectItem id="views">Most views</SelectItem>
        <SelectItem id="revenue">Revenue</SelectItem>
      </>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const closed = (canvasElement: HTMLElement) =>
  waitFor(() => expect(body(canvasElement).queryByRole('listbox')).toBeNull());

export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: /Sort by/ });
    await expect(trigger).toHaveTextContent('Choose an order');
    await userEvent.click(trigger);
    const listbox = await body(canvasElement).findByRole('listbox', { name: 'Sort by' });
    await userEvent.click(within(listbox).getByRole('option', { name: 'Revenue' }));
    await expect(args.onChange).toHaveBeenCalledWith('revenue');
    await expect(trigger).toHaveTextContent('Revenue');
    await closed(canvasElement);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Keyboard: Story = {
  args: { defaultValue: 'newest' },
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: /Sort by/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body(canvasElement).findByRole('listbox', { name: 'Sort by' });
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: 'Newest' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(listbox).getByRole('option', { name: 'Revenue' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('revenue');
    await closed(canvasElement);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const EscapeCloses: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: /Sort by/ });
    await userEvent.click(trigger);
    await body(canvasElement).findByRole('listbox', { name: 'Sort by' });
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await closed(canvasElement);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(trigger).toHaveTextContent('Choose an order');
  },
};

export const WithDisabledOption: Story = {
  args: { disabledKeys: ['revenue'], description: 'Revenue needs the Business plan.' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Sort by/ }));
    const listbox = await body(canvasElement).findByRole('listbox', { name: 'Sort by' });
    await expect(within(listbox).getByRole('option', { name: 'Revenue' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await closed(canvasElement);
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose an order.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose an order.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'views' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Sort by/ })).toBeDisabled();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  args: {
    label: 'מיון לפי',
    placeholder: 'בחרו סדר',
    children: (
      <>
        <SelectItem id="newest">החדשים ביותר</SelectItem>
        <SelectItem id="views">הכי נצפים</SelectItem>
      </>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: /מיון לפי/ });
    const value = within(trigger).getByText('בחרו סדר');
    // The value is at the inline start: on the right in right-to-left.
    await expect(value.getBoundingClientRect().right).toBeGreaterThan(
      trigger.getBoundingClientRect().left + trigger.offsetWidth / 2,
    );
    await userEvent.click(trigger);
    const listbox = await body(canvasElement).findByRole('listbox', { name: 'מיון לפי' });
    await userEvent.click(within(listbox).getByRole('option', { name: 'הכי נצפים' }));
    await expect(trigger).toHaveTextContent('הכי נצפים');
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: 'views' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
    await userEvent.click(canvas.getByRole('button', { name: /Sort by/ }));
    const listbox = await body(canvasElement).findByRole('listbox', { name: 'Sort by' });
    await expect(within(listbox).getByRole('option', { name: 'Most views' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Typing on the closed, focused select chooses the first option starting with the letters. */
export const Typeahead: Story = {
  args: { defaultValue: 'newest' },
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: /Sort by/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('m');
    await expect(args.onChange).toHaveBeenCalledWith('views');
    await expect(trigger).toHaveTextContent('Most views');
    await expect(trigger).toHaveFocus();
    await expect(body(canvasElement).queryByRole('listbox')).toBeNull();
  },
};

/** With `items` and a function as children, and a description under the button. */
export const FromData: Story = {
  args: { description: 'Applies to the list below.', defaultValue: 'views' },
  render: ({ children: _static, ...args }) => (
    <Select
      {...args}
      items={[
        { id: 'newest', name: 'Newest' },
        { id: 'views', name: 'Most views' },
      ]}
    >
      {(order) => <SelectItem id={order.id}>{order.name}</SelectItem>}
    </Select>
  ),
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Most views Sort by' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveAccessibleDescription('Applies to the list below.');
    await userEvent.click(trigger);
    const listbox = await body(canvasElement).findByRole('listbox', { name: 'Sort by' });
    await expect(within(listbox).getAllByRole('option')).toHaveLength(2);
    await userEvent.keyboard('{Escape}');
    await closed(canvasElement);
  },
};
