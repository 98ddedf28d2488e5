import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { samplePage } from './fixtures';
import { LinkPage } from './LinkPage';
import { LinkPreview } from './LinkPreview';

describe('LinkPreview', () => {
  it('brings its own stylesheet with the page, for the dashboard phone frame', () => {
    const { container } = render(<LinkPreview page={samplePage} />);
    expect(container.querySelector('style')?.textContent).toContain('.sp-lp-add{');
    expect(screen.getByRole('heading', { level: 1, name: 'Demo store' })).toBeInTheDocument();
  });

  it("is no main landmark inside the host page, while the shopper's page has its main", () => {
    const { unmount } = render(<LinkPreview page={samplePage} />);
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    unmount();
    render(<LinkPage page={samplePage} />);
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('copies the promocode and announces it', async () => {
    const user = userEvent.setup();
    render(<LinkPreview page={samplePage} />);
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await navigator.clipboard.readText()).toBe('MAYA10');
    expect(await screen.findByText('Copied MAYA10')).toBeInTheDocument();
  });
});
