import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { LinkButton } from '../LinkButton';
import { Page } from './Page';

describe('Page', () => {
  it('renders the title as the one h1 with back, description, actions and content', () => {
    render(
      <Page
        title="Links"
        description="Shoppable pages of your products."
        back={<LinkButton href="/home">Back to home</LinkButton>}
        actions={<Button>Create link</Button>}
      >
        <p>Content</p>
      </Page>,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('heading', { level: 1, name: 'Links' })).toBeVisible();
    expect(within(banner).getByRole('link', { name: 'Back to home' })).toHaveAttribute(
      'href',
      '/home',
    );
    expect(within(banner).getByRole('button', { name: 'Create link' })).toBeInTheDocument();
    expect(banner).toHaveTextContent('Shoppable pages of your products.');
    expect(screen.getByText('Content')).toBeInTheDocument();
  });

  it('gives each width its own maximum', () => {
    const { rerender } = render(<Page title="Settings">Form</Page>);
    const full = screen.getByText('Form').parentElement?.className;
    rerender(
      <Page title="Settings" width="750">
        Form
      </Page>,
    );
    const narrow = screen.getByText('Form').parentElement?.className;
    expect(narrow).not.toBe(full);
  });
});
