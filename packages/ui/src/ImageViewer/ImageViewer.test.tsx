import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogTrigger, I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { ImageViewer } from './ImageViewer';

const images = [
  { src: '/shirt-front.jpg', alt: 'Linen shirt, front' },
  { src: '/shirt-back.jpg', alt: 'Linen shirt, back' },
  { src: '/shirt-detail.jpg', alt: 'Linen shirt, collar detail' },
];

function Example({ onIndexChange }: { onIndexChange?: (index: number) => void }) {
  return (
    <DialogTrigger>
      <Button>View photos</Button>
      <ImageViewer images={images} onIndexChange={onIndexChange} />
    </DialogTrigger>
  );
}

describe('ImageViewer', () => {
  it('opens the first image full size in a named dialog, with its position', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'View photos' }));
    const viewer = screen.getByRole('dialog', { name: 'Image viewer' });
    expect(within(viewer).getByRole('img', { name: 'Linen shirt, front' })).toHaveAttribute(
      'src',
      '/shirt-front.jpg',
    );
    expect(viewer).toHaveTextContent('1 of 3');
    expect(within(viewer).getByRole('button', { name: 'Previous image' })).toBeDisabled();
  });

  it('moves with the buttons and the arrow keys, stopping at the ends', async () => {
    const onIndexChange = vi.fn();
    render(<Example onIndexChange={onIndexChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'View photos' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByRole('img', { name: 'Linen shirt, back' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('img', { name: 'Linen shirt, collar detail' })).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveTextContent('3 of 3');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('img', { name: 'Linen shirt, collar detail' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next image' })).toBeDisabled();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('img', { name: 'Linen shirt, back' })).toBeInTheDocument();
    expect(onIndexChange.mock.calls).toEqual([[1], [2], [1]]);
  });

  it('mirrors the arrow keys in right-to-left', async () => {
    render(
      <I18nProvider locale="he-IL">
        <ImageViewer isOpen images={images} />
      </I18nProvider>,
    );
    const viewer = screen.getByRole('dialog', { name: 'מציג התמונות' });
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(viewer).getByRole('img', { name: 'Linen shirt, back' })).toBeInTheDocument();
    expect(viewer).toHaveTextContent('2 מתוך 3');
  });

  it('closes with Escape and the close button, returning focus to the trigger', async () => {
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'View photos' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows one image without navigation, and can be controlled', () => {
    const { rerender } = render(<ImageViewer isOpen images={[images[0]!]} />);
    expect(screen.queryByRole('button', { name: 'Next image' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).not.toHaveTextContent('1 of 1');
    rerender(<ImageViewer isOpen images={images} index={2} />);
    expect(screen.getByRole('img', { name: 'Linen shirt, collar detail' })).toBeInTheDocument();
  });
});
