import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StatTile } from './StatTile';
import { statTileDeltaTones } from './statTileVariants';

const meta = {
  title: 'UI/Data display/StatTile',
  component: StatTile,
  args: {
    label: 'Visits',
    value: '1,204',
    delta: '+12% vs previous period',
    deltaTone: 'positive',
  },
  argTypes: { deltaTone: { control: 'inline-radio', options: statTileDeltaTones } },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvas }) => {
    const tile = canvas.getByRole('group', { name: 'Visits' });
    await expect(tile).toHaveTextContent('1,204');
    await expect(within(tile).getByText('+12% vs previous period')).toHaveAttribute(
      'data-tone',
      'positive',
    );
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    const tile = canvas.getByRole('group', { name: 'Visits' });
    await expect(tile).toHaveAttribute('aria-busy', 'true');
    await expect(tile).not.toHaveTextContent('1,204');
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Conversion rate',
    value: '3.4%',
    delta: '-0.3 points',
    deltaTone: 'negative',
    description: 'Completed checkouts divided by visits, times 100.',
  },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'About Conversion rate' })).toHaveFocus();
    await expect(await body.findByRole('tooltip')).toHaveTextContent(
      'Completed checkouts divided by visits, times 100.',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
  },
};

export const DescriptionOnHover: Story = {
  args: {
    label: 'Conversion rate',
    value: '3.4%',
    description: 'Completed checkouts divided by visits, times 100.',
  },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const info = canvas.getByRole('button', { name: 'About Conversion rate' });
    // react-aria shows tooltips on hover once the user has used a pointer (not after keyboard use).
    await userEvent.click(canvasElement);
    await userEvent.hover(info);
    await expect(await body.findByRole('tooltip', {}, { timeout: 2000 })).toHaveTextContent(
      'Completed checkouts divided by visits, times 100.',
    );
    await expect(info).toHaveAccessibleDescription(
      'Completed checkouts divided by visits, times 100.',
    );
    await userEvent.unhover(info);
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
  },
};

export const NoData: Story = {
  args: { label: 'Revenue', value: '$0.00', delta: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Revenue' })).toHaveTextContent('$0.00');
  },
};

/** An analytics row: five tiles that wrap on a phone. */
const Row = ({ labels }: { labels: readonly (readonly [string, string])[] }) => (
  <div
    style={{
      display: 'grid',
      gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
      gap: 12,
    }}
  >
    {labels.map(([label, value]) => (
      <StatTile key={label} label={label} value={value} />
    ))}
  </div>
);

const englishRow = [
  ['Visits', '1,204'],
  ['Completed checkouts', '41'],
  ['Conversion rate', '3.4%'],
  ['Revenue', '$3.2K'],
  ['Average order value', '$78.05'],
] as const;

export const PhoneWidth: Story = {
  globals: { viewport: { value: 'phone' } },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 358 }}>
        <Story />
      </div>
    ),
  ],
  render: () => <Row labels={englishRow} />,
  play: async ({ canvas }) => {
    const visits = canvas.getByRole('group', { name: 'Visits' }).getBoundingClientRect();
    const revenue = canvas.getByRole('group', { name: 'Revenue' }).getBoundingClientRect();
    // Two per line: the third tile starts a new line.
    await expect(revenue.top).toBeGreaterThan(visits.bottom);
  },
};

/**
 * A phone's lifetime strip: two tiles of 160 px. The figure takes a smaller size rather than break
 * inside the number ("$13,656.8" / "7"), and its skeleton has the same height, so nothing below
 * moves when the figure arrives.
 */
export const NarrowMoney: Story = {
  args: { label: 'Revenue', value: '$13,656.87', delta: undefined },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', gap: 12 }}>
        <div style={{ inlineSize: 160, flexShrink: 0 }}>
          <Story />
        </div>
        <div style={{ inlineSize: 160, flexShrink: 0 }}>
          <StatTile label="Revenue loading" value="" isLoading />
        </div>
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const figure = canvas.getByText('$13,656.87');
    const lineHeight = parseFloat(getComputedStyle(figure).lineHeight);
    await expect(figure.getBoundingClientRect().height).toBeLessThan(lineHeight * 1.5);
    const loaded = canvas.getByRole('group', { name: 'Revenue' }).getBoundingClientRect();
    const loading = canvas.getByRole('group', { name: 'Revenue loading' }).getBoundingClientRect();
    await expect(Math.abs(loaded.height - loading.height)).toBeLessThan(1);
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 520 }}>
        <Story />
      </div>
    ),
  ],
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      <StatTile label="ביקורים" value="1,204" description="מספר הביקורים בדף." />
      <StatTile label="הכנסות" value="₪3.2K" delta="+8%" deltaTone="positive" />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
    const visits = canvas.getByRole('group', { name: 'ביקורים' });
    await expect(visits.getBoundingClientRect().left).toBeGreaterThan(
      canvas.getByRole('group', { name: 'הכנסות' }).getBoundingClientRect().left,
    );
    // The info button follows the label, on its left.
    await expect(
      canvas.getByRole('button', { name: 'מידע על ביקורים' }).getBoundingClientRect().left,
    ).toBeLessThan(within(visits).getByText('ביקורים').getBoundingClientRect().left);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
    await expect(canvas.getByRole('group', { name: 'Visits' })).toBeVisible();
  },
};
