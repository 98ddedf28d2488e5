import { ConfirmDialog, CopyButton } from '@shoppable/ui';
import { useState } from 'react';
import { useStrings } from '../intl';
import * as styles from './InfluencerEditor.css';

/** A password shown once, with a copy button; Done closes it. */
export function PasswordDialog({
  title,
  message,
  password,
  onDone,
}: {
  title: string;
  message: string;
  password: string;
  onDone: () => void;
}) {
  const t = useStrings();
  const [isOpen, setOpen] = useState(true);
  const done = () => {
    if (!isOpen) return;
    setOpen(false);
    onDone();
  };
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) done();
      }}
      title={title}
      message={
        <span className={styles.fields}>
          <span>{message}</span>
          <span className={styles.password}>
            <span aria-label={t.format('editor.password')}>{password}</span>
            <CopyButton text={password} size="sm" copiedLabel={t.format('editor.copied')}>
              {t.format('editor.copy')}
            </CopyButton>
          </span>
        </span>
      }
      confirmLabel={t.format('editor.done')}
      onConfirm={done}
    />
  );
}
