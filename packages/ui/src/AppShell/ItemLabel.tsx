import type { ReactNode } from 'react';
import { navIcon } from './AppShell.css';

/** A menu entry's content: its decorative icon (when it has one), then its label. */
export function ItemLabel({ icon, label }: { icon?: ReactNode; label: string }) {
  return (
    <>
      {icon != null ? (
        <span className={navIcon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {label}
    </>
  );
}
