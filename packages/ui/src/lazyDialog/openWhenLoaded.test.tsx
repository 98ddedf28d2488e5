import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyModule, useModuleWhen, useOpenWhenLoaded, type LazyModule } from './openWhenLoaded';

type Panel = { Panel: () => React.JSX.Element };
const panel: Panel = { Panel: () => <p>panel</p> };

function Opener({ lazy }: { lazy: LazyModule<Panel> }) {
  const [isOpen, setOpen] = useState(false);
  const { openWhenLoaded, preload } = useOpenWhenLoaded(lazy);
  const module = useModuleWhen(lazy, isOpen);
  return (
    <>
      <button onClick={() => openWhenLoaded(() => setOpen(true))} onFocus={preload}>
        open
      </button>
      {isOpen && module ? <module.Panel /> : null}
    </>
  );
}

afterEach(cleanup);

describe('useOpenWhenLoaded', () => {
  it('loads nothing until asked, then opens once the module is in, loading it only once', async () => {
    const load = vi.fn(() => Promise.resolve(panel));
    const lazy = lazyModule(load);
    render(<Opener lazy={lazy} />);
    expect(load).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(await screen.findByText('panel')).toBeInTheDocument();
    cleanup();
    // A second opener renders the loaded module at once.
    render(<Opener lazy={lazy} />);
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(screen.getByText('panel')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('opens nothing when the code cannot load, and tries again on the next press', async () => {
    const load = vi
      .fn<() => Promise<Panel>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(panel);
    render(<Opener lazy={lazyModule(load)} />);
    const button = screen.getByRole('button', { name: 'open' });
    await act(async () => button.click());
    expect(screen.queryByText('panel')).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(await screen.findByText('panel')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
