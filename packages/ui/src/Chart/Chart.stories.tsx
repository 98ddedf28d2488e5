import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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
 * Waits for the lazily loaded echarts drawing: the image named by the chart's label inside its
 * figure. Returns getters of it and of its current SVG (echarts may replace the SVG while it
 * settles, so never hold on to one).
 */
const drawing = async (figure: HTMLElement, name: string) => {
  const image = await within(figure).findByRole('img', { name }, { timeout: 10000 });
  await waitFor(() => expect(image.querySelector('svg')).not.toBeNull(), { timeout: 10000 });
  return { image, svg: () => image.querySelector('svg') as SVGSVGElement };
};
const strokes = (svg: SVGSVGElement) =>
  Array.from(svg.querySelectorAll('path'), (path) => path.getAttribute('stroke'));
const fills = (svg: SVGSVGElement) =>
  Array.from(svg.querySelectorAll('path'), (path) => path.getAttribute('fill'));
const texts = (svg: SVGSVGElement) => Array.from(svg.querySelectorAll('text'));
const textOf = (svg: SVGSVGElement, content: string) =>
  texts(svg).find((t) => t.textContent === content);

/** echarts' tooltip: the drawing's one child that is not the SVG's layer. */
const tooltipOf = (image: HTMLElement) =>
  Array.from(image.children).find((child) => child.querySelector('svg') == null) as
    HTMLElement | undefined;
const shownTooltip = (image: HTMLElement) => {
  const tooltip = tooltipOf(image);
  return tooltip != null && getComputedStyle(tooltip).display !== 'none' ? tooltip : null;
};

/**
 * A native mouse event at a point. echarts reads the event's offset within the drawing, which
 * user-event's synthetic events leave at zero, so the stories dispatch their own.
 */
const mouse = (type: string, at: { clientX: number; clientY: number }) =>
  new MouseEvent(type, { bubbles: true, cancelable: true, view: window, ...at });

/** The point of the plot above a category's label, where the pointer shows that category. */
const pointAbove = (svg: SVGSVGElement, category: string) => {
  const label = textOf(svg, category)!.getBoundingClientRect();
  return { clientX: label.left + label.width / 2, clientY: svg.getBoundingClientRect().top + 120 };
};

export const Line: Story = {
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: 'Clicks, March 1 to 14' });
    await expect(figure).toHaveAccessibleDescription('Clicks: total 4,440, highest 610 on Mar 14');
    const { image, svg } = await drawing(figure, 'Clicks, March 1 to 14');
    await expect(image.getBoundingClientRect().height).toBe(280);
    await expect(image).toHaveAttribute('tabindex', '0');
    // The clicks series is drawn in the token's blue.
    await waitFor(() => expect(strokes(svg())).toContain('#3b82f6'), { timeout: 5000 });
  },
};

export const Bar: Story = {
  args: { type: 'bar', series: [sales], 'aria-label': 'Sales, March 1 to 14' },
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: 'Sales, March 1 to 14' });
    const { svg } = await drawing(figure, 'Sales, March 1 to 14');
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
    const { svg } = await drawing(figure, 'Performance, March 1 to 14');
    await waitFor(() =>
      expect(strokes(svg())).toEqual(expect.arrayContaining(['#3b82f6', '#22a55b', '#8b5cf6'])),
    );
    // A legend names the series, in their order from the left.
    await waitFor(() => expect(textOf(svg(), 'Conversion rate')).toBeDefined());
    const left = (name: string) => textOf(svg(), name)!.getBoundingClientRect().left;
    await expect(left('Clicks')).toBeLessThan(left('Sales'));
    await expect(left('Sales')).toBeLessThan(left('Conversion rate'));
  },
};

/** Under the pointer: a guide at the nearest day and a tooltip with each series' value that day. */
export const Tooltip: Story = {
  args: { series: [clicks, sales], 'aria-label': 'Clicks and sales, March 1 to 14' },
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: 'Clicks and sales, March 1 to 14' });
    const { image, svg } = await drawing(figure, 'Clicks and sales, March 1 to 14');
    await waitFor(() => expect(textOf(svg(), 'Mar 11')).toBeDefined());
    // Moved again until it shows: echarts-for-react redraws once after its first frame, and a
    // move over the first drawing is lost with it.
    await waitFor(() => {
      svg().dispatchEvent(mouse('mousemove', pointAbove(svg(), 'Mar 11')));
      expect(shownTooltip(image)).toHaveTextContent(/Mar 11\s*Clicks\s*470\s*Sales\s*18/);
    });
    // The pointer leaves the drawing for the page.
    svg().dispatchEvent(
      new MouseEvent('mouseout', { bubbles: true, relatedTarget: image.ownerDocument.body }),
    );
    await waitFor(() => expect(shownTooltip(image)).toBeNull());
  },
};

/** A tap (the click it fires, without a hover first) shows the tooltip of the day tapped. */
export const Tap: Story = {
  args: { series: [clicks, sales], 'aria-label': 'Clicks and sales, March 1 to 14' },
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: 'Clicks and sales, March 1 to 14' });
    const { image, svg } = await drawing(figure, 'Clicks and sales, March 1 to 14');
    await waitFor(() => expect(textOf(svg(), 'Mar 5')).toBeDefined());
    // A tap's mouse events without a move: only the click can show the tooltip. Tapped again
    // until it shows, as the pointer is moved in Tooltip.
    await waitFor(() => {
      const at = pointAbove(svg(), 'Mar 5');
      for (const type of ['mousedown', 'mouseup', 'click']) svg().dispatchEvent(mouse(type, at));
      expect(shownTooltip(image)).toHaveTextContent(/Mar 5\s*Clicks\s*290\s*Sales\s*9/);
    });
  },
};

/**
 * From the keyboard: the drawing takes the focus; the arrow keys show the tooltip of the next or
 * previous day, Home and End the first and last, Escape hides it.
 */
export const KeyboardTooltip: Story = {
  args: { series: [clicks, sales], 'aria-label': 'Clicks and sales, March 1 to 14' },
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: 'Clicks and sales, March 1 to 14' });
    const { image } = await drawing(figure, 'Clicks and sales, March 1 to 14');
    await userEvent.tab();
    await expect(image).toHaveFocus();
    // Home is pressed until echarts, which lays the drawing out once more after it appears, shows
    // the first day: pressing it again shows the same one.
    await waitFor(
      async () => {
        await userEvent.keyboard('{Home}');
        expect(shownTooltip(image)).toHaveTextContent(/Mar 1\s*Clicks\s*120\s*Sales\s*4/);
      },
      { timeout: 5000 },
    );
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(shownTooltip(image)).toHaveTextContent(/Mar 2\s*Clicks\s*180\s*Sales\s*6/),
    );
    await userEvent.keyboard('{End}');
    await waitFor(() =>
      expect(shownTooltip(image)).toHaveTextContent(/Mar 14\s*Clicks\s*610\s*Sales\s*25/),
    );
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(shownTooltip(image)).toHaveTextContent(/Mar 13\s*Clicks\s*430/));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(shownTooltip(image)).toBeNull());
    await expect(image).toHaveFocus();
  },
};

/** A year of days: echarts draws only as many day labels as fit, and none overlap. */
export const YearOfDays: Story = {
  args: {
    'aria-label': 'Clicks, last 365 days',
    categories: Array.from({ length: 365 }, (_, i) => `Day ${i + 1}`),
    series: [{ ...clicks, data: Array.from({ length: 365 }, (_, i) => 200 + ((i * 37) % 180)) }],
  },
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: 'Clicks, last 365 days' });
    const { svg } = await drawing(figure, 'Clicks, last 365 days');
    await waitFor(() => expect(textOf(svg(), 'Day 1')).toBeDefined());
    const labels = texts(svg())
      .filter((t) => t.textContent?.startsWith('Day '))
      .map((t) => t.getBoundingClientRect())
      .sort((a, b) => a.left - b.left);
    await expect(labels.length).toBeGreaterThan(3);
    await expect(labels.length).toBeLessThan(40);
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
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { error: true },
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: 'Clicks, March 1 to 14' });
    await expect(canvas.getByRole('alert')).toHaveTextContent("The chart couldn't be loaded.");
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(figure.getBoundingClientRect().height).toBe(280);
  },
};

export const NoData: Story = {
  args: { series: [{ ...clicks, data: days.map(() => 0) }] },
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: 'Clicks, March 1 to 14' });
    await expect(figure).toHaveTextContent('No data for Last 14 days');
    await expect(canvas.queryByRole('img')).toBeNull();
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
    const { svg } = await drawing(canvas.getByRole('figure'), 'Clicks, March 1 to 14');
    await waitFor(() => expect(Math.round(svg().getBoundingClientRect().width)).toBe(358));
  },
};

/**
 * Right to left: the first day on the right, the value axis on the right, the legend from the
 * right, and the arrow keys mirrored (the left arrow goes on to the next day).
 */
export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  args: {
    'aria-label': 'קליקים ומכירות, 1 עד 14 במרץ',
    categories: days.map((_, i) => `${i + 1}.3`),
    series: [
      { ...clicks, name: 'קליקים' },
      { ...sales, name: 'מכירות' },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
    const figure = canvas.getByRole('figure', { name: 'קליקים ומכירות, 1 עד 14 במרץ' });
    await expect(figure).toHaveAccessibleDescription(
      'קליקים: סך הכול 4,440, הגבוה ביותר 610 ב-14.3 מכירות: סך הכול 156, הגבוה ביותר 25 ב-14.3',
    );
    const { image, svg } = await drawing(figure, 'קליקים ומכירות, 1 עד 14 במרץ');
    await waitFor(() => expect(textOf(svg(), '1.3')).toBeDefined());
    const left = (text: string) => textOf(svg(), text)!.getBoundingClientRect().left;
    await expect(left('1.3')).toBeGreaterThan(left('14.3'));
    // The value axis's labels are right of the last day (drawn on the left).
    await expect(left('0')).toBeGreaterThan(left('1.3'));
    await expect(left('קליקים')).toBeGreaterThan(left('מכירות'));
    image.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() =>
      expect(shownTooltip(image)).toHaveTextContent(/1\.3\s*קליקים\s*120\s*מכירות\s*4/),
    );
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(shownTooltip(image)).toHaveTextContent(/2\.3\s*קליקים\s*180/));
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { series: [clicks, sales] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
    const { image, svg } = await drawing(canvas.getByRole('figure'), 'Clicks, March 1 to 14');
    // Axis labels take the dark theme's subdued text colour.
    await waitFor(() =>
      expect(texts(svg()).map((t) => t.getAttribute('fill'))).toContain('#a8a8ba'),
    );
    // The tooltip sits on the dark raised surface.
    image.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(shownTooltip(image)).toHaveTextContent(/Mar 1/));
    await expect(getComputedStyle(shownTooltip(image)!).backgroundColor).toBe('rgb(32, 32, 42)');
  },
};
