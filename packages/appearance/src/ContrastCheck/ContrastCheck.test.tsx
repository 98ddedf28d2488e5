import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { contrastRatio } from '@shoppable/domain';
import { ContrastCheck } from './ContrastCheck';

const check = (text: string, background: string) => {
  const onFix = vi.fn();
  render(
    <I18nProvider locale="en-US">
      <ContrastCheck pair="Promo code" text={text} background={background} onFix={onFix} />
    </I18nProvider>,
  );
  return onFix;
};

describe('ContrastCheck', () => {
  it('shows the ratio and no warning for a readable pair', () => {
    check('#767676', '#FFFFFF');
    expect(screen.getByText('Contrast 4.54:1')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Promo code' })).not.toBeInTheDocument();
  });

  it('warns under 4.5:1 naming the pair and offers the nearest readable colour', async () => {
    const onFix = check('#777777', '#FFFFFF');
    const warning = screen.getByRole('group', { name: 'Promo code' });
    expect(warning).toHaveTextContent(
      'Promo code: the text is hard to read on its background (4.47:1, needs at least 4.5:1).',
    );
    await userEvent.click(
      screen.getByRole('button', {
        name: /^Use #[0-9A-F]{6}, the nearest readable text colour for the Promo code$/,
      }),
    );
    const fixed = onFix.mock.calls[0]![0] as string;
    expect(contrastRatio(fixed, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(fixed).toBe('#767676');
  });

  it('says nothing about a colour that is not whole yet', () => {
    check('#12', '#FFFFFF');
    expect(screen.queryByText(/Contrast/)).not.toBeInTheDocument();
  });
});
