import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('counts characters as the user types and announces the count with the description', async () => {
    const onChange = vi.fn();
    render(
      <TextArea
        label="Description"
        description="Shown under the title."
        maxLength={300}
        onChange={onChange}
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Description' });
    expect(screen.getByText('0/300')).toBeInTheDocument();
    await userEvent.type(box, 'Summer deals');
    expect(screen.getByText('12/300')).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription('Shown under the title. 12/300');
    expect(onChange).toHaveBeenLastCalledWith('Summer deals');
  });

  it('stops at the maximum, typed or pasted', async () => {
    render(<TextArea label="Bio" maxLength={5} />);
    const box = screen.getByRole('textbox', { name: 'Bio' });
    await userEvent.type(box, 'abcdefgh');
    expect(box).toHaveValue('abcde');
    expect(screen.getByText('5/5')).toHaveAttribute('data-at-limit', 'true');
    await userEvent.clear(box);
    await userEvent.click(box);
    await userEvent.paste('123456789');
    expect(box).toHaveValue('12345');
  });

  it('counts a controlled value and a default value', async () => {
    function Controlled() {
      const [value, setValue] = useState('Hello');
      return <TextArea label="Bio" maxLength={300} value={value} onChange={setValue} />;
    }
    render(<Controlled />);
    expect(screen.getByText('5/300')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Bio' }), '!');
    expect(screen.getByText('6/300')).toBeInTheDocument();
  });

  it('keeps Enter as a new line and shows the error message when invalid', async () => {
    render(<TextArea label="Bio" defaultValue="one" isInvalid errorMessage="Too short." />);
    const box = screen.getByRole('textbox', { name: 'Bio' });
    await userEvent.type(box, '{Enter}two');
    expect(box).toHaveValue('one\ntwo');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Too short.')).toBeInTheDocument();
  });
});
