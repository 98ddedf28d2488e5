import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ColorField } from './ColorField';
import { normalizeHex } from './normalizeHex';

const swatchOf = (box: HTMLElement) =>
  box.parentElement!.querySelector<HTMLElement>('[aria-hidden="true"]')!;

describe('normalizeHex', () => {
  it.each([
    ['#abc', '#aabbcc'],
    ['ABC123', '#abc123'],
    [' #FF0000 ', '#ff0000'],
    ['#12', null],
    ['red', null],
    ['', null],
  ])('%j → %j', (text, hex) => expect(normalizeHex(text)).toBe(hex));
});

describe('ColorField', () => {
  it('reports every whole colour typed, lowercase #rrggbb', async () => {
    const onChange = vi.fn();
    render(<ColorField label="Button colour" onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Button colour' });
    await userEvent.type(box, '#1A2B3C');
    // "#1A2" is already a colour (#11aa22) on the way.
    expect(onChange.mock.calls).toEqual([['#11aa22'], ['#1a2b3c']]);
    expect(swatchOf(box)).toHaveStyle({ backgroundColor: '#1a2b3c' });
  });

  it('keeps what was typed and says what is wrong when the box loses focus', async () => {
    const onChange = vi.fn();
    render(<ColorField label="Button colour" defaultValue="#000000" onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Button colour' });
    await userEvent.clear(box);
    await userEvent.type(box, '#12345');
    expect(screen.queryByText('Use a colour like #000000')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(box).toHaveValue('#12345');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Use a colour like #000000');
    // The swatch keeps the last valid colour.
    expect(swatchOf(box)).toHaveStyle({ backgroundColor: '#112233' });
    await userEvent.type(box, '6');
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(onChange).toHaveBeenLastCalledWith('#123456');
  });

  it('follows a controlled value', async () => {
    function Controlled() {
      const [hex, setHex] = useState('#ff0000');
      return (
        <>
          <ColorField label="Button colour" value={hex} onChange={setHex} />
          <button onClick={() => setHex('#00ff00')}>Green</button>
        </>
      );
    }
    render(<Controlled />);
    const box = screen.getByRole('textbox', { name: 'Button colour' });
    expect(box).toHaveValue('#ff0000');
    await userEvent.click(screen.getByRole('button', { name: 'Green' }));
    expect(box).toHaveValue('#00ff00');
  });

  it('shows a custom message with isInvalid and cannot be typed in when disabled', () => {
    render(
      <>
        <ColorField label="Text colour" isInvalid errorMessage="Pick a darker colour." />
        <ColorField label="Locked" isDisabled defaultValue="#000" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Text colour' })).toHaveAccessibleDescription(
      'Pick a darker colour.',
    );
    expect(screen.getByRole('textbox', { name: 'Locked' })).toBeDisabled();
  });
});
