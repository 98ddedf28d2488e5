import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TooltipTrigger } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { Tooltip } from './Tooltip';

function Example() {
  return (
    <TooltipTrigger delay={0}>
      <Button>Copy link</Button>
      <Tooltip>Copies the public address</Tooltip>
    </TooltipTrigger>
  );
}

describe('Tooltip', () => {
  it('shows on keyboard focus, describes its trigger and hides on Escape', async () => {
    render(<Example />);
    await userEvent.tab();
    const button = screen.getByRole('button', { name: 'Copy link' });
    expect(button).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Copies the public address');
    expect(button).toHaveAccessibleDescription('Copies the public address');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('shows on hover and hides when the pointer leaves', async () => {
    render(<Example />);
    const button = screen.getByRole('button', { name: 'Copy link' });
    // react-aria shows tooltips on hover once the user has used a pointer (not after keyboard use).
    await userEvent.click(document.body);
    await userEvent.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Copies the public address');
    await userEvent.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('takes its text from a function of the render props (the placement it took)', async () => {
    render(
      <TooltipTrigger delay={0}>
        <Button>Copy link</Button>
        <Tooltip placement="bottom">{({ placement }) => `Copies it (${placement})`}</Tooltip>
      </TooltipTrigger>,
    );
    await userEvent.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Copies it (bottom)');
  });
});
