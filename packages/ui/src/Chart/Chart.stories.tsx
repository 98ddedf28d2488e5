import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Chart, type ChartSeries } from './Chart';
import { chartTypes } from './chartVariants';

const days = Array.from({ length: 14 }, (_, i) => `Mar ${i + 1}`);
const clicks: ChartSeries = {
  id: 'clicks',
  name: 'Clicks',
  data: [120, 180, 150, 320, 290, 410, 380, 0, 260, 300, 470, 520, 430, 610],
  tone: 'clicks',
};
const sales: ChartSeries = {
  id: 'sales',
  name: 'Sales',
  data: [4, 6, 3, 12, 9, 15, 11, 0, 8, 10, 18, 21, 14, 25],
  tone: 'sales',
};
const conversion: ChartSeries = {
  id: 'conversion',
  name: 'Conversion rate',
  data: [3.3, 3.3, 2, 3.8, 3.1, 3.7, 2.9, 0, 3.1, 3.3, 3.8, 4, 3.3, 4.1],
  tone: 'conversion',
};

const meta = {
  title: 'UI/Data display/Chart',
  component: Chart,
  args: {
    'aria-label': 'Clicks, March 1 to 14',
    categories: days,
    series: [clicks],
    rangeLabel: 'Last 14 days',
  },
  argTypes: { type: { control: 'inline-radio', options: chartTypes } },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Chart>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Waits for the lazily loaded drawing. Returns a getter of its current SVG: the drawing may
 * replace the element while it settles, so never hold on to one.
 */
const drawing = async (figure: HTMLElement) => {
  await waitFor(() => expect(figure.querySelector('svg')).not.toBeNull(), { timeout: 10000 });
  return () => figure.querySelector('svg') as SVGSVGElement;
};
const strokes = (svg: SVGSVGElement) =>
  Array.from(svg.querySelectorAll('path'), (path) => path.getAttribute('stroke'));
const fills = (svg: SVGSVGElement) =>
  Array.from(svg.querySelectorAll('path'), (path) => path.getAttribute('fill'));

export const Line: Story = {
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: 'Clicks, March 1 to 14' });
    await expect(figure).toHaveAccessibleDescription('Clicks: total 4,440, highest 610 on Mar 14');
    const svg = await drawing(figure);
    await expect(svg().getBoundingClientRect().height).toBe(280);
    // The clicks series is drawn in the token's blue.
    await waitFor(() => expect(strokes(svg())).toContain('#3b82f6'), { timeout: 5000 });
  },
};

export const Bar: Story = {
  args: { type: 'bar', series: [sales], 'aria-label': 'Sales, March 1 to 14' },
  play: async ({ canvas }) => {
    const svg = await drawing(canvas.getByRole('figure', { name: 'Sales, March 1 to 14' }));
    // Green bars: one per day with sales (13 of the 14 days).
    await waitFor(() =>
      expect(fills(svg()).filter((fill) => fill === '#22a55b').length).toBeGreaterThanOrEqual(13),
    );
  },
};

export const ThreeSeries: Story = {
  args: { series: [clicks, sales, conversion], 'aria-label': 'Performance, March 1 to 14' },
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: 'Performance, March 1 to 14' });
    await expect(figure).toHaveAccessibleDescription(
      /Clicks: total 4,440.*Sales: total 156, highest 25 on Mar 14.*Conversion rate: total 43.7, highest 4.1 on Mar 14/,
    );
    const svg = await drawing(figure);
    await waitFor(() =>
      expect(strokes(svg())).toEqual(expect.arrayContaining(['#3b82f6', '#22a55b', '#8b5cf6'])),
    );
    // A legend names the series.
    await waitFor(() => expect(svg().textContent).toContain('Conversion rate'));
  },
};

/** Under the pointer: a guide at the nearest day and a tooltip with each series' value that day. */
export const Tooltip: Story = {
  args: { series: [clicks, sales], 'aria-label': 'Clicks and sales, March 1 to 14' },
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: 'Clicks and sales, March 1 to 14' });
    const svg = await drawing(figure);
    // The pointer goes to the day's label, drawn under its point.
    const label = () =>
      Array.from(svg().querySelectorAll('text')).find((t) => t.textContent === 'Mar 11');
    await waitFor(() => expect(label()).toBeDefined());
    const at = label()!.getBoundingClientRect();
    svg().dispatchEvent(
      new PointerEvent('pointermove', {
        bubbles: true,
        clientX: at.left + at.width / 2,
        clientY: svg().getBoundingClientRect().top + 120,
      }),
    );
    await waitFor(() => expect(figure).toHaveTextContent(/Mar 11\s*Clicks\s*470\s*Sales\s*18/));
    await userEvent.unhover(svg());
    await waitFor(() => expect(figure).not.toHaveTextContent(/Clicks\s*470/));
  },
};

/** A year of days: only as many day labels as fit are drawn, and none overlap. */
export const YearOfDays: Story = {
  args: {
    'aria-label': 'Clicks, last 365 days',
    categories: Array.from({ length: 365 }, (_, i) => `Day ${i + 1}`),
    series: [{ ...clicks, data: Array.from({ length: 365 }, (_, i) => 200 + ((i * 37) % 180)) }],
  },
  play: async ({ canvas }) => {
    const svg = await drawing(canvas.getByRole('figure', { name: 'Clicks, last 365 days' }));
    const labels = Array.from(svg().querySelectorAll('text'))
      .filter((t) => t.textContent?.startsWith('Day '))
      .map((t) => t.getBoundingClientRect())
      .sort((a, b) => a.left - b.left);
    await expect(labels.length).toBeGreaterThan(3);
    await expect(labels.length).toBeLessThan(20);
    for (let i = 1; i < labels.length; i += 1) {
      await expect(labels[i]!.left).toBeGreaterThan(labels[i - 1]!.right);
    }
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: 'Clicks, March 1 to 14' });
    await expect(figure).toHaveAttribute('aria-busy', 'true');
    await expect(figure.getBoundingClientRect().height).toBe(280);
  },
};

export const LoadFailed: Story = {
  args: { error: true },
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: 'Clicks, March 1 to 14' });
    await expect(canvas.getByRole('alert')).toHaveTextContent("The chart couldn't be loaded.");
    await expect(figure.querySelector('svg')).toBeNull();
    await expect(figure.getBoundingClientRect().height).toBe(280);
  },
};

export const NoData: Story = {
  args: { series: [{ ...clicks, data: days.map(() => 0) }] },
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: 'Clicks, March 1 to 14' });
    await expect(figure).toHaveTextContent('No data for Last 14 days');
    await expect(figure.querySelector('svg')).toBeNull();
    await expect(figure.getBoundingClientRect().height).toBe(280);
  },
};

export const PhoneWidth: Story = {
  globals: { viewport: { value: 'phone' } },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 358 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const svg = await drawing(canvas.getByRole('figure'));
    await waitFor(() => expect(Math.round(svg().getBoundingClientRect().width)).toBe(358));
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  args: {
    'aria-label': 'קליקים, 1 עד 14 במרץ',
    categories: days.map((_, i) => `${i + 1}.3`),
    series: [{ ...clicks, name: 'קליקים' }],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
    const figure = canvas.getByRole('figure', { name: 'קליקים, 1 עד 14 במרץ' });
    await expect(figure).toHaveAccessibleDescription(
      'קליקים: סך הכול 4,440, הגבוה ביותר 610 ב-14.3',
    );
    const svg = await drawing(figure);
    // Right to left: the first day is on the right of the last.
    const label = (text: string) =>
      Array.from(svg().querySelectorAll('text')).find(
        (t) => t.textContent === text,
      ) as SVGTextElement;
    await waitFor(() => expect(label('1.3')).toBeDefined());
    await expect(label('1.3').getBoundingClientRect().left).toBeGreaterThan(
      label('14.3').getBoundingClientRect().left,
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { series: [clicks, sales] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
    const svg = await drawing(canvas.getByRole('figure'));
    // Axis labels take the dark theme's subdued text colour.
    await waitFor(() =>
      expect(Array.from(svg().querySelectorAll('text'), (t) => t.getAttribute('fill'))).toContain(
        '#a8a8ba',
      ),
    );
  },
};
