import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchField, searchDebounceMs } from './SearchField';

describe('SearchField', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Testing Library flushes its own zero-delay timeouts through `jest.advanceTimersByTime`
    // when it sees fake timers; under Vitest that global is missing, so lend it Vitest's.
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  const user = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });

  it('calls onSearch once, 400 ms after the last keystroke', async () => {
    const onSearch = vi.fn();
    const onChange = vi.fn();
    render(<SearchField label="Search links" onSearch={onSearch} onChange={onChange} />);
    await user().type(screen.getByRole('searchbox', { name: 'Search links' }), 'shoes');
    expect(onChange).toHaveBeenCalledTimes(5);
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(searchDebounceMs - 1));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledOnce();
    expect(onSearch).toHaveBeenCalledWith('shoes');
  });

  it('restarts the delay with every keystroke', async () => {
    const onSearch = vi.fn();
    render(<SearchField label="Search links" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search links' });
    await user().type(box, 'sh');
    act(() => vi.advanceTimersByTime(300));
    await user().type(box, 'oes');
    act(() => vi.advanceTimersByTime(300));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(100));
    expect(onSearch.mock.calls).toEqual([['shoes']]);
  });

  it('does not search again when the query ends where it started', async () => {
    const onSearch = vi.fn();
    render(<SearchField label="Search links" defaultValue="hat" onSearch={onSearch} />);
    await user().type(screen.getByRole('searchbox', { name: 'Search links' }), 's{Backspace}');
    act(() => vi.advanceTimersByTime(searchDebounceMs));
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('searches at once on Enter and does not search again when the delay ends', async () => {
    const onSearch = vi.fn();
    render(<SearchField label="Search links" onSearch={onSearch} />);
    await user().type(screen.getByRole('searchbox', { name: 'Search links' }), 'bag{Enter}');
    expect(onSearch).toHaveBeenCalledWith('bag');
    act(() => vi.advanceTimersByTime(searchDebounceMs * 2));
    expect(onSearch).toHaveBeenCalledOnce();
  });

  it('clears with the clear button and with Escape, searching for "" at once', async () => {
    const onSearch = vi.fn();
    render(<SearchField label="Search links" defaultValue="bag" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search links' });
    await user().click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    expect(onSearch).toHaveBeenLastCalledWith('');
    await user().type(box, 'hat');
    await user().keyboard('{Escape}');
    expect(box).toHaveValue('');
    act(() => vi.advanceTimersByTime(searchDebounceMs));
    expect(onSearch.mock.calls).toEqual([[''], ['']]);
  });

  it('can be named with aria-label when it has no visible label', () => {
    render(<SearchField aria-label="Search products" />);
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toBeInTheDocument();
  });

  it('lets Escape through when the box is already empty (a dialog around it closes)', async () => {
    const onKeyDown = vi.fn();
    render(
      // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a test's listener
      <div onKeyDown={(event) => onKeyDown(event.key)}>
        <SearchField label="Search links" />
      </div>,
    );
    await user().type(screen.getByRole('searchbox', { name: 'Search links' }), 'a{Escape}');
    expect(onKeyDown).not.toHaveBeenCalledWith('Escape');
    await user().keyboard('{Escape}');
    expect(onKeyDown).toHaveBeenCalledWith('Escape');
  });

  it('shows its error and describes the box with it while invalid', () => {
    render(
      <SearchField
        label="Search links"
        description="Titles and products."
        isInvalid
        errorMessage="Type fewer words."
      />,
    );
    const box = screen.getByRole('searchbox', { name: 'Search links' });
    expect(box).toHaveAccessibleDescription('Titles and products. Type fewer words.');
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('validates with react-aria (validate, aria behaviour) and shows the message it returns', async () => {
    render(
      <SearchField
        label="Search links"
        validationBehavior="aria"
        validate={(value) => (value.length > 3 ? 'Four letters at most.' : null)}
        errorMessage={(validation) => validation.validationErrors.join(' ')}
      />,
    );
    const box = screen.getByRole('searchbox', { name: 'Search links' });
    await user().type(box, 'shoes');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Four letters at most.');
  });

  it('keeps a read-only query: no clear on Escape, no typing', async () => {
    const onSearch = vi.fn();
    render(<SearchField label="Search links" defaultValue="bag" isReadOnly onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search links' });
    await user().type(box, 's{Escape}');
    expect(box).toHaveValue('bag');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('names the clear button in Hebrew', () => {
    render(
      <I18nProvider locale="he-IL">
        <SearchField label="חיפוש קישורים" defaultValue="קיץ" />
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'נקה חיפוש' })).toBeInTheDocument();
  });
});
