import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { PhoneFrame } from './PhoneFrame';

describe('PhoneFrame', () => {
  it('is a region named "Phone preview" by default, holding the content', () => {
    render(
      <PhoneFrame>
        <h1>Summer looks</h1>
      </PhoneFrame>,
    );
    const region = screen.getByRole('region', { name: 'Phone preview' });
    expect(region).toContainElement(screen.getByRole('heading', { name: 'Summer looks' }));
  });

  it('takes a name and a screen height', () => {
    render(
      <PhoneFrame aria-label="Preview of Summer looks" screenHeight={600}>
        <p>Page</p>
      </PhoneFrame>,
    );
    expect(screen.getByRole('region', { name: 'Preview of Summer looks' }).style.blockSize).toBe(
      '600px',
    );
  });

  it('lets the keyboard reach the screen to scroll it, before the content', async () => {
    render(
      <PhoneFrame>
        <a href="#shop">Shop now</a>
      </PhoneFrame>,
    );
    await userEvent.tab();
    expect(screen.getByRole('region', { name: 'Phone preview' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Shop now' })).toHaveFocus();
  });

  it('is named in Hebrew', () => {
    render(
      <I18nProvider locale="he-IL">
        <PhoneFrame>
          <p>דף</p>
        </PhoneFrame>
      </I18nProvider>,
    );
    expect(screen.getByRole('region', { name: 'תצוגה בטלפון' })).toBeInTheDocument();
  });
});
