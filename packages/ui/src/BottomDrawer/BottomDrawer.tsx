import type { ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  Heading,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { body, dialog, handle, overlay, sheet, title as titleClass } from './BottomDrawer.css';

/** What a BottomDrawer passes to its render-function children. */
export interface BottomDrawerRenderProps {
  /** Closes the drawer (focus returns to what opened it). */
  close: () => void;
}

/**
 * Props of BottomDrawer: react-aria's ModalOverlay props (`isOpen`, `defaultOpen`,
 * `onOpenChange`, `isDismissable`, `isKeyboardDismissDisabled`…) plus the content and its name.
 * Inside a `DialogTrigger` it opens from the trigger's button and needs no `isOpen`.
 */
export interface BottomDrawerProps extends Omit<
  ModalOverlayProps,
  'className' | 'style' | 'children'
> {
  /** A visible title, rendered as a heading; it names the drawer's dialog. */
  title?: ReactNode;
  /** Names the drawer's dialog when it has no `title` ("More options"). */
  'aria-label'?: string;
  /** The content: a menu of actions, a date picker; a function receives `{ close }`. */
  children: ReactNode | ((renderProps: BottomDrawerRenderProps) => ReactNode);
}

/**
 * A sheet that slides up from the bottom of the screen over the drawer motion token, with
 * a grab-handle look: the phone form of a popover or a menu. It is modal: focus moves into it and
 * stays there; Escape or a tap on the backdrop (unless `isDismissable` is false) closes it, and
 * focus returns to what opened it.
 */
export function BottomDrawer({
  title,
  'aria-label': ariaLabel,
  children,
  isDismissable = true,
  ...props
}: BottomDrawerProps) {
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={overlay}>
      <Modal className={sheet}>
        <div className={handle} aria-hidden="true" />
        <AriaDialog aria-label={ariaLabel} className={dialog}>
          {({ close }) => (
            <>
              {title != null ? (
                <Heading slot="title" level={2} className={titleClass}>
                  {title}
                </Heading>
              ) : null}
              <div className={body}>
                {typeof children === 'function' ? children({ close }) : children}
              </div>
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
