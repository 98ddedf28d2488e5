import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { BottomDrawerProps } from './BottomDrawer';
import { body, dialog, handle, overlay, sheet, title as titleClass } from './BottomDrawer.css';

/** BottomDrawer's overlay, loaded when the drawer first opens (see `BottomDrawer`). */
export function DrawerOverlay({
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
