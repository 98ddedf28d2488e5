import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ToggleButton } from './ToggleButton';

describe('ToggleButton', () => {
  it('toggles aria-pressed and reports each change on click', async () => {
    const onChange = vi.fn();
    render(<ToggleButton onChange={onChange}>Show archived</ToggleButton>);
    const button = screen.getByRole('button', { name: 'Show archived' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('toggles with Space and Enter', async () => {
    render(<ToggleButton>Show archived</ToggleButton>);
    await userEvent.tab();
    const button = screen.getByRole('button', { name: 'Show archived' });
    expect(button).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('follows isSelected when controlled', async () => {
    function Controlled() {
      const [on, setOn] = useState(true);
      return (
        <>
          <ToggleButton isSelected={on} onChange={setOn}>
            Bold
          </ToggleButton>
          <output>{on ? 'on' : 'off'}</output>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Bold' }));
    expect(screen.getByRole('status')).toHaveTextContent('off');
  });

  it('does not toggle when disabled', async () => {
    const onChange = vi.fn();
    render(
      <ToggleButton isDisabled onChange={onChange}>
        Show archived
      </ToggleButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show archived' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Show archived' })).toBeDisabled();
  });
});
