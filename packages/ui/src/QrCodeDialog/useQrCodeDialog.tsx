import { useState, type ReactNode } from 'react';
import { QrCodeDialog } from './lazy';

/** What a QR code dialog shows: the link's public address, its name and the files' name. */
export interface QrCodeTarget {
  /** The link's public address (the code adds `utm_medium=qr`). */
  url: string;
  /** The link's name, in the title. */
  name?: string;
  /** The downloaded files' name without extension. */
  fileName?: string;
}

/**
 * A QR code dialog for a screen with links (a list's menus, a preview page): `open(target)` shows
 * it; render `dialog` once. The dialog keeps its link while it closes.
 */
export function useQrCodeDialog(): { open: (target: QrCodeTarget) => void; dialog: ReactNode } {
  const [target, setTarget] = useState<QrCodeTarget | null>(null);
  const [isOpen, setOpen] = useState(false);
  return {
    open: (next) => {
      setTarget(next);
      setOpen(true);
    },
    dialog: target ? <QrCodeDialog {...target} isOpen={isOpen} onOpenChange={setOpen} /> : null,
  };
}
