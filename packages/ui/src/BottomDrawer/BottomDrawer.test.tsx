import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogTrigger } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { BottomDrawer } from './BottomDrawer';

function Example({
  onOpenChange,
  isDismissable,
}: {
  onOpenChange?: (open: boolean) => void;
  isDismissable?: boolean;
}) {
  return (
    <DialogTrigger onOpenChange={onOpenChange}>
      <Button>Options</Button>
      <BottomDrawer title="More options" isDismissable={isDismissable}>
        {({ close }) => (
          <Button variant="secondary" onPress={close}>
            Cancel
          </Button>
        )}
      </BottomDrawer>
    </DialogTrigger>
  );
}

describe('BottomDrawer', () => {
  it('opens a modal dialog named by its title', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Options' }));
    const drawer = screen.getByRole('dialog', { name: 'More options' });
    expect(within(drawer).getByRole('heading', { level: 2, name: 'More options' })).toBeVisible();
    expect(within(drawer).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('closes with Escape and returns focus to the trigger', async () => {
    render(<Example />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const drawer = screen.getByRole('dialog', { name: 'More options' });
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Options' })).toHaveFocus();
  });

  it('closes from its content through the close render prop', async () => {
    const onOpenChange = vi.fn();
    render(<Example onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Options' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('offers a hidden dismiss button to screen readers unless it is not dismissable', async () => {
    const { unmount } = render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Options' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    unmount();
    render(<Example isDismissable={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Options' }));
    expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
  });

  it('can be named with aria-label and be controlled', () => {
    render(
      <BottomDrawer isOpen aria-label="Share">
        Links
      </BottomDrawer>,
    );
    const drawer = screen.getByRole('dialog', { name: 'Share' });
    expect(drawer).toHaveTextContent('Links');
    expect(within(drawer).queryByRole('heading')).not.toBeInTheDocument();
  });
});
