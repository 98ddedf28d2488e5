import { ROUTES, type SetupState } from '@shoppable/domain';
import { render, screen, within } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { SetupTodo } from './SetupTodo';

const nothingDone: SetupState = {
  logoUrl: null,
  themeIsInitial: true,
  shippingAndReturnsUrl: null,
  hasUtm: false,
  facebookPixelId: null,
  googleAnalyticsId: '',
};

describe('SetupTodo', () => {
  it('links each step to its section by hash', () => {
    render(<SetupTodo state={nothingDone} />);
    const list = screen.getByRole('region', { name: 'Set up your store' });
    expect(within(list).getByRole('link', { name: 'Add your logo' })).toHaveAttribute(
      'href',
      `${ROUTES.appearance}#logo`,
    );
    expect(within(list).getByRole('link', { name: 'Customise your theme' })).toHaveAttribute(
      'href',
      `${ROUTES.appearance}#theme`,
    );
    expect(
      within(list).getByRole('link', { name: 'Add your shipping and returns URL' }),
    ).toHaveAttribute('href', `${ROUTES.settings}#shipping-and-returns`);
    expect(within(list).getByRole('link', { name: 'Add UTM parameters' })).toHaveAttribute(
      'href',
      `${ROUTES.settings}#utm`,
    );
    expect(within(list).getByRole('link', { name: 'Add your analytics ids' })).toHaveAttribute(
      'href',
      `${ROUTES.settings}#analytics`,
    );
    expect(screen.getByText('0 of 5 done')).toBeInTheDocument();
  });

  it('marks done steps and counts them', () => {
    render(
      <SetupTodo state={{ ...nothingDone, logoUrl: 'https://cdn.test/logo.png', hasUtm: true }} />,
    );
    expect(screen.getByText('2 of 5 done')).toBeInTheDocument();
    const logo = screen.getByRole('link', { name: 'Add your logo' }).closest('li')!;
    expect(within(logo).getByText('Done')).toBeInTheDocument();
    const theme = screen.getByRole('link', { name: 'Customise your theme' }).closest('li')!;
    expect(within(theme).getByText('To do')).toBeInTheDocument();
  });

  it('is not shown once every step is done', () => {
    render(
      <SetupTodo
        state={{
          logoUrl: 'https://cdn.test/logo.png',
          themeIsInitial: false,
          shippingAndReturnsUrl: 'https://shop.test/returns',
          hasUtm: true,
          facebookPixelId: '123',
          googleAnalyticsId: null,
        }}
      />,
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('speaks Hebrew', () => {
    render(
      <I18nProvider locale="he-IL">
        <SetupTodo state={nothingDone} />
      </I18nProvider>,
    );
    expect(screen.getByRole('link', { name: 'הוספת לוגו' })).toBeInTheDocument();
  });
});
