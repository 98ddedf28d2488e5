import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { lazyModule } from '../lazyDialog/openWhenLoaded';
import { LazyTooltipTrigger } from './LazyTooltipTrigger';
import { TooltipPopup } from './TooltipPopup';

type Popup = { TooltipPopup: typeof TooltipPopup };

const renderTrigger = (load: () => Promise<Popup>) =>
  render(
    <LazyTooltipTrigger delay={0} tooltip="Copies the public address" module={lazyModule(load)}>
      <Button>Copy link</Button>
    </LazyTooltipTrigger>,
  );

describe('LazyTooltipTrigger', () => {
  it('loads the tooltip when it first shows, describing its trigger; Escape hides it', async () => {
    const load = vi.fn(() => Promise.resolve({ TooltipPopup }));
    renderTrigger(load);
    expect(load).not.toHaveBeenCalled();
    const button = screen.getByRole('button', { name: 'Copy link' });
    await userEvent.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Copies the public address');
    expect(button).toHaveAccessibleDescription('Copies the public address');
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('stays hidden when its code cannot load, and the next focus tries again', async () => {
    const load = vi
      .fn<() => Promise<Popup>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ TooltipPopup });
    renderTrigger(load);
    await act(async () => userEvent.tab());
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Copies the public address');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
