import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { DateRangePicker } from './DateRangePicker';

const today = '2024-03-15';
const trigger = () => screen.getByRole('button', { name: /^Date range:/ });
const openPicker = async () => {
  await userEvent.click(trigger());
  // The panel's code loads on the first press: the dialog opens once it is in.
  return screen.findByRole('dialog', { name: 'Date range' });
};
const day = (dialog: HTMLElement, name: RegExp) =>
  within(dialog)
    .getAllByRole('button', { name })
    .find((b) => !b.closest('[aria-hidden="true"]'))!;

// Calendar interactions are slow in happy-dom on a busy machine: more time than the default 5 s.
describe('DateRangePicker', { timeout: 20_000 }, () => {
  it('shows the applied range, This month by default', () => {
    render(<DateRangePicker today={today} layout="popover" />);
    expect(trigger()).toHaveAccessibleName('Date range: This month');
  });

  it('lists the presets and a custom range, and applies a preset on Update', async () => {
    const onChange = vi.fn();
    render(<DateRangePicker today={today} layout="popover" onChange={onChange} />);
    const dialog = await openPicker();
    const presets = within(dialog).getByRole('listbox', { name: 'Date ranges' });
    expect(
      within(presets)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Last 24 hours',
      'Last 7 days',
      'Last 30 days',
      'Last 90 days',
      'This month',
      'Previous month',
      'Lifetime',
      'Custom range',
    ]);
    expect(within(presets).getByRole('option', { name: 'This month' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(within(presets).getByRole('option', { name: 'Last 7 days' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(onChange).toHaveBeenCalledWith(
      { kind: 'preset', preset: 'last7Days' },
      { from: '2024-03-09', to: '2024-03-15' },
    );
    expect(trigger()).toHaveAccessibleName('Date range: Last 7 days');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('applies Lifetime with no start', async () => {
    const onChange = vi.fn();
    render(<DateRangePicker today={today} layout="popover" onChange={onChange} />);
    const dialog = await openPicker();
    await userEvent.click(within(dialog).getByRole('option', { name: 'Lifetime' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(onChange).toHaveBeenCalledWith(
      { kind: 'preset', preset: 'lifetime' },
      { from: null, to: today },
    );
  });

  it('enables Update for a custom range only once both ends are picked', async () => {
    const onChange = vi.fn();
    render(<DateRangePicker today={today} layout="popover" onChange={onChange} />);
    const dialog = await openPicker();
    const update = within(dialog).getByRole('button', { name: 'Update' });
    await userEvent.click(within(dialog).getByRole('option', { name: 'Custom range' }));
    expect(update).toBeDisabled();
    await userEvent.click(day(dialog, /March 3, 2024/));
    expect(update).toBeDisabled();
    expect(within(dialog).getByRole('option', { name: 'Custom range' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(day(dialog, /March 10, 2024/));
    expect(update).toBeEnabled();
    await userEvent.click(update);
    expect(onChange).toHaveBeenCalledWith(
      { kind: 'custom', from: '2024-03-03', to: '2024-03-10' },
      { from: '2024-03-03', to: '2024-03-10' },
    );
    expect(trigger()).toHaveTextContent('Mar 3 – 10, 2024');
  });

  it('shows two months on desktop and does not let days after today be picked', async () => {
    render(<DateRangePicker today={today} layout="popover" />);
    const dialog = await openPicker();
    expect(within(dialog).getAllByRole('grid')).toHaveLength(2);
    expect(within(dialog).getByRole('heading')).toHaveTextContent('February to March 2024');
    expect(day(dialog, /March 16, 2024/)).toHaveAttribute('aria-disabled', 'true');
    // react-aria repeats the Next button, visually hidden, after the grids for screen readers.
    for (const next of within(dialog).getAllByRole('button', { name: 'Next' }))
      expect(next).toBeDisabled();
  });

  it('stops at the minimum date, 2023-01-01', async () => {
    render(
      <DateRangePicker
        today="2023-02-10"
        layout="popover"
        defaultValue={{ kind: 'custom', from: '2023-01-01', to: '2023-01-05' }}
      />,
    );
    expect(trigger()).toHaveTextContent('Jan 1 – 5, 2023');
    const dialog = await openPicker();
    expect(within(dialog).getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('discards the draft on Cancel', async () => {
    const onChange = vi.fn();
    render(<DateRangePicker today={today} layout="popover" onChange={onChange} />);
    let dialog = await openPicker();
    await userEvent.click(within(dialog).getByRole('option', { name: 'Last 90 days' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onChange).not.toHaveBeenCalled();
    expect(trigger()).toHaveAccessibleName('Date range: This month');
    dialog = await openPicker();
    expect(within(dialog).getByRole('option', { name: 'This month' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('closes with Escape', async () => {
    render(<DateRangePicker today={today} layout="popover" />);
    await openPicker();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens as a bottom drawer with one month on phones', async () => {
    render(<DateRangePicker today={today} layout="drawer" />);
    const dialog = await openPicker();
    expect(within(dialog).getAllByRole('grid')).toHaveLength(1);
    expect(within(dialog).getByRole('listbox', { name: 'Date ranges' })).toBeInTheDocument();
  });

  it('picks the drawer below the 1000 px breakpoint and the popover above it', async () => {
    const phone = vi.fn((query: string) => ({
      matches: query === '(max-width: 999.98px)',
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    vi.stubGlobal('matchMedia', phone);
    const { unmount } = render(<DateRangePicker today={today} />);
    expect(within(await openPicker()).getAllByRole('grid')).toHaveLength(1);
    unmount();
    vi.stubGlobal('matchMedia', () => ({
      matches: false,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    render(<DateRangePicker today={today} />);
    expect(within(await openPicker()).getAllByRole('grid')).toHaveLength(2);
    vi.unstubAllGlobals();
  });

  it('follows a controlled value', () => {
    render(
      <DateRangePicker
        today={today}
        layout="popover"
        value={{ kind: 'preset', preset: 'previousMonth' }}
      />,
    );
    expect(trigger()).toHaveAccessibleName('Date range: Previous month');
  });

  it('speaks Hebrew', async () => {
    render(
      <I18nProvider locale="he-IL">
        <DateRangePicker today={today} layout="popover" />
      </I18nProvider>,
    );
    const button = screen.getByRole('button', { name: /^טווח תאריכים:/ });
    expect(button).toHaveTextContent('החודש');
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'טווח תאריכים' });
    expect(within(dialog).getByRole('option', { name: '7 הימים האחרונים' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'עדכון' })).toBeInTheDocument();
  });
});
