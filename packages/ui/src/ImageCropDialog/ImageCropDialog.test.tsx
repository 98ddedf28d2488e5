import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CropAreaProps } from './CropArea';
import { cropImage } from './cropImage';
import { ImageCropDialog } from './ImageCropDialog';

// react-easy-crop measures a loaded image, which happy-dom never loads: stand in for the
// crop area with one that reports an 800 × 600 image and a crop at once, and shows its props.
vi.mock('./CropArea', async () => {
  const { useEffect, useRef } = await import('react');
  return {
    CropArea: function FakeCropArea(props: CropAreaProps) {
      const { onImageSize, onCropPixels } = props;
      const reported = useRef(false);
      useEffect(() => {
        if (reported.current) return;
        reported.current = true;
        onImageSize(800, 600);
        onCropPixels({ x: 10, y: 20, width: 400, height: 300 });
      });
      return (
        <div
          role="group"
          aria-label={props.label}
          data-aspect={props.aspect}
          data-shape={props.shape}
          data-zoom={props.zoom}
        />
      );
    },
  };
});

const drawImage = vi.fn();

beforeEach(() => {
  drawImage.mockClear();
  vi.stubGlobal(
    'Image',
    class {
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      crossOrigin = '';
      set src(_value: string) {
        setTimeout(() => this.onload?.(), 0);
      }
    },
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage,
  } as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function toBlob(
    this: HTMLCanvasElement,
    callback: BlobCallback,
    type?: string,
  ) {
    callback(new Blob([`${this.width}x${this.height}`], { type }));
  });
});
afterEach(() => vi.unstubAllGlobals());

async function open(props: Partial<Parameters<typeof ImageCropDialog>[0]> = {}) {
  const onCrop = vi.fn();
  const onOpenChange = vi.fn();
  render(
    <ImageCropDialog
      isOpen
      onOpenChange={onOpenChange}
      src="/photo.jpg"
      onCrop={onCrop}
      {...props}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Crop image' });
  const area = await within(dialog).findByRole('group', {
    name: 'Crop area: drag or use the arrow keys to move the image',
  });
  // Done waits for the first crop the area reports.
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Done' })).toBeEnabled());
  return { dialog, area, onCrop, onOpenChange };
}

describe('ImageCropDialog', () => {
  it('starts at the original ratio and changes it from the aspect-ratio menu', async () => {
    const { dialog, area } = await open();
    // Once the image reports its natural size.
    await waitFor(() => expect(area).toHaveAttribute('data-aspect', String(800 / 600)));
    expect(area).toHaveAttribute('data-shape', 'rect');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aspect ratio: Original' }));
    const menu = await screen.findByRole('menu', { name: 'Aspect ratio: Original' });
    expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent),
    ).toEqual(['Original', '1:1', '16:9', '4:5']);
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: '16:9' }));
    expect(area).toHaveAttribute('data-aspect', String(16 / 9));
    expect(within(dialog).getByRole('button', { name: 'Aspect ratio: 16:9' })).toBeInTheDocument();
  });

  it('zooms from 1 to 3 in steps of 0.02 with the slider keys', async () => {
    const { area } = await open();
    const zoom = screen.getByRole('slider', { name: 'Zoom' });
    expect(zoom).toHaveAttribute('min', '1');
    expect(zoom).toHaveAttribute('max', '3');
    expect(zoom).toHaveAttribute('step', '0.02');
    await userEvent.click(zoom);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(area).toHaveAttribute('data-zoom', '1.04');
    await userEvent.keyboard('{End}');
    expect(area).toHaveAttribute('data-zoom', '3');
  });

  it('hands the crop to onCrop as a PNG Blob on Done, then closes', async () => {
    const { dialog, onCrop, onOpenChange } = await open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(onCrop).toHaveBeenCalledOnce());
    const blob = onCrop.mock.calls[0]?.[0] as Blob;
    expect(blob.type).toBe('image/png');
    expect(await blob.text()).toBe('400x300');
    expect(drawImage).toHaveBeenCalledWith(expect.anything(), 10, 20, 400, 300, 0, 0, 400, 300);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('stays open with a message, nothing busy, when the upload fails', async () => {
    const { dialog, onOpenChange } = await open({
      onCrop: () => Promise.reject(new Error('offline')),
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The image could not be cropped. Try again or choose another image.',
    );
    expect(within(dialog).getByRole('button', { name: 'Done' })).not.toHaveAttribute(
      'aria-disabled',
    );
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it('goes back without cropping', async () => {
    const onBack = vi.fn();
    const { dialog, onCrop, onOpenChange } = await open({ onBack });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledOnce();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onCrop).not.toHaveBeenCalled();
  });

  it('fixes 4:1 for a logo and a round 1:1 for an influencer, without the menu', async () => {
    const logo = await open({ variant: 'logo' });
    expect(logo.area).toHaveAttribute('data-aspect', '4');
    expect(screen.queryByRole('button', { name: /Aspect ratio/ })).not.toBeInTheDocument();
    cleanup();
    const influencer = await open({ variant: 'influencer' });
    expect(influencer.area).toHaveAttribute('data-aspect', '1');
    expect(influencer.area).toHaveAttribute('data-shape', 'round');
    cleanup();
    const wide = await open({ variant: 'logo', aspect: 5 / 2 });
    expect(wide.area).toHaveAttribute('data-aspect', '2.5');
  });
});

describe('cropImage', () => {
  it('downscales to fit the maximum size and encodes with the given type and quality', async () => {
    const toBlob = vi.mocked(HTMLCanvasElement.prototype.toBlob);
    const blob = await cropImage(
      '/photo.jpg',
      { x: 0, y: 0, width: 2000, height: 1000 },
      { maxWidth: 1000, maxHeight: 1000, type: 'image/jpeg', quality: 0.8 },
    );
    expect(await blob.text()).toBe('1000x500');
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.8);
  });
});
