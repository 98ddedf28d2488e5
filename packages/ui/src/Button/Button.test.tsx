import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('calls onPress when clicked and when activated with the keyboard', async () => {
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('ignores presses while pending', async () => {
    const onPress = vi.fn();
    render(
      <Button onPress={onPress} isPending>
        Save
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Save/ }));
    expect(onPress).not.toHaveBeenCalled();
  });

  it('is disabled with isDisabled', () => {
    render(<Button isDisabled>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
