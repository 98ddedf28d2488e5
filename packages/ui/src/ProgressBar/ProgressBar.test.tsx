import { render, screen } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar';

const fillOf = (bar: HTMLElement) => bar.querySelector<HTMLElement>('[data-fill]');

describe('ProgressBar', () => {
  it('is a progress bar named by its label, with its value and a matching fill', () => {
    render(<ProgressBar label="Uploading video" value={45} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading video' });
    expect(bar).toHaveAttribute('aria-valuenow', '45');
    expect(bar).toHaveAttribute('aria-valuetext', '45%');
    expect(bar).toHaveTextContent('45%');
    expect(fillOf(bar)?.style.inlineSize).toBe('45%');
  });

  it('scales the fill between minValue and maxValue', () => {
    render(<ProgressBar aria-label="Steps" value={1} minValue={0} maxValue={4} />);
    const bar = screen.getByRole('progressbar', { name: 'Steps' });
    expect(fillOf(bar)?.style.inlineSize).toBe('25%');
  });

  it('cycles with no value when indeterminate', () => {
    render(<ProgressBar label="Searching products" isIndeterminate />);
    const bar = screen.getByRole('progressbar', { name: 'Searching products' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(fillOf(bar)).toHaveAttribute('data-indeterminate', 'true');
    expect(fillOf(bar)?.style.inlineSize).toBe('');
    expect(bar).not.toHaveTextContent('%');
  });

  it('can hide the value and formats it in the locale', () => {
    const { rerender } = render(<ProgressBar label="Upload" value={30} showValue={false} />);
    expect(screen.getByRole('progressbar', { name: 'Upload' })).not.toHaveTextContent('30');
    rerender(
      <I18nProvider locale="he-IL">
        <ProgressBar label="העלאה" value={30} />
      </I18nProvider>,
    );
    expect(screen.getByRole('progressbar', { name: 'העלאה' })).toHaveAttribute(
      'aria-valuetext',
      new Intl.NumberFormat('he-IL', { style: 'percent' }).format(0.3),
    );
  });
});
