import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseColor } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { ColorPicker } from './ColorPicker';

const swatches = ['#5b3df5', '#e5484d', '#30a46c'];

describe('ColorPicker', () => {
  it('is a button named by its label and showing the colour', () => {
    render(<ColorPicker label="Button colour" defaultValue="#5B3DF5" swatches={swatches} />);
    expect(screen.getByRole('button', { name: 'Button colour #5b3df5' })).toBeInTheDocument();
  });

  it('opens a popover of swatches and picks one on click', async () => {
    const onChange = vi.fn();
    render(
      <ColorPicker
        label="Button colour"
        defaultValue="#5b3df5"
        swatches={swatches}
        onChange={onChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Button colour/ }));
    const dialog = screen.getByRole('dialog', { name: 'Button colour' });
    const list = within(dialog).getByRole('listbox', { name: 'Suggested colours' });
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(3);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(options[1]!);
    expect(onChange).toHaveBeenCalledWith('#e5484d');
    expect(screen.getByRole('button', { name: 'Button colour #e5484d' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Hex colour' })).toHaveValue('#e5484d');
  });

  it('applies a colour typed in the hex box once it is whole', async () => {
    const onChange = vi.fn();
    render(
      <ColorPicker
        label="Button colour"
        defaultValue="#5b3df5"
        swatches={swatches}
        onChange={onChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Button colour/ }));
    const hex = screen.getByRole('textbox', { name: 'Hex colour' });
    await userEvent.clear(hex);
    await userEvent.type(hex, '#123456');
    expect(onChange).toHaveBeenLastCalledWith('#123456');
    expect(hex).toHaveValue('#123456');
  });

  it('closes with Escape and returns focus to the button', async () => {
    render(<ColorPicker label="Button colour" swatches={swatches} />);
    const button = screen.getByRole('button', { name: /Button colour/ });
    await userEvent.click(button);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('does not open when disabled', async () => {
    render(<ColorPicker label="Button colour" swatches={swatches} isDisabled />);
    const button = screen.getByRole('button', { name: /Button colour/ });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens with the keyboard, chooses a swatch with the arrows and Enter, and closes with the focus back on its button', async () => {
    const onChange = vi.fn();
    render(
      <ColorPicker
        label="Button colour"
        defaultValue="#5b3df5"
        swatches={swatches}
        onChange={onChange}
      />,
    );
    const button = screen.getByRole('button', { name: 'Button colour #5b3df5' });
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Button colour' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.tab();
    const options = within(dialog).getAllByRole('option');
    expect(options[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('#30a46c');
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Button colour #30a46c' })).toHaveFocus();
  });

  it("takes react-aria's Color as its value and reports nothing for the colour it already shows", async () => {
    const onChange = vi.fn();
    render(
      <ColorPicker
        label="Button colour"
        value={parseColor('#E5484D')}
        swatches={swatches}
        onChange={onChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Button colour #e5484d' }));
    const options = within(screen.getByRole('dialog')).getAllByRole('option');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(options[1]!);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the colour it had when given text that is not a colour', () => {
    render(<ColorPicker label="Button colour" value="not a colour" swatches={swatches} />);
    expect(screen.getByRole('button', { name: 'Button colour #000000' })).toBeInTheDocument();
  });
});
