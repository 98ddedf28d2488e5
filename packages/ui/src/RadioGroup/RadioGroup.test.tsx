import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Radio, RadioGroup, type RadioGroupProps } from './RadioGroup';

function Devices(props: Partial<RadioGroupProps>) {
  return (
    <RadioGroup label="Devices" {...props}>
      <Radio value="ALL">All devices</Radio>
      <Radio value="MOBILE">Mobile</Radio>
      <Radio value="PC" isDisabled={props.isDisabled}>
        Desktop
      </Radio>
    </RadioGroup>
  );
}

describe('RadioGroup', () => {
  it('is a group named by its label whose radios select on click', async () => {
    const onChange = vi.fn();
    render(<Devices onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Devices' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Mobile' }));
    expect(screen.getByRole('radio', { name: 'Mobile' })).toBeChecked();
    expect(onChange).toHaveBeenCalledWith('MOBILE');
  });

  it('moves the selection with the arrow keys', async () => {
    const onChange = vi.fn();
    render(<Devices defaultValue="ALL" onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'All devices' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Mobile' })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Desktop' })).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange.mock.calls).toEqual([['MOBILE'], ['PC'], ['MOBILE']]);
  });

  it('mirrors the left and right arrows in right-to-left', async () => {
    const onChange = vi.fn();
    render(
      <I18nProvider locale="he-IL">
        <Devices orientation="horizontal" defaultValue="ALL" onChange={onChange} />
      </I18nProvider>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith('MOBILE');
  });

  it('shows the description and, when invalid, the message', () => {
    render(<Devices description="Where the link opens." isInvalid errorMessage="Pick a device." />);
    const group = screen.getByRole('radiogroup', { name: 'Devices' });
    expect(group).toHaveAccessibleDescription('Where the link opens. Pick a device.');
    expect(group).toHaveAttribute('aria-invalid', 'true');
  });

  it('cannot change when disabled', async () => {
    const onChange = vi.fn();
    render(<Devices isDisabled defaultValue="ALL" onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Mobile' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'All devices' })).toBeChecked();
  });
});
