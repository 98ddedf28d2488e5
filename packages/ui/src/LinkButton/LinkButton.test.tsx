import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { LinkButton } from './LinkButton';

describe('LinkButton', () => {
  it('is a link with its href', () => {
    render(<LinkButton href="/links/new">Create link</LinkButton>);
    expect(screen.getByRole('link', { name: 'Create link' })).toHaveAttribute('href', '/links/new');
  });

  it("navigates with the app's router on click and on Enter", async () => {
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <LinkButton href="/links/new">Create link</LinkButton>
      </RouterProvider>,
    );
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Create link' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(screen.getByRole('link', { name: 'Create link' }));
    expect(navigate).toHaveBeenCalledTimes(2);
    expect(navigate).toHaveBeenLastCalledWith('/links/new', undefined);
  });

  it('neither navigates nor presses when disabled', async () => {
    const navigate = vi.fn();
    const onPress = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <LinkButton href="/links/new" onPress={onPress} isDisabled>
          Create link
        </LinkButton>
      </RouterProvider>,
    );
    const link = screen.getByRole('link', { name: 'Create link' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link, { pointerEventsCheck: 0 });
    expect(navigate).not.toHaveBeenCalled();
    expect(onPress).not.toHaveBeenCalled();
  });
});
