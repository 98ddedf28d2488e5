import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnnouncementBar, announcementFadeMs, announcementIntervalMs } from './AnnouncementBar';

const messages = ['Free shipping this week', 'New: Magic Store', 'Book a demo'];

describe('AnnouncementBar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  const user = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const region = () => screen.getByRole('region', { name: 'Announcements' });

  it('shows one message at a time and fades to the next every 5000 ms, then wraps', () => {
    render(<AnnouncementBar messages={messages} />);
    expect(region()).toHaveTextContent('Free shipping this week');
    act(() => vi.advanceTimersByTime(announcementIntervalMs - 1));
    expect(screen.getByText('Free shipping this week')).not.toHaveAttribute('data-fading');
    act(() => vi.advanceTimersByTime(1));
    // Fading out for 500 ms, then the next message fades in.
    expect(screen.getByText('Free shipping this week')).toHaveAttribute('data-fading');
    act(() => vi.advanceTimersByTime(announcementFadeMs));
    expect(screen.getByText('New: Magic Store')).not.toHaveAttribute('data-fading');
    act(() => vi.advanceTimersByTime(2 * announcementIntervalMs));
    expect(region()).toHaveTextContent('Free shipping this week');
  });

  it('pauses while hovered and while focus is inside', () => {
    render(<AnnouncementBar messages={messages} />);
    fireEvent.mouseEnter(region());
    act(() => vi.advanceTimersByTime(3 * announcementIntervalMs));
    expect(region()).toHaveTextContent('Free shipping this week');
    fireEvent.mouseLeave(region());
    act(() => screen.getByRole('button', { name: 'Pause announcements' }).focus());
    act(() => vi.advanceTimersByTime(3 * announcementIntervalMs));
    expect(region()).toHaveTextContent('Free shipping this week');
    act(() => screen.getByRole('button', { name: 'Pause announcements' }).blur());
    act(() => vi.advanceTimersByTime(announcementIntervalMs + announcementFadeMs));
    expect(region()).toHaveTextContent('New: Magic Store');
  });

  it('stops with its pause button and resumes with it', async () => {
    render(<AnnouncementBar messages={messages} />);
    await user().click(screen.getByRole('button', { name: 'Pause announcements' }));
    // Neither hovered nor focused any more: still stopped.
    fireEvent.mouseLeave(region());
    act(() => screen.getByRole('button', { name: 'Resume announcements' }).blur());
    act(() => vi.advanceTimersByTime(3 * announcementIntervalMs));
    expect(region()).toHaveTextContent('Free shipping this week');
    await user().click(screen.getByRole('button', { name: 'Resume announcements' }));
    fireEvent.mouseLeave(region());
    act(() => screen.getByRole('button', { name: 'Pause announcements' }).blur());
    act(() => vi.advanceTimersByTime(announcementIntervalMs + announcementFadeMs));
    expect(region()).toHaveTextContent('New: Magic Store');
  });

  it('switches without a fade for reduced motion', () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query === '(prefers-reduced-motion: reduce)',
        addEventListener: () => {},
        removeEventListener: () => {},
      })),
    );
    render(<AnnouncementBar messages={messages} />);
    act(() => vi.advanceTimersByTime(announcementIntervalMs));
    expect(screen.getByText('New: Magic Store')).not.toHaveAttribute('data-fading');
  });

  it('shows a single message without cycling or a pause button, in the UI language', () => {
    render(
      <I18nProvider locale="he-IL">
        <AnnouncementBar messages={['משלוח חינם']} />
      </I18nProvider>,
    );
    expect(screen.getByRole('region', { name: 'הודעות' })).toHaveTextContent('משלוח חינם');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(announcementIntervalMs * 2));
    expect(screen.getByRole('region', { name: 'הודעות' })).toHaveTextContent('משלוח חינם');
  });
});
