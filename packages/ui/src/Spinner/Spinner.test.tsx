import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a progress bar named by its label, with no value', () => {
    render(<Spinner aria-label="Loading links" />);
    const progress = screen.getByRole('progressbar', { name: 'Loading links' });
    expect(progress).not.toHaveAttribute('aria-valuenow');
  });

  it('takes no keyboard focus', async () => {
    render(
      <>
        <Spinner aria-label="Loading links" />
        <Button>Cancel</Button>
      </>,
    );
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('draws each size differently', () => {
    render(
      <>
        <Spinner aria-label="small" size="sm" />
        <Spinner aria-label="large" size="lg" />
      </>,
    );
    expect(screen.getByRole('progressbar', { name: 'small' }).className).not.toBe(
      screen.getByRole('progressbar', { name: 'large' }).className,
    );
  });
});
