import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Card } from '../Card';
import { LinkButton } from '../LinkButton';
import { Page } from './Page';
import { pageWidths } from './pageVariants';

const onCreate = fn();

const meta = {
  title: 'UI/Layout/Page',
  component: Page,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Links',
    description: 'Shoppable pages of your products.',
    back: (
      <LinkButton href="#home" variant="tertiary" size="sm">
        Back to home
      </LinkButton>
    ),
    actions: <Button onPress={onCreate}>Create link</Button>,
    width: '1100',
    children: <Card title="Recent links">Summer collection</Card>,
  },
  argTypes: { width: { control: 'select', options: pageWidths } },
  beforeEach: () => {
    onCreate.mockClear();
  },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Links' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute(
      'href',
      '#home',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Create link' }));
    await expect(onCreate).toHaveBeenCalledOnce();
  },
};

export const TitleOnly: Story = {
  args: { back: undefined, actions: undefined, description: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Links' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Widths: Story = {
  args: { back: undefined, actions: undefined, description: undefined },
  render: (args) => (
    <>
      {pageWidths.map((width) => (
        // Each page in its own sectioning element, so its header is no second banner landmark.
        <section key={width} aria-label={`Page ${width}`}>
          <Page {...args} title={`Width ${width}`} width={width}>
            Content
          </Page>
        </section>
      ))}
    </>
  ),
  play: async ({ canvas }) => {
    const maxima = pageWidths.map((width) => {
      const column = canvas.getByRole('heading', { name: `Width ${width}` }).closest('header')
        ?.parentElement as HTMLElement;
      return getComputedStyle(column).maxInlineSize;
    });
    await expect(maxima).toEqual(
      pageWidths.map((width) => (width === 'full' ? 'none' : `${width}px`)),
    );
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  args: {
    title: 'קישורים',
    description: 'דפי מוצרים שניתן לקנות מהם.',
    back: (
      <LinkButton href="#home" variant="tertiary" size="sm">
        חזרה לדף הבית
      </LinkButton>
    ),
    actions: <Button>יצירת קישור</Button>,
    children: <Card title="קישורים אחרונים">קולקציית קיץ</Card>,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
    const back = canvas.getByRole('link', { name: 'חזרה לדף הבית' });
    const title = canvas.getByRole('heading', { level: 1, name: 'קישורים' });
    const action = canvas.getByRole('button', { name: 'יצירת קישור' });
    // Back at the inline start (right), the action at the inline end (left).
    await expect(back.getBoundingClientRect().left).toBeGreaterThan(
      title.getBoundingClientRect().left,
    );
    await expect(action.getBoundingClientRect().right).toBeLessThan(
      title.getBoundingClientRect().left,
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Links' })).toBeVisible();
  },
};
