import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogTrigger } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { Popover } from './Popover';

function Example() {
  return (
    <DialogTrigger>
      <Button>Display options</Button>
      <Popover title="Display">
        <Button variant="secondary">Reset</Button>
      </Popover>
    </DialogTrigger>
  );
}

describe('Popover', () => {
  it('opens a dialog named by its title from the trigger', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Display options' }));
    const dialog = screen.getByRole('dialog', { name: 'Display' });
    expect(within(dialog).getByRole('heading', { name: 'Display' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reset' })).toBeInTheDocument();
  });

  it('closes with Escape and returns focus to the trigger', async () => {
    render(<Example />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Display' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Display options' })).toHaveFocus();
  });

  it('can be named with aria-label instead of a title', async () => {
    render(
      <DialogTrigger>
        <Button>Colour</Button>
        <Popover aria-label="Pick a colour">Swatches</Popover>
      </DialogTrigger>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Colour' }));
    expect(screen.getByRole('dialog', { name: 'Pick a colour' })).toHaveTextContent('Swatches');
  });
});
