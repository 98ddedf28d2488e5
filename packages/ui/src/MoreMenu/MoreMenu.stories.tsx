import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MoreMenu, type MoreMenuItem } from './MoreMenu';

const items: MoreMenuItem[] = [
  { id: 'edit', label: 'Edit' },
  { id: 'duplicate', label: 'Duplicate' },
  { id: 'expire', label: 'Expire', isDisabled: true },
  { id: 'delete', label: 'Delete', tone: 'critical' },
];

const meta = {
  title: 'UI/Actions/MoreMenu',
  component: MoreMenu,
  args: { 'aria-label': 'Actions for Summer sale', items, onAction: fn() },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'center' }}>
      <MoreMenu {...args} />
    </div>
  ),
} satisfies Meta<typeof MoreMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const closed = (canvasElement: HTMLElement) =>
  waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());

export const ClickAnAction: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Actions for Summer sale' });
    await expect(button).toHaveAttribute('aria-haspopup', 'true');
    await userEvent.click(button);
    const menu = await body(canvasElement).findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((node) => node.textContent),
    ).toEqual(['Edit', 'Duplicate', 'Expire', 'Delete']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Duplicate' }));
    await expect(args.onAction).toHaveBeenCalledWith('duplicate');
    await closed(canvasElement);
  },
};

export const KeyboardArrowsAndEnter: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Actions for Summer sale' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await body(canvasElement).findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Duplicate' })).toHaveFocus();
    // The disabled action is skipped.
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('delete');
    await closed(canvasElement);
    await waitFor(() => expect(button).toHaveFocus());
  },
};

export const KeyboardEscape: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Actions for Summer sale' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await body(canvasElement).findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await closed(canvasElement);
    await waitFor(() => expect(button).toHaveFocus());
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const DisabledAction: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Summer sale' }));
    const menu = await body(canvasElement).findByRole('menu');
    const expire = within(menu).getByRole('menuitem', { name: 'Expire' });
    await expect(expire).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(expire, { pointerEventsCheck: 0 });
    await expect(args.onAction).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await closed(canvasElement);
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  args: {
    'aria-label': 'פעולות עבור מבצע קיץ',
    items: [
      { id: 'edit', label: 'עריכה' },
      { id: 'duplicate', label: 'שכפול' },
      { id: 'delete', label: 'מחיקה', tone: 'critical' },
    ],
  },
  play: async ({ args, canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'פעולות עבור מבצע קיץ' });
    await userEvent.click(button);
    const menu = await body(canvasElement).findByRole('menu');
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
    // "bottom end" aligns the menu's left edge with the button's in right-to-left.
    await waitFor(() =>
      expect(
        Math.abs(menu.getBoundingClientRect().left - button.getBoundingClientRect().left),
      ).toBeLessThan(6),
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'מחיקה' }));
    await expect(args.onAction).toHaveBeenCalledWith('delete');
    await closed(canvasElement);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
    const menu = await body(canvasElement).findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
  },
};
