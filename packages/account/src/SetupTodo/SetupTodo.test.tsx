import type { SoldOutLink, SoldOutLinks } from '@shoppable/api-client';
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

const allDone: SetupState = {
  logoUrl: 'https://cdn.test/logo.png',
  themeIsInitial: false,
  shippingAndReturnsUrl: 'https://shop.test/returns',
  hasUtm: true,
  facebookPixelId: '123',
  googleAnalyticsId: null,
};

const soldOut = (autoSwapEnabled: boolean, total = 2): SoldOutLinks => ({
  autoSwapEnabled,
  total,
  links: (
    [
      {
        linkId: 'lk1',
        linkType: 'LOOK',
        name: 'Summer edit',
        soldOut: [{ inventoryId: 'inv1', title: 'Linen shirt' }],
      },
      {
        linkId: 'sh1',
        linkType: 'SHORT',
        name: 'Beach picks',
        soldOut: [{ inventoryId: 'inv2', title: 'Straw hat' }],
      },
      {
        linkId: 'lk2',
        linkType: 'LOOK',
        name: null,
        soldOut: [{ inventoryId: 'inv3', title: 'Tote' }],
      },
      {
        linkId: 'lk3',
        linkType: 'LOOK',
        name: 'Fourth',
        soldOut: [{ inventoryId: 'inv4', title: 'Cap' }],
      },
    ] satisfies SoldOutLink[]
  ).slice(0, total),
});

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

describe('SetupTodo: links showing sold-out products', () => {
  it('names them, linking each preview, and says auto swap shows alternatives', () => {
    render(<SetupTodo state={allDone} soldOut={soldOut(true)} />);
    const list = screen.getByRole('region', { name: 'To do' });
    const item = within(list).getAllByRole('listitem')[0]!;
    expect(item).toHaveTextContent('2 links show sold-out products: Summer edit and Beach picks');
    expect(within(item).getByRole('link', { name: 'Summer edit' })).toHaveAttribute(
      'href',
      ROUTES.linkPreview('lk1'),
    );
    expect(within(item).getByRole('link', { name: 'Beach picks' })).toHaveAttribute(
      'href',
      ROUTES.shortPreview('sh1'),
    );
    expect(item).toHaveTextContent(/Auto swap shows shoppers an in-stock alternative/);
    expect(within(item).queryByRole('link', { name: /Turn on auto swap/ })).toBeNull();
    // Every setup step is done: only the sold-out item, and no progress.
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText(/of 5 done/)).toBeNull();
  });

  it('suggests turning auto swap on in Settings when it is off', () => {
    render(<SetupTodo state={nothingDone} soldOut={soldOut(false)} />);
    const list = screen.getByRole('region', { name: 'To do' });
    const [item, ...steps] = within(list).getAllByRole('listitem');
    expect(item).toHaveTextContent(/Shoppers see them marked sold out/);
    expect(
      within(item!).getByRole('link', { name: 'Turn on auto swap in Settings' }),
    ).toHaveAttribute('href', `${ROUTES.settings}#auto-swap`);
    expect(steps).toHaveLength(5);
    expect(screen.getByText('0 of 5 done')).toBeInTheDocument();
  });

  it('names three and links the rest as more, counting past the listed ones', () => {
    render(<SetupTodo state={allDone} soldOut={{ ...soldOut(true, 4), total: 25 }} />);
    const item = screen.getAllByRole('listitem')[0]!;
    expect(item).toHaveTextContent(
      '25 links show sold-out products: Summer edit, Beach picks, Link lk2, and 22 more',
    );
    expect(within(item).getByRole('link', { name: '22 more' })).toHaveAttribute(
      'href',
      ROUTES.links,
    );
    expect(within(item).queryByRole('link', { name: 'Fourth' })).toBeNull();
  });

  it('says one link and one product in the singular', () => {
    render(<SetupTodo state={allDone} soldOut={soldOut(true, 1)} />);
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent(
      '1 link shows a sold-out product: Summer edit',
    );
  });

  it('shows nothing when no link shows a sold-out product and the setup is done', () => {
    render(<SetupTodo state={allDone} soldOut={{ autoSwapEnabled: true, total: 0, links: [] }} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('lists the names the Hebrew way', () => {
    render(
      <I18nProvider locale="he-IL">
        <SetupTodo state={allDone} soldOut={soldOut(false)} />
      </I18nProvider>,
    );
    const item = screen.getAllByRole('listitem')[0]!;
    expect(item).toHaveTextContent('ב-2 קישורים יש מוצרים שאזלו מהמלאי: Summer edit ו-Beach picks');
    expect(
      within(item).getByRole('link', { name: 'הפעלת החלפה אוטומטית בהגדרות' }),
    ).toBeInTheDocument();
  });
});
