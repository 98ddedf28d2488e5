import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Section } from './Section';

const meta = {
  title: 'UI/Layout/Section',
  component: Section,
  args: {
    id: 'utm',
    title: 'UTM parameters',
    description: 'Added to every link you share.',
    children: <TextField label="Source" defaultValue="instagram" />,
  },
  beforeEach: () => () => {
    window.history.replaceState(
      window.history.state,
      '',
      window.location.pathname + window.location.search,
    );
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'UTM parameters' });
    await expect(region).toHaveAttribute('id', 'utm');
    await expect(region).not.toHaveAttribute('data-highlighted');
  },
};

export const WithActions: Story = {
  args: { actions: <Button variant="tertiary">Reset</Button> },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'UTM parameters' });
    await expect(region).toContainElement(canvas.getByRole('button', { name: 'Reset' }));
  },
};

/**
 * When the location hash becomes `#analytics` (a link from the home page's to-do list), the page
 * scrolls to that section, focuses and highlights it.
 */
export const DeepLinkedByHash: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={{ blockSize: 1200 }}>Other settings</div>
      <Section {...args} id="analytics" title="Analytics integrations" description={undefined}>
        <TextField label="Facebook pixel id" />
      </Section>
    </div>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Analytics integrations' });
    await expect(region).not.toHaveAttribute('data-highlighted');
    window.history.replaceState(window.history.state, '', '#analytics');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await waitFor(() => expect(region).toHaveAttribute('data-highlighted'));
    await expect(region).toHaveFocus();
    await waitFor(() =>
      expect(region.getBoundingClientRect().top).toBeLessThan(window.innerHeight),
    );
    // Tab moves on to the field inside.
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Facebook pixel id' })).toHaveFocus();
    await waitFor(() => expect(region).not.toHaveAttribute('data-highlighted'), {
      timeout: 3000,
    });
  },
};

export const Hebrew: Story = {
  globals: { locale: 'he-IL' },
  args: {
    title: 'פרמטרי UTM',
    description: 'מתווספים לכל קישור שמשותף.',
    actions: <Button variant="tertiary">איפוס</Button>,
    children: <TextField label="מקור" defaultValue="instagram" />,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dir).toBe('rtl');
    const heading = canvas.getByRole('heading', { name: 'פרמטרי UTM' });
    const reset = canvas.getByRole('button', { name: 'איפוס' });
    await expect(reset.getBoundingClientRect().right).toBeLessThan(
      heading.getBoundingClientRect().left,
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
    await expect(canvas.getByRole('region', { name: 'UTM parameters' })).toBeVisible();
  },
};
