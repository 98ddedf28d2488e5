import { useEffect, useRef, useState } from 'react';
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  Modal,
  ModalOverlay,
  useLocale,
  type ModalOverlayProps,
} from 'react-aria-components';
import { useStrings } from '../intl';
import {
  chevron,
  close as closeClass,
  control,
  counter,
  dialog,
  image as imageClass,
  modal,
  next as nextClass,
  overlay,
  previous as previousClass,
} from './ImageViewer.css';

/** One image of an ImageViewer. */
export interface ImageViewerImage {
  /** Its address. */
  src: string;
  /** What it shows, for screen readers ("Blue linen shirt, front"). */
  alt: string;
}

/**
 * Props of ImageViewer: react-aria's ModalOverlay props (`isOpen`, `defaultOpen`,
 * `onOpenChange`…; inside a `DialogTrigger` none are needed) plus the images and which one shows.
 */
export interface ImageViewerProps extends Omit<
  ModalOverlayProps,
  'className' | 'style' | 'children'
> {
  /** The images; with more than one, previous and next buttons and arrow keys move between them. */
  images: readonly ImageViewerImage[];
  /** The image shown (controlled), by position. */
  index?: number;
  /** The image shown first (uncontrolled): 0 by default. */
  defaultIndex?: number;
  /** Called with the new position when the user moves to another image. */
  onIndexChange?: (index: number) => void;
  /** Names the viewer: "Image viewer" by default, in the UI's language. */
  'aria-label'?: string;
}

const Chevron = ({ direction }: { direction: 'back' | 'forward' }) => (
  <svg
    className={chevron}
    width="20"
    height="20"
    viewBox="0 0 20 20"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden="true"
  >
    <path d={direction === 'back' ? 'M12.5 4l-6 6 6 6' : 'M7.5 4l6 6-6 6'} />
  </svg>
);

/** While mounted (the viewer is open), sends every arrow key press to `onArrow`. */
function ArrowKeys({ onArrow }: { onArrow: { current: (event: KeyboardEvent) => void } }) {
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onArrow.current(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [onArrow]);
  return null;
}

/**
 * A full-screen view of an image at its full size over a dark backdrop. Escape, the close button
 * or a click on the backdrop close it and return focus to what opened it. With several images,
 * the previous and next buttons and the arrow keys (mirrored in right-to-left) move between them,
 * stopping at the first and the last; "2 of 5" tells where you are.
 */
export function ImageViewer({
  images,
  index: controlledIndex,
  defaultIndex = 0,
  onIndexChange,
  'aria-label': ariaLabel,
  isDismissable = true,
  ...props
}: ImageViewerProps) {
  const strings = useStrings();
  const { direction } = useLocale();
  const [ownIndex, setOwnIndex] = useState(defaultIndex);
  const count = images.length;
  const index = Math.min(Math.max(controlledIndex ?? ownIndex, 0), Math.max(count - 1, 0));
  const current = images[index];

  const go = (to: number) => {
    if (to < 0 || to >= count || to === index) return;
    setOwnIndex(to);
    onIndexChange?.(to);
  };

  // The arrow keys move between the images; the listener lives only while the viewer is open.
  const onArrow = useRef<(event: KeyboardEvent) => void>(() => {});
  useEffect(() => {
    onArrow.current = (event) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      const forward = (event.key === 'ArrowRight') === (direction === 'ltr');
      go(forward ? index + 1 : index - 1);
    };
  });

  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={overlay}>
      <Modal className={modal}>
        <AriaDialog
          aria-label={ariaLabel ?? strings.format('imageViewer.label')}
          className={dialog}
        >
          {({ close }) => (
            <>
              <ArrowKeys onArrow={onArrow} />
              {current != null ? (
                <img className={imageClass} src={current.src} alt={current.alt} />
              ) : null}
              {count > 1 ? (
                <>
                  <p className={counter} aria-live="polite">
                    {strings.format('imageViewer.position', { index: index + 1, count })}
                  </p>
                  <AriaButton
                    className={`${control} ${previousClass}`}
                    aria-label={strings.format('imageViewer.previous')}
                    isDisabled={index === 0}
                    onPress={() => go(index - 1)}
                  >
                    <Chevron direction="back" />
                  </AriaButton>
                  <AriaButton
                    className={`${control} ${nextClass}`}
                    aria-label={strings.format('imageViewer.next')}
                    isDisabled={index === count - 1}
                    onPress={() => go(index + 1)}
                  >
                    <Chevron direction="forward" />
                  </AriaButton>
                </>
              ) : null}
              <AriaButton
                className={`${control} ${closeClass}`}
                aria-label={strings.format('common.close')}
                onPress={close}
              >
                <svg
                  width="18"
                  height="18"
                  viewBox="0 0 16 16"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.5"
                  aria-hidden="true"
                >
                  <path d="M4 4l8 8M12 4l-8 8" />
                </svg>
              </AriaButton>
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
