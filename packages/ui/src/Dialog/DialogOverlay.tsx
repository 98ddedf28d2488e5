import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
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
import type { DialogProps } from './Dialog';

/** Dialog's overlay, loaded when the dialog first opens (see `Dialog`). */
export function DialogOverlay({
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
