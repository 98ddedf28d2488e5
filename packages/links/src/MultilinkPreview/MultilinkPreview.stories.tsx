import { BUSINESS_ID, mockHandlers } from '@shoppable/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MultilinkPreview } from './MultilinkPreview';
import { storeWithAbFigures, type AbFigures } from '../testing/abFigures';
import { QueryProvider, STORY_BASE_URL, storyClient } from '../testing/stories';

const meta = {
  title: 'Links/Multilinks/MultilinkPreview',
  component: MultilinkPreview,
  decorators: [
    (Story) => (
      <QueryProvider>
        <Story />
      </QueryProvider>
    ),
  ],
  parameters: { layout: 'fullscreen', msw: { handlers: mockHandlers(STORY_BASE_URL) } },
  args: {
    client: storyClient,
    businessId: BUSINESS_ID,
    multilinkId: 'mlt_0001',
    publicUrl: 'https://go.example/demo/mlt_0001',
    onEdit: fn(),
    onDeleted: fn(),
    onOpenSubLink: fn(),
  },
} satisfies Meta<typeof MultilinkPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Mocks whose multilink `mlt_0001` has two experiences (70/30) with these figures. */
function withFigures(a: AbFigures, b: AbFigures) {
  return {
    msw: { handlers: mockHandlers(STORY_BASE_URL, { store: storeWithAbFigures(a, b) }) },
  };
}

/** The A/B verdict panel, once the multilink has loaded. */
const verdictPanel = async (canvas: ReturnType<typeof within>, name = 'A/B verdict') =>
  canvas.findByRole('region', { name }, { timeout: 5000 });

export const Admin: Story = {
  play: async ({ args, canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Split test 1', level: 1 }),
    ).toBeVisible();
    const table = canvas.getByRole('grid', { name: 'Experiences' });
    for (const header of [
      'Name',
      'Type',
      'Device',
      'Traffic',
      'Clicks',
      'Sales',
      'Revenue',
      'CR',
      'Cart average',
    ])
      await expect(
        within(table).getByRole('columnheader', { name: new RegExp(`^${header}`) }),
      ).toBeVisible();
    await userEvent.click(within(table).getByRole('row', { name: /Experience A/ }));
    await expect(args.onOpenSubLink).toHaveBeenCalledOnce();
  },
};

export const Delete: Story = {
  // Its own mock store: the delete must not reach the other stories.
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL) } },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'More options' }));
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'Delete' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: 'Delete this multilink?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.onDeleted).toHaveBeenCalledOnce());
  },
};

export const DeleteFailed: Story = {
  parameters: {
    msw: { handlers: mockHandlers(STORY_BASE_URL, { error: true, only: ['deleteMultilink'] }) },
  },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'More options' }));
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: 'Delete' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: 'Delete this multilink?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(dialog).findByText(/The multilink was not deleted/)).toBeVisible();
    await expect(args.onDeleted).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { loading: true }) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading the multilink' })).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: mockHandlers(STORY_BASE_URL, { error: true }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The multilink could not be loaded.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('grid', { name: 'Experiences' })).toBeVisible();
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('grid', { name: 'חוויות' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('grid', { name: 'Experiences' })).toBeVisible();
  },
};

export const VerdictNotEnoughData: Story = {
  parameters: withFigures([140, 7, 350], [60, 3, 90]),
  play: async ({ canvas }) => {
    const panel = await verdictPanel(canvas);
    await expect(within(panel).getByText('Not enough data yet')).toBeVisible();
    await expect(
      within(panel).getByText(
        'A verdict needs 100 visits on each experience: Experience A has 140, Experience B has 60.',
      ),
    ).toBeVisible();
    await expect(
      within(panel).getByRole('group', { name: 'Revenue per visit, Experience A' }),
    ).toHaveTextContent('$2.50');
    await expect(within(panel).queryByText(/probability/)).toBeNull();
  },
};

export const VerdictBBetter: Story = {
  parameters: withFigures([1400, 70, 2800], [600, 39, 1500]),
  play: async ({ canvas }) => {
    const panel = await verdictPanel(canvas);
    await expect(
      within(panel).getByText(
        'Experience B converts better than Experience A with 92% probability',
      ),
    ).toBeVisible();
    const uplift = within(panel).getByRole('group', {
      name: 'Expected uplift of Experience B over Experience A',
    });
    await expect(uplift).toHaveTextContent(
      /^Expected uplift.*\+\d+%95% interval: -\d+% to \+\d+%$/,
    );
    await expect(
      within(panel).getByRole('group', { name: 'Visits still needed for 95%' }),
    ).toHaveTextContent('745');
    await expect(
      within(panel).getByRole('group', { name: 'Revenue per visit, Experience B' }),
    ).toHaveTextContent('$2.50');
  },
};

export const VerdictABetter: Story = {
  parameters: withFigures([600, 39, 1500], [1400, 70, 2800]),
  play: async ({ canvas }) => {
    const panel = await verdictPanel(canvas);
    await expect(
      within(panel).getByText(
        'Experience A converts better than Experience B with 92% probability',
      ),
    ).toBeVisible();
    await expect(
      within(panel).getByRole('group', {
        name: 'Expected uplift of Experience B over Experience A',
      }),
    ).toHaveTextContent(/-\d+%95% interval/);
  },
};

export const VerdictEven: Story = {
  parameters: withFigures([1400, 70, 2800], [600, 30, 1200]),
  play: async ({ canvas }) => {
    const panel = await verdictPanel(canvas);
    await expect(
      within(panel).getByText('Experience A and Experience B convert at the same rate so far'),
    ).toBeVisible();
    await expect(
      within(panel).getByRole('group', { name: 'Visits still needed for 95%' }),
    ).toHaveTextContent('Out of reach at the current rates');
  },
};

export const VerdictReached: Story = {
  parameters: withFigures([1000, 30, 1500], [1000, 80, 4200]),
  play: async ({ canvas }) => {
    const panel = await verdictPanel(canvas);
    await expect(
      within(panel).getByText(
        'Experience B converts better than Experience A with 99.9% probability',
      ),
    ).toBeVisible();
    await expect(within(panel).getByText('95% reached: you can act on it.')).toBeVisible();
    await expect(
      within(panel).getByRole('group', { name: 'Visits still needed for 95%' }),
    ).toHaveTextContent('None');
  },
};

export const VerdictHebrew: Story = {
  parameters: withFigures([1400, 70, 2800], [600, 39, 1500]),
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    const panel = await verdictPanel(canvas, 'תוצאת מבחן A/B');
    await expect(
      within(panel).getByText('חוויה B ממירה טוב יותר מאשר חוויה A בהסתברות של 92%'),
    ).toBeVisible();
    await expect(
      within(panel).getByRole('group', { name: 'כניסות שעוד נדרשות ל־95%' }),
    ).toHaveTextContent('745');
  },
};

export const VerdictNotEnoughDataHebrew: Story = {
  parameters: withFigures([140, 7, 350], [60, 3, 90]),
  globals: { locale: 'he-IL' },
  play: async ({ canvas }) => {
    const panel = await verdictPanel(canvas, 'תוצאת מבחן A/B');
    await expect(within(panel).getByText('אין עדיין מספיק נתונים')).toBeVisible();
  },
};

export const VerdictDark: Story = {
  parameters: withFigures([1000, 30, 1500], [1000, 80, 4200]),
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    const panel = await verdictPanel(canvas);
    await expect(within(panel).getByText('95% reached: you can act on it.')).toBeVisible();
  },
};

export const VerdictNotEnoughDataDark: Story = {
  parameters: withFigures([140, 7, 350], [60, 3, 90]),
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    const panel = await verdictPanel(canvas);
    await expect(within(panel).getByText('Not enough data yet')).toBeVisible();
  },
};

export const VerdictPhone: Story = {
  parameters: withFigures([1400, 70, 2800], [600, 39, 1500]),
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const panel = await verdictPanel(canvas);
    await expect(
      within(panel).getByRole('group', { name: 'Visits still needed for 95%' }),
    ).toBeVisible();
  },
};
