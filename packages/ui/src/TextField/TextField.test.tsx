import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is named by its label, described by its description and reports typing', async () => {
    const onChange = vi.fn();
    render(
      <TextField
        label="Link title"
        description="Shoppers see it on the page."
        onChange={onChange}
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Link title' });
    expect(box).toHaveAccessibleDescription('Shoppers see it on the page.');
    await userEvent.type(box, 'Summer');
    expect(box).toHaveValue('Summer');
    expect(onChange).toHaveBeenLastCalledWith('Summer');
  });

  it('focuses the box when its label is clicked', async () => {
    render(<TextField label="Link title" />);
    await userEvent.click(screen.getByText('Link title'));
    expect(screen.getByRole('textbox', { name: 'Link title' })).toHaveFocus();
  });

  it('shows the error message and marks the box invalid with isInvalid', () => {
    render(<TextField label="Link title" isInvalid errorMessage="Enter a title." />);
    const box = screen.getByRole('textbox', { name: 'Link title' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Enter a title.');
  });

  it('validates as the user types with validate and aria validation', async () => {
    render(
      <TextField
        label="Username"
        validationBehavior="aria"
        validate={(value) => (value.includes(' ') ? 'No spaces, please.' : null)}
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Username' });
    await userEvent.type(box, 'maya k');
    expect(screen.getByText('No spaces, please.')).toBeInTheDocument();
    await userEvent.type(box, '{Backspace}{Backspace}');
    expect(screen.queryByText('No spaces, please.')).not.toBeInTheDocument();
  });

  it('cannot be typed in when disabled', async () => {
    render(<TextField label="Link title" isDisabled defaultValue="Fixed" />);
    const box = screen.getByRole('textbox', { name: 'Link title' });
    expect(box).toBeDisabled();
    await userEvent.type(box, 'x');
    expect(box).toHaveValue('Fixed');
  });
});
