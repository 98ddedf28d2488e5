import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { BottomDrawer } from './BottomDrawer';

const onSync = fn();

const meta = {
  title: 'UI/Overlays/BottomDrawer',
  component: BottomDrawer,
  parameters: { viewport: { defaultViewport: 'phone' } },
  args: {
    title: 'More options',
    children: ({ close }) => (
      <div style={{ display: 'grid', gap: 8 }}>
        <Button variant="secondary" onPress={close}>
          Copy link
        </Button>
        <Button
          variant="secondary"
          onPress={() => {
            onSync();
            close();
          }}
        >
          Sync social
        </Button>
        <Button variant="plain" onPress={close}>
          Cancel
        </Button>
      </div>
    ),
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Options</Button>
      <BottomDrawer {...args} />
    </DialogTrigger>
  ),
  beforeEach: () => {
    onSync.mockClear();
  },
} satisfies Meta<typeof BottomDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const closed = (canvasElement: HTMLElement) =>
  waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());

export const OpenAndAct: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Options' }));
    const drawer = await body(canvasElement).findByRole('dialog', { name: 'More options' });
    // The sheet rests against the bottom of the viewport.
    await waitFor(() =>
      expect(
        Math.abs(
          (drawer.parentElement?.getBoundingClientRect().bottom ?? 0) -
            canvasElement.ownerDocument.documentElement.clientHeight,
        ),
      ).toBeLessThan(2),
    );
    await userEvent.click(within(drawer).getByRole('button', { name: 'Sync social' }));
    await expect(onSync).toHaveBeenCalledOnce();
    await closed(canvasElement);
  },
};

export const KeyboardEscapeReturnsFocus: Story = {
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Options' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const drawer = await body(canvasElement).findByRole('dialog', { name: 'More options' });
    await waitFor(() =>
      expect(drawer.contains(canvasElement.ownerDocument.activeElement)).toBe(true),
    );
    // Focus stays inside the sheet.
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      await expect(drawer.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await closed(canvasElement);
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(onSync).not.toHaveBeenCalled();
  },
};

export const TapOutsideCloses: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Options' }));
    const drawer = await body(canvasElement).findByRole('dialog', { name: 'More options' });
    const backdrop = drawer.parentElement?.parentElement as HTMLElement;
    await userEvent.pointer({ keys: '[MouseLeft]', target: backdrop, coords: { x: 5, y: 5 } });
    await closed(canvasElement);
  },
};

export const NotDismissable: Story = {
  args: { isDismissable: false },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Options' }));
    const drawer = await body(canvasElement).findByRole('dialog', { name: 'More options' });
    // Past its 250 ms slide-in first, so "still visible" below means "not dismissed".
    await waitFor(() => expect(drawer).toBeVisible());
    const backdrop = drawer.parentElement?.parentElement as HTMLElement;
    await userEvent.pointer({ keys: '[MouseLeft]', target: backdrop, coords: { x: 5, y: 5 } });
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(body(canvasElement).getByRole('dialog', { name: 'More options' })).toBeVisible();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Cancel' }));
    await closed(canvasElement);
  },
};

export const WithoutTitle: Story = {
  args: { title: undefined, 'aria-label': 'Share' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Options' }));
    const drawer = await body(canvasElement).findByRole('dialog', { name: 'Share' });
    await expect(within(drawer).queryByRole('heading')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await closed(canvasElement);
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  args: {
    title: 'אפשרויות נוספות',
    children: ({ close }) => (
      <Button variant="secondary" onPress={close}>
        ביטול
      </Button>
    ),
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">אפשרויות</Button>
      <BottomDrawer {...args} />
    </DialogTrigger>
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'אפשרויות' }));
    const drawer = await body(canvasElement).findByRole('dialog', { name: 'אפשרויות נוספות' });
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
    // The title starts at the right edge in right-to-left.
    const heading = within(drawer).getByRole('heading', { name: 'אפשרויות נוספות' });
    await expect(
      Math.abs(heading.getBoundingClientRect().right - drawer.getBoundingClientRect().right),
    ).toBeLessThan(20);
    await userEvent.click(within(drawer).getByRole('button', { name: 'ביטול' }));
    await closed(canvasElement);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultOpen: true },
  render: (args) => <BottomDrawer {...args} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
    const drawer = await body(canvasElement).findByRole('dialog', { name: 'More options' });
    await waitFor(() => expect(drawer).toBeVisible());
  },
};
