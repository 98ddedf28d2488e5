import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NumberField } from './NumberField';

describe('NumberField', () => {
  it('parses typing on blur and reports the number', async () => {
    const onChange = vi.fn();
    render(<NumberField label="Quantity" onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Quantity' });
    await userEvent.type(box, '42');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(42);
  });

  it('formats a percent with at most 2 decimals and keeps the number of percent', async () => {
    const onChange = vi.fn();
    render(<NumberField label="Commission" format="percent" onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Commission' });
    await userEvent.type(box, '12.5');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(12.5);
    expect(box).toHaveValue('12.5%');
  });

  it('rounds a percent to 2 decimals', async () => {
    const onChange = vi.fn();
    render(<NumberField label="Commission" format="percent" onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Commission' });
    await userEvent.type(box, '7.125');
    await userEvent.tab();
    expect(box).toHaveValue('7.13%');
  });

  it('keeps a percent between 0 and 100', async () => {
    const onChange = vi.fn();
    render(<NumberField label="Commission" format="percent" onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Commission' });
    await userEvent.type(box, '150');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(100);
    expect(box).toHaveValue('100%');
  });

  it('steps with the buttons and the arrow keys', async () => {
    const onChange = vi.fn();
    render(<NumberField label="Quantity" defaultValue={5} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Increase Quantity' }));
    expect(onChange).toHaveBeenLastCalledWith(6);
    await userEvent.click(screen.getByRole('button', { name: 'Decrease Quantity' }));
    expect(onChange).toHaveBeenLastCalledWith(5);
    await userEvent.click(screen.getByRole('textbox', { name: 'Quantity' }));
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(7);
  });

  it('shows the error message when invalid and cannot be changed when disabled', () => {
    render(
      <>
        <NumberField
          label="Commission"
          isInvalid
          errorMessage="Commission must be in range 0 - 100"
        />
        <NumberField label="Locked" isDisabled defaultValue={3} />
      </>,
    );
    const box = screen.getByRole('textbox', { name: 'Commission' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Commission must be in range 0 - 100');
    expect(screen.getByRole('textbox', { name: 'Locked' })).toBeDisabled();
  });
});
