import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routeTree } from './routeTree.gen';

describe('dashboard home', () => {
  it('renders the home page and answers the create buttons', async () => {
    const router = createRouter({
      routeTree,
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Shoppable' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create link' }));
    expect(screen.getByRole('status')).toHaveTextContent('An Instant will be created here.');
  });
});
