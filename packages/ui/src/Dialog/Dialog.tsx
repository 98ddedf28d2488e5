import type { ReactNode } from 'react';
import type { ModalOverlayProps } from 'react-aria-components';
import { LazyModalOverlay } from '../lazyDialog/LazyOverlay';
import { overlayModules } from '../lazyDialog/overlays';
import type { dialogSizes } from './dialogVariants';

/** What a Dialog passes to its render-function children and footer. */
export interface DialogRenderProps {
  /** Closes the dialog (focus returns to what opened it). */
  close: () => void;
}

/**
 * Props of Dialog: react-aria's ModalOverlay props (`isOpen`, `defaultOpen`, `onOpenChange`,
 * `isDismissable`, `isKeyboardDismissDisabled`…) plus the title, content and actions. Inside a
 * `DialogTrigger` it opens from the trigger's button and needs no `isOpen`.
 */
export interface DialogProps extends Omit<ModalOverlayProps, 'className' | 'style' | 'children'> {
  /** The title, rendered as the dialog's heading; it names the dialog. */
  title: ReactNode;
  /** The content; a function receives `{ close }`. */
  children: ReactNode | ((renderProps: DialogRenderProps) => ReactNode);
  /** The actions row at the bottom (Buttons); a function receives `{ close }`. */
  footer?: ReactNode | ((renderProps: DialogRenderProps) => ReactNode);
  /**
   * The accessible name of the close button in the corner: "Close" in the UI's language (from
   * the nearest I18nProvider) by default. Pass `null` to leave the button out (a dialog that must
   * be answered).
   */
  closeLabel?: string | null;
  /** The width: sm (400 px), md (520 px, default) or lg (720 px); never wider than the screen. */
  size?: (typeof dialogSizes)[number];
  /** `alertdialog` for a dialog that interrupts to ask for a decision; `dialog` by default. */
  role?: 'dialog' | 'alertdialog';
  /** The heading level of the title: 2 by default. */
  headingLevel?: 2 | 3;
}

/**
 * A modal dialog: a dimmed backdrop, a panel with the title as its heading, a close button,
 * the content and an actions row. Focus moves into it and stays there until it closes (Escape,
 * the close button, a click outside when `isDismissable`), then returns to what opened it.
 * It fades in over the dialog motion token (150 ms). Its code loads the first time it opens.
 */
export function Dialog(props: DialogProps) {
  return (
    <LazyModalOverlay
      module={overlayModules.dialog}
      isOpen={props.isOpen}
      defaultOpen={props.defaultOpen}
      onOpenChange={props.onOpenChange}
    >
      {({ DialogOverlay }) => <DialogOverlay {...props} />}
    </LazyModalOverlay>
  );
}
