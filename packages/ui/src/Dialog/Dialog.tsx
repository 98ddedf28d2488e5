import type { ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  Heading,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { IconButton } from '../IconButton';
import { useStrings } from '../intl';
import {
  body,
  dialog,
  footer as footerClass,
  header,
  modal,
  overlay,
  title as titleClass,
} from './Dialog.css';

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
 * It fades in over the dialog motion token.
 */
export function Dialog({
  title,
  children,
  footer,
  closeLabel,
  size,
  role = 'dialog',
  headingLevel = 2,
  isDismissable = true,
  ...props
}: DialogProps) {
  const strings = useStrings();
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={overlay}>
      <Modal className={modal({ size })}>
        <AriaDialog role={role} className={dialog}>
          {({ close }) => (
            <>
              <div className={header}>
                <Heading slot="title" level={headingLevel} className={titleClass}>
                  {title}
                </Heading>
                {closeLabel !== null ? (
                  <IconButton
                    slot="close"
                    aria-label={closeLabel ?? strings.format('common.close')}
                    variant="plain"
                    size="sm"
                  >
                    <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5">
                      <path d="M4 4l8 8M12 4l-8 8" />
                    </svg>
                  </IconButton>
                ) : null}
              </div>
              <div className={body}>
                {typeof children === 'function' ? children({ close }) : children}
              </div>
              {footer != null ? (
                <div className={footerClass}>
                  {typeof footer === 'function' ? footer({ close }) : footer}
                </div>
              ) : null}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
