import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch';

describe('Switch', () => {
  it('turns on and off when clicked, label included', async () => {
    const onChange = vi.fn();
    render(<Switch onChange={onChange}>Show prices</Switch>);
    const toggle = screen.getByRole('switch', { name: 'Show prices' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    await userEvent.click(screen.getByText('Show prices'));
    expect(toggle).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('toggles with Space', async () => {
    render(<Switch>Show prices</Switch>);
    await userEvent.tab();
    const toggle = screen.getByRole('switch', { name: 'Show prices' });
    expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(toggle).toBeChecked();
  });

  it('follows isSelected when controlled', async () => {
    function Controlled() {
      const [on, setOn] = useState(true);
      return (
        <>
          <Switch isSelected={on} onChange={setOn}>
            Show prices
          </Switch>
          <output>{on ? 'on' : 'off'}</output>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('switch', { name: 'Show prices' })).toBeChecked();
    await userEvent.click(screen.getByRole('switch', { name: 'Show prices' }));
    expect(screen.getByRole('status')).toHaveTextContent('off');
  });

  it('does not change when disabled', async () => {
    const onChange = vi.fn();
    render(
      <Switch isDisabled onChange={onChange}>
        Show prices
      </Switch>,
    );
    const toggle = screen.getByRole('switch', { name: 'Show prices' });
    expect(toggle).toBeDisabled();
    await userEvent.click(toggle);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('can be named with aria-label', () => {
    render(<Switch aria-label="Active" />);
    expect(screen.getByRole('switch', { name: 'Active' })).toBeInTheDocument();
  });

  it('does not change when read only, by press, label or Space, still focusable and announced', async () => {
    const onChange = vi.fn();
    render(
      <>
        <Switch isReadOnly defaultSelected onChange={onChange}>
          Show prices
        </Switch>
        <Switch isReadOnly onChange={onChange}>
          Show stock
        </Switch>
      </>,
    );
    const on = screen.getByRole('switch', { name: 'Show prices' });
    const off = screen.getByRole('switch', { name: 'Show stock' });
    await userEvent.tab();
    expect(on).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(on).toBeChecked();
    await userEvent.click(on);
    await userEvent.click(screen.getByText('Show prices'));
    await userEvent.click(off);
    expect(on).toBeChecked();
    expect(off).not.toBeChecked();
    expect(on).toHaveAttribute('aria-readonly', 'true');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps a controlled read-only state whatever the presses', async () => {
    render(
      <Switch isReadOnly isSelected={false}>
        Show prices
      </Switch>,
    );
    const toggle = screen.getByRole('switch', { name: 'Show prices' });
    await userEvent.click(toggle);
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
  });

  it('submits its value under its name in a form while on', async () => {
    render(
      <form aria-label="Settings">
        <Switch name="prices" value="shown">
          Show prices
        </Switch>
      </form>,
    );
    const form = screen.getByRole('form', { name: 'Settings' }) as HTMLFormElement;
    expect(new FormData(form).get('prices')).toBeNull();
    await userEvent.click(screen.getByRole('switch', { name: 'Show prices' }));
    expect(new FormData(form).get('prices')).toBe('shown');
  });
});
