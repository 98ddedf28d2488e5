import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Slider } from './Slider';

const zoom = { label: 'Zoom', minValue: 1, maxValue: 3, step: 0.02, defaultValue: 1 };

describe('Slider', () => {
  it('is a slider named by its label with its range and value', () => {
    render(<Slider {...zoom} />);
    const slider = screen.getByRole('slider', { name: 'Zoom' });
    expect(slider).toHaveAttribute('min', '1');
    expect(slider).toHaveAttribute('max', '3');
    expect(slider).toHaveValue('1');
    expect(screen.getByRole('status')).toHaveTextContent('1');
  });

  it('steps with the arrow keys and goes to the ends with Home and End', async () => {
    const onChange = vi.fn();
    render(<Slider {...zoom} onChange={onChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(1.04);
    await userEvent.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith(1.02);
    await userEvent.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith(3);
    await userEvent.keyboard('{Home}');
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('mirrors Left and Right in right-to-left', async () => {
    const onChange = vi.fn();
    render(
      <I18nProvider locale="he-IL">
        <Slider {...zoom} defaultValue={2} onChange={onChange} />
      </I18nProvider>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith(2.02);
  });

  it('formats its value and can hide it', () => {
    render(
      <>
        <Slider
          label="Share"
          defaultValue={40}
          maxValue={100}
          formatOptions={{ style: 'unit', unit: 'percent' }}
        />
        <Slider aria-label="Volume" showValue={false} defaultValue={3} />
      </>,
    );
    expect(screen.getByRole('slider', { name: 'Share' })).toHaveAttribute('aria-valuetext', '40%');
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('does not move when disabled', async () => {
    const onChange = vi.fn();
    render(<Slider {...zoom} isDisabled onChange={onChange} />);
    expect(screen.getByRole('slider', { name: 'Zoom' })).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).not.toHaveBeenCalled();
  });
});
