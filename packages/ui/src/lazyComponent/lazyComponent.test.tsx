import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'react-aria-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyComponent, preloadOnIntent } from './lazyComponent';

function Picker({
  isOpen,
  title,
}: {
  isOpen?: boolean;
  title: string;
  onOpenChange?: (isOpen: boolean) => void;
}) {
  return isOpen === false ? <p>closed {title}</p> : <div role="dialog" aria-label={title} />;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('lazyComponent', () => {
  it('renders the fallback, then the component once its code is in', async () => {
    const load = vi.fn(() => Promise.resolve(Picker));
    const Lazy = lazyComponent(load, { fallback: <p>Loading</p> });
    render(<Lazy title="Chart" />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Chart' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows `failed` once its code cannot load, and tries again when it next mounts', async () => {
    const load = vi
      .fn<() => Promise<typeof Picker>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Picker);
    const Lazy = lazyComponent(load, {
      fallback: <p>Loading</p>,
      failed: <p role="alert">Could not load</p>,
    });
    const { rerender, unmount } = render(<Lazy title="Chart" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load');
    rerender(<Lazy title="Chart again" />);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    unmount();
    render(<Lazy title="Chart again" />);
    expect(await screen.findByRole('dialog', { name: 'Chart again' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the fallback after a failed load when it has no `failed`', async () => {
    const Lazy = lazyComponent(() => Promise.reject(new Error('offline')), {
      fallback: <p>Loading</p>,
    });
    render(<Lazy />);
    await act(async () => undefined);
    expect(screen.getByText('Loading')).toBeInTheDocument();
  });

  describe('an overlay', () => {
    it('renders nothing while closed, loads when idle, and stays mounted once it has opened', async () => {
      let idle: (() => void) | undefined;
      vi.stubGlobal('requestIdleCallback', (task: () => void) => ((idle = task), 1));
      vi.stubGlobal('cancelIdleCallback', () => undefined);
      const load = vi.fn(() => Promise.resolve(Picker));
      const Lazy = lazyComponent(load, { overlay: true });
      const { rerender } = render(<Lazy isOpen={false} title="Pick" />);
      expect(screen.queryByText('closed Pick')).not.toBeInTheDocument();
      expect(load).not.toHaveBeenCalled();

      await act(async () => idle?.());
      expect(load).toHaveBeenCalledTimes(1);

      rerender(<Lazy isOpen title="Pick" />);
      expect(screen.getByRole('dialog', { name: 'Pick' })).toBeInTheDocument();
      rerender(<Lazy isOpen={false} title="Pick" />);
      // Still mounted: the overlay closes itself (react-aria's exit animation).
      expect(screen.getByText('closed Pick')).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('closes through onOpenChange when its code cannot load, and the next open tries again', async () => {
      const load = vi
        .fn<() => Promise<typeof Picker>>()
        .mockRejectedValueOnce(new Error('offline'))
        .mockResolvedValue(Picker);
      const Lazy = lazyComponent(load, { overlay: true });
      const onOpenChange = vi.fn();
      const { rerender } = render(<Lazy isOpen title="Pick" onOpenChange={onOpenChange} />);
      await act(async () => undefined);
      expect(onOpenChange).toHaveBeenCalledWith(false);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      rerender(<Lazy isOpen={false} title="Pick" onOpenChange={onOpenChange} />);
      rerender(<Lazy isOpen title="Pick" onOpenChange={onOpenChange} />);
      expect(await screen.findByRole('dialog', { name: 'Pick' })).toBeInTheDocument();
    });
  });
});

describe('preloadOnIntent', () => {
  it('starts loading on hover, focus or press of the trigger, once', async () => {
    const load = vi.fn(() => Promise.resolve(Picker));
    const Lazy = lazyComponent(load, { overlay: true });
    render(<Button {...preloadOnIntent(Lazy)}>Add products</Button>);
    expect(load).not.toHaveBeenCalled();
    await userEvent.hover(screen.getByRole('button', { name: 'Add products' }));
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Add products' }));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
