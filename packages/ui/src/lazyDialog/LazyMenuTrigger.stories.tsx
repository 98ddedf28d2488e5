import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LazyMenuTrigger } from './LazyMenuTrigger';
import { lazyModule } from './openWhenLoaded';

const items = [
  { id: 'edit', label: 'Edit' },
  { id: 'delete', label: 'Delete', tone: 'critical' as const },
];

/**
 * A menu whose code loads on its first opening, as in the app (the stories' preview preloads ui's
 * overlays; this one has a module of its own, so the first press really waits for its code).
 */
function FreshMenu({ onAction }: { onAction: (id: unknown) => void }) {
  const module = lazyModule(() => import('../MoreMenu/MoreMenuPopover'));
  return (
    <LazyMenuTrigger
      module={module}
      popover={({ MoreMenuPopover }, trigger) => (
        <MoreMenuPopover
          trigger={trigger}
          items={items}
          onAction={onAction}
          placement="bottom start"
        />
      )}
    >
      <Button>Actions</Button>
    </LazyMenuTrigger>
  );
}

const meta = {
  title: 'UI/Internals/LazyMenuTrigger',
  component: FreshMenu,
  args: { onAction: fn() },
} satisfies Meta<typeof FreshMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From the keyboard, the first opening lands on the first item once the code is in. */
export const FirstOpenFromTheKeyboard: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Actions' });
    // Keyboard focus, as a Tab press gives it (the story's frame may not start with focus).
    button.focus();
    await userEvent.keyboard('{Enter}');
    const page = within(canvasElement.ownerDocument.body);
    const first = await page.findByRole('menuitem', { name: 'Edit' });
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(page.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('delete');
    await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  },
};
