import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Section, sectionHighlightMs } from './Section';

const scrollIntoView = vi.fn();

function Sections() {
  return (
    <>
      <Section id="analytics" title="Analytics integrations">
        Pixel ids
      </Section>
      <Section id="utm" title="UTM parameters" description="Added to every link.">
        Source, medium
      </Section>
    </>
  );
}

describe('Section', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    HTMLElement.prototype.scrollIntoView = scrollIntoView;
    scrollIntoView.mockClear();
  });
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    vi.useRealTimers();
  });

  it('is a region named by its title, addressable by its id', () => {
    render(<Sections />);
    const region = screen.getByRole('region', { name: 'UTM parameters' });
    expect(region).toHaveAttribute('id', 'utm');
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent('UTM parameters');
    expect(region).toHaveTextContent('Added to every link.');
    expect(region).not.toHaveAttribute('data-highlighted');
  });

  it('scrolls to, focuses and highlights the section the hash names on load, for 2000 ms', () => {
    window.history.replaceState(null, '', '/settings#utm');
    render(<Sections />);
    const region = screen.getByRole('region', { name: 'UTM parameters' });
    expect(region).toHaveFocus();
    expect(region).toHaveAttribute('data-highlighted');
    expect(scrollIntoView).toHaveBeenCalledOnce();
    expect(scrollIntoView.mock.contexts[0]).toBe(region);
    expect(screen.getByRole('region', { name: 'Analytics integrations' })).not.toHaveAttribute(
      'data-highlighted',
    );
    act(() => vi.advanceTimersByTime(sectionHighlightMs - 1));
    expect(region).toHaveAttribute('data-highlighted');
    act(() => vi.advanceTimersByTime(1));
    expect(region).not.toHaveAttribute('data-highlighted');
  });

  it('follows later hash changes', () => {
    render(<Sections />);
    expect(scrollIntoView).not.toHaveBeenCalled();
    act(() => {
      window.history.replaceState(null, '', '/settings#analytics');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    const region = screen.getByRole('region', { name: 'Analytics integrations' });
    expect(region).toHaveFocus();
    expect(region).toHaveAttribute('data-highlighted');
  });

  it('matches an encoded hash and takes a heading level', () => {
    window.history.replaceState(null, '', '/settings#shipping%20and%20returns');
    render(
      <Section id="shipping and returns" title="Shipping and returns" headingLevel={3}>
        URL
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Shipping and returns' });
    expect(within(region).getByRole('heading', { level: 3 })).toBeInTheDocument();
    expect(region).toHaveAttribute('data-highlighted');
  });
});
