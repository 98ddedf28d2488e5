import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './IconButton';

const TrashIcon = () => (
  <svg viewBox="0 0 16 16" data-testid="icon">
    <path d="M3 4h10M6 4V2h4v2M5 4l1 10h4l1-10" fill="none" stroke="currentColor" />
  </svg>
);

describe('IconButton', () => {
  it('is named by its aria-label and keeps the icon away from assistive technology', () => {
    render(
      <IconButton aria-label="Delete link">
        <TrashIcon />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Delete link' });
    expect(button).toBeInTheDocument();
    expect(screen.getByTestId('icon').closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('calls onPress on click, Enter and Space', async () => {
    const onPress = vi.fn();
    render(
      <IconButton aria-label="Delete link" onPress={onPress}>
        <TrashIcon />
      </IconButton>,
    );
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Delete link' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await userEvent.click(screen.getByRole('button', { name: 'Delete link' }));
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('does nothing when disabled', async () => {
    const onPress = vi.fn();
    render(
      <IconButton aria-label="Delete link" onPress={onPress} isDisabled>
        <TrashIcon />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Delete link' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });
});
