import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Splash, splashFadeMs, splashMaxMs, splashPlaybackRate } from './Splash';

describe('Splash', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  });
  afterEach(() => vi.useRealTimers());

  const splash = () => screen.queryByRole('status', { name: 'Loading' });

  it('plays the video at 1.5x and fades out when it ends, before 2000 ms', () => {
    const onDone = vi.fn();
    const { container } = render(<Splash videoSrc="/intro.mp4" onDone={onDone} />);
    expect(splash()).toHaveAttribute('aria-busy', 'true');
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video.playbackRate).toBe(splashPlaybackRate);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledOnce();
    act(() => vi.advanceTimersByTime(1200));
    fireEvent.ended(video);
    expect(splash()).toHaveAttribute('data-leaving');
    act(() => vi.advanceTimersByTime(splashFadeMs - 1));
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDone).toHaveBeenCalledOnce();
    expect(splash()).not.toBeInTheDocument();
  });

  it('fades out after 2000 ms at most', () => {
    const onDone = vi.fn();
    render(
      <Splash onDone={onDone}>
        <img src="/logo.svg" alt="Shoppable" />
      </Splash>,
    );
    expect(screen.getByRole('img', { name: 'Shoppable' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(splashMaxMs - 1));
    expect(splash()).not.toHaveAttribute('data-leaving');
    act(() => vi.advanceTimersByTime(1));
    expect(splash()).toHaveAttribute('data-leaving');
    act(() => vi.advanceTimersByTime(splashFadeMs));
    expect(onDone).toHaveBeenCalledOnce();
    expect(splash()).not.toBeInTheDocument();
  });

  it('without a video, fades out as soon as what it covers is ready', () => {
    const onDone = vi.fn();
    const { rerender } = render(<Splash onDone={onDone}>Shoppable</Splash>);
    act(() => vi.advanceTimersByTime(300));
    expect(splash()).not.toHaveAttribute('data-leaving');
    rerender(
      <Splash ready onDone={onDone}>
        Shoppable
      </Splash>,
    );
    act(() => vi.advanceTimersByTime(0));
    expect(splash()).toHaveAttribute('data-leaving');
    act(() => vi.advanceTimersByTime(splashFadeMs));
    expect(onDone).toHaveBeenCalledOnce();
    expect(splash()).not.toBeInTheDocument();
  });

  it('with a video, plays it to its end even once ready', () => {
    const onDone = vi.fn();
    render(<Splash videoSrc="/intro.mp4" ready onDone={onDone} />);
    act(() => vi.advanceTimersByTime(splashMaxMs - 1));
    expect(splash()).not.toHaveAttribute('data-leaving');
    act(() => vi.advanceTimersByTime(1));
    expect(splash()).toHaveAttribute('data-leaving');
  });

  it('does not play the video for reduced motion and leaves without a fade', () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' })),
    );
    const onDone = vi.fn();
    render(<Splash videoSrc="/intro.mp4" onDone={onDone} />);
    expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(splashMaxMs));
    act(() => vi.advanceTimersByTime(0));
    expect(onDone).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });
});
