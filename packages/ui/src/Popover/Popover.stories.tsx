import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Switch } from '../Switch';
import { Popover } from './Popover';

const meta = {
  title: 'UI/Overlays/Popover',
  component: Popover,
  args: {
    title: 'Display',
    showArrow: true,
    children: (
      <>
        <Switch defaultSelected>Show prices</Switch>
        <Switch>Show stock</Switch>
      </>
    ),
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Display options</Button>
      <Popover {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const closed = (canvasElement: HTMLElement) =>
  waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Display options' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Display' });
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Show stock' }));
    await expect(within(dialog).getByRole('switch', { name: 'Show stock' })).toBeChecked();
    // A click outside closes it.
    await userEvent.click(canvasElement.ownerDocument.body);
    await closed(canvasElement);
  },
};

export const KeyboardOpenAndEscape: Story = {
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Display options' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Display' });
    await waitFor(() =>
      expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true),
    );
    await userEvent.tab();
    await expect(within(dialog).getByRole('switch', { name: 'Show prices' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(within(dialog).getByRole('switch', { name: 'Show prices' })).not.toBeChecked();
    await userEvent.keyboard('{Escape}');
    await closed(canvasElement);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const WithoutTitle: Story = {
  args: { title: undefined, 'aria-label': 'Display', showArrow: false },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Display options' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Display' });
    await expect(within(dialog).queryByRole('heading')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await closed(canvasElement);
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  args: {
    title: 'תצוגה',
    placement: 'bottom start',
    children: <Switch defaultSelected>הצג מחירים</Switch>,
  },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'center' }}>
      <DialogTrigger>
        <Button variant="secondary">אפשרויות תצוגה</Button>
        <Popover {...args} />
      </DialogTrigger>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'אפשרויות תצוגה' });
    await userEvent.click(trigger);
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'תצוגה' });
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
    // "bottom start" aligns the panel's right edge with the trigger's in right-to-left.
    await waitFor(() =>
      expect(
        Math.abs(dialog.getBoundingClientRect().right - trigger.getBoundingClientRect().right),
      ).toBeLessThan(2),
    );
    await userEvent.keyboard('{Escape}');
    await closed(canvasElement);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <DialogTrigger defaultOpen>
      <Button variant="secondary">Display options</Button>
      <Popover {...args} />
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Display' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
