import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

const products = ['Sun hat', 'Beach bag', 'Sandals'];

/** A select-all over three products, as a list header does it. */
function SelectAll() {
  const [selected, setSelected] = useState<string[]>(['Sun hat']);
  const all = selected.length === products.length;
  return (
    <>
      <Checkbox
        isSelected={all}
        isIndeterminate={selected.length > 0 && !all}
        onChange={(on) => setSelected(on ? products : [])}
      >
        Select all
      </Checkbox>
      {products.map((product) => (
        <Checkbox
          key={product}
          isSelected={selected.includes(product)}
          onChange={(on) =>
            setSelected((s) => (on ? [...s, product] : s.filter((p) => p !== product)))
          }
        >
          {product}
        </Checkbox>
      ))}
    </>
  );
}

describe('Checkbox', () => {
  it('checks and unchecks on click, on its label too, and reports each change', async () => {
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>Sun hat</Checkbox>);
    const checkbox = screen.getByRole('checkbox', { name: 'Sun hat' });
    await userEvent.click(checkbox);
    expect(checkbox).toBeChecked();
    await userEvent.click(screen.getByText('Sun hat'));
    expect(checkbox).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('toggles with Space', async () => {
    render(<Checkbox>Sun hat</Checkbox>);
    await userEvent.tab();
    expect(screen.getByRole('checkbox', { name: 'Sun hat' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Sun hat' })).toBeChecked();
  });

  it('is mixed while some items are selected, and selects or clears them all', async () => {
    render(<SelectAll />);
    const selectAll = screen.getByRole('checkbox', { name: 'Select all' });
    expect(selectAll).toBePartiallyChecked();
    await userEvent.click(selectAll);
    expect(selectAll).toBeChecked();
    for (const product of products)
      expect(screen.getByRole('checkbox', { name: product })).toBeChecked();
    await userEvent.click(selectAll);
    for (const product of products)
      expect(screen.getByRole('checkbox', { name: product })).not.toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sandals' }));
    expect(selectAll).toBePartiallyChecked();
  });

  it('does not change when disabled', async () => {
    const onChange = vi.fn();
    render(
      <Checkbox isDisabled onChange={onChange}>
        Sun hat
      </Checkbox>,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sun hat' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: 'Sun hat' })).toBeDisabled();
  });

  it('can be named with aria-label and marked invalid', () => {
    render(<Checkbox aria-label="Select Sun hat" isInvalid />);
    expect(screen.getByRole('checkbox', { name: 'Select Sun hat' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});
