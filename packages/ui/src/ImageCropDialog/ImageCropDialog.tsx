import { useState } from 'react';
import {
  Dialog as AriaDialog,
  Heading,
  Label,
  Menu,
  MenuItem,
  MenuTrigger,
  Modal,
  ModalOverlay,
  Popover,
  Slider,
  SliderOutput,
  SliderThumb,
  SliderTrack,
  type ModalOverlayProps,
} from 'react-aria-components';
import { Button } from '../Button';
import { dialog, modal, overlay } from '../Dialog/Dialog.css';
import { useStrings } from '../intl';
import { CropArea } from './CropArea';
import { cropImage, type CropOutput, type CropPixels } from './cropImage';
import {
  backIcon,
  controls,
  error as errorClass,
  header,
  menu,
  menuItem,
  menuPopover,
  panel,
  slider,
  sliderLabel,
  stage,
  thumb,
  tick,
  title as titleClass,
  track,
} from './ImageCropDialog.css';
import {
  aspectOf,
  cropZoom,
  variantCrop,
  type cropAspectRatios,
  type cropVariants,
} from './imageCropVariants';

/**
 * Props of ImageCropDialog: react-aria's ModalOverlay props (`isOpen`, `onOpenChange`…) plus the
 * image, the crop's shape and what to do with the result.
 */
export interface ImageCropDialogProps
  extends Omit<ModalOverlayProps, 'className' | 'style' | 'children'>, CropOutput {
  /** The image to crop: an object URL of the picked file, or a same-origin address. */
  src: string;
  /**
   * Receives the cropped image. If it returns a promise, Done shows busy until it settles; the
   * dialog closes when it resolves and stays open with a message when it rejects.
   */
  onCrop: (blob: Blob) => void | Promise<unknown>;
  /** Called when the user goes back without cropping (the dialog closes too). */
  onBack?: () => void;
  /**
   * `free` (default) offers the aspect-ratio menu (original, 1:1, 16:9, 4:5); `logo` fixes 4:1;
   * `influencer` fixes a 1:1 round crop.
   */
  variant?: (typeof cropVariants)[number];
  /** A fixed ratio (width over height) instead of the variant's, e.g. 5 / 2 for a wide logo. */
  aspect?: number;
  /** The ratio the menu starts with: the image's original by default. */
  defaultAspectRatio?: (typeof cropAspectRatios)[number];
  /** The title: "Crop image" by default, in the UI's language. */
  title?: string;
}

const ratioOptions: { id: (typeof cropAspectRatios)[number]; ratio?: number }[] = [
  { id: 'original' },
  { id: '1:1', ratio: aspectOf['1:1'] },
  { id: '16:9', ratio: aspectOf['16:9'] },
  { id: '4:5', ratio: aspectOf['4:5'] },
];

/**
 * Crops a picked image before it is uploaded: Back, the title and Done on top, the cropper (drag
 * or arrow keys to move, pinch or wheel to zoom), then the aspect-ratio menu and a zoom slider
 * from 1 to 3 in steps of 0.02. Done hands the crop to `onCrop` as a Blob (PNG at 0.95 by
 * default). The cropper itself (react-easy-crop) loads only when the dialog first opens.
 */
export function ImageCropDialog({
  src,
  onCrop,
  onBack,
  variant = 'free',
  aspect: fixedAspect,
  defaultAspectRatio = 'original',
  title,
  type,
  quality,
  maxWidth,
  maxHeight,
  ...props
}: ImageCropDialogProps) {
  const strings = useStrings();
  const [ratio, setRatio] = useState<(typeof cropAspectRatios)[number]>(defaultAspectRatio);
  const [zoom, setZoom] = useState<number>(cropZoom.min);
  const [naturalRatio, setNaturalRatio] = useState<number>();
  const [pixels, setPixels] = useState<CropPixels>();
  const [isCropping, setCropping] = useState(false);
  const [failed, setFailed] = useState(false);

  const fixed = variant === 'free' ? undefined : variantCrop[variant];
  const shape = fixed?.shape ?? 'rect';
  const aspect =
    fixedAspect ?? fixed?.aspect ?? (ratio === 'original' ? naturalRatio : aspectOf[ratio]);
  const ratioLabel = (id: (typeof cropAspectRatios)[number]) =>
    id === 'original' ? strings.format('imageCropDialog.original') : id;

  const done = async (close: () => void) => {
    if (pixels == null) return;
    setCropping(true);
    setFailed(false);
    try {
      const blob = await cropImage(src, pixels, { type, quality, maxWidth, maxHeight });
      await onCrop(blob);
      close();
    } catch {
      setFailed(true);
    } finally {
      setCropping(false);
    }
  };

  return (
    <ModalOverlay {...props} isDismissable={false} className={overlay}>
      <Modal className={`${modal({ size: 'lg' })} ${panel}`}>
        <AriaDialog className={dialog}>
          {({ close }) => (
            <>
              <div className={header}>
                <Button
                  variant="tertiary"
                  isDisabled={isCropping}
                  onPress={() => {
                    onBack?.();
                    close();
                  }}
                >
                  <svg
                    className={backIcon}
                    width="16"
                    height="16"
                    viewBox="0 0 16 16"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    aria-hidden="true"
                  >
                    <path d="M10 3L5 8l5 5" />
                  </svg>
                  {strings.format('imageCropDialog.back')}
                </Button>
                <Heading slot="title" level={2} className={titleClass}>
                  {title ?? strings.format('imageCropDialog.title')}
                </Heading>
                <Button
                  isPending={isCropping}
                  isDisabled={pixels == null}
                  onPress={() => void done(close)}
                >
                  {strings.format('imageCropDialog.done')}
                </Button>
              </div>
              <div className={stage}>
                <CropArea
                  src={src}
                  aspect={aspect}
                  shape={shape}
                  zoom={zoom}
                  onZoomChange={setZoom}
                  onImageSize={(width, height) => setNaturalRatio(width / height)}
                  onCropPixels={setPixels}
                  label={strings.format('imageCropDialog.cropArea')}
                />
              </div>
              <div className={controls}>
                {fixed == null && fixedAspect == null ? (
                  <MenuTrigger>
                    <Button variant="secondary">
                      {`${strings.format('imageCropDialog.aspectRatio')}: ${ratioLabel(ratio)}`}
                    </Button>
                    <Popover className={menuPopover} placement="top start">
                      <Menu
                        className={menu}
                        selectionMode="single"
                        selectedKeys={[ratio]}
                        onSelectionChange={(keys) => {
                          const [key] = [...(keys as Set<(typeof cropAspectRatios)[number]>)];
                          if (key != null) setRatio(key);
                        }}
                      >
                        {ratioOptions.map((option) => (
                          <MenuItem key={option.id} id={option.id} className={menuItem}>
                            {({ isSelected }) => (
                              <>
                                <svg
                                  className={tick}
                                  viewBox="0 0 16 16"
                                  fill="none"
                                  stroke="currentColor"
                                  strokeWidth="2"
                                  aria-hidden="true"
                                >
                                  {isSelected ? <path d="M3 8.5l3 3 7-7" /> : null}
                                </svg>
                                {ratioLabel(option.id)}
                              </>
                            )}
                          </MenuItem>
                        ))}
                      </Menu>
                    </Popover>
                  </MenuTrigger>
                ) : null}
                <Slider
                  className={slider}
                  value={zoom}
                  onChange={setZoom}
                  minValue={cropZoom.min}
                  maxValue={cropZoom.max}
                  step={cropZoom.step}
                  formatOptions={{ minimumFractionDigits: 2, maximumFractionDigits: 2 }}
                >
                  <Label className={sliderLabel}>{strings.format('imageCropDialog.zoom')}</Label>
                  <SliderOutput />
                  <SliderTrack className={track}>
                    <SliderThumb className={thumb} />
                  </SliderTrack>
                </Slider>
              </div>
              {failed ? (
                <p role="alert" className={errorClass}>
                  {strings.format('imageCropDialog.error')}
                </p>
              ) : null}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
