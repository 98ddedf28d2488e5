import { useId, useState, type ReactNode } from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { useStrings } from '../intl';
import * as styles from './ConflictDialog.css';

/** One field of the edited object, as both sides have it (plain text, as the editor shows it). */
export interface ConflictField {
  /** The field's label, as the editor names it ("Description"). */
  label: string;
  /** The value as the user typed it. */
  mine: string;
  /** The value saved elsewhere, now on the server. */
  theirs: string;
}

/** Props of ConflictDialog. */
export interface ConflictDialogProps {
  /** Whether the dialog shows (a save answered 409 and the current version is loaded). */
  isOpen: boolean;
  /** Called with `false` when the user closes the dialog to keep editing without choosing. */
  onOpenChange: (isOpen: boolean) => void;
  /** The heading: "Changed elsewhere" in the UI's language by default; name the object ("This Instant…"). */
  title?: ReactNode;
  /** What happened: by default, someone saved changes since this was opened, and nothing typed is lost. */
  message?: ReactNode;
  /**
   * The fields the editor shows, with both values; "Review their changes" lists the ones that
   * differ side by side (all fields may be passed: equal ones are left out).
   */
  fields: readonly ConflictField[];
  /** Discards what was typed and loads the current version into the editor. */
  onReload: () => void;
  /** Saves what was typed on top of the current version. */
  onOverwrite: () => void;
  /** Shows Overwrite busy and disables the actions while the overwrite saves. */
  isPending?: boolean;
}

/**
 * The answer to a lost-edit conflict (DESIGN.md §4 "Edits and conflicts"): the object was saved
 * elsewhere since the editor loaded it, so the save was refused (HTTP 409) and the editor still
 * holds everything typed. An alert dialog offers "Review their changes" (a table of the fields
 * that differ: yours next to theirs), "Reload" (discard mine, load theirs) and "Overwrite" (save
 * mine on top of theirs). Escape or the close button keeps editing without choosing.
 */
export function ConflictDialog({
  isOpen,
  onOpenChange,
  title,
  message,
  fields,
  onReload,
  onOverwrite,
  isPending = false,
}: ConflictDialogProps) {
  const strings = useStrings();
  const [reviewing, setReviewing] = useState(false);
  const reviewId = useId();
  const differing = fields.filter((field) => field.mine !== field.theirs);
  const value = (text: string) =>
    text === '' ? <span className={styles.empty}>{strings.format('conflict.empty')}</span> : text;

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) setReviewing(false);
        onOpenChange(open);
      }}
      title={title ?? strings.format('conflict.title')}
      role="alertdialog"
      size={reviewing ? 'lg' : 'md'}
      isDismissable={false}
      isKeyboardDismissDisabled={isPending}
      footer={
        <>
          <Button variant="secondary" isDisabled={isPending} onPress={onReload}>
            {strings.format('conflict.reload')}
          </Button>
          <Button variant="primary" isPending={isPending} onPress={onOverwrite}>
            {strings.format('conflict.overwrite')}
          </Button>
        </>
      }
    >
      <div className={styles.content}>
        <p className={styles.message}>{message ?? strings.format('conflict.message')}</p>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={reviewing}
          aria-controls={reviewing ? reviewId : undefined}
          onPress={() => setReviewing((open) => !open)}
        >
          {strings.format(reviewing ? 'conflict.hideReview' : 'conflict.review')}
        </Button>
        {reviewing ? (
          differing.length === 0 ? (
            <p id={reviewId} className={styles.same}>
              {strings.format('conflict.noDifferences')}
            </p>
          ) : (
            <table id={reviewId} className={styles.table}>
              <caption className={styles.same}>{strings.format('conflict.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col" className={styles.headerCell}>
                    {strings.format('conflict.field')}
                  </th>
                  <th scope="col" className={styles.headerCell}>
                    {strings.format('conflict.yours')}
                  </th>
                  <th scope="col" className={styles.headerCell}>
                    {strings.format('conflict.theirs')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {differing.map((field) => (
                  <tr key={field.label}>
                    <th scope="row" className={styles.headerCell}>
                      {field.label}
                    </th>
                    <td className={styles.cell}>{value(field.mine)}</td>
                    <td className={styles.cell}>{value(field.theirs)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        ) : null}
      </div>
    </Dialog>
  );
}
