import { useId, useState } from 'react';
import {
  DropZone as AriaDropZone,
  FileTrigger as AriaFileTrigger,
  isFileDropItem,
  Text,
} from 'react-aria-components';
import { Button } from '../Button';
import { useFileRuleTexts } from '../FileTrigger/FileTrigger';
import { checkFiles, type FileCheck, type FileRules } from '../FileTrigger/fileRules';
import { useStrings } from '../intl';
import { icon, limits as limitsClass, message as messageClass, prompt, zone } from './DropZone.css';

/** Props of DropZone: the rules and what to do with the files. */
export interface DropZoneProps extends FileRules {
  /** Called with the dropped or picked files that pass the rules (never with an empty list). */
  onSelect?: (files: File[]) => void;
  /** Called with every drop or pick, accepted and refused files both. */
  onCheck?: (check: FileCheck) => void;
  /** Whether several files can be given at once; otherwise only the first dropped file counts. */
  allowsMultiple?: boolean;
  /** Names the drop target for assistive technology; "Drop zone" in the UI's language by default. */
  'aria-label'?: string;
  /** Whether the zone takes no drops and its button is disabled. */
  isDisabled?: boolean;
}

/**
 * An area to drag files onto, with a browse button for the system chooser and the accepted types
 * and size limit under it. Files of another type or over the limit are refused with a message
 * naming each file and the types or the limit; the rest go to `onSelect`. Keyboard and screen
 * reader users reach the browse button (and react-aria's hidden drop button for pasting).
 */
export function DropZone({
  onSelect,
  onCheck,
  acceptedFileTypes,
  maxFileSize,
  allowsMultiple,
  'aria-label': ariaLabel,
  isDisabled,
}: DropZoneProps) {
  const strings = useStrings();
  const rules = { acceptedFileTypes, maxFileSize };
  const { limits, describe } = useFileRuleTexts(rules);
  const [message, setMessage] = useState<string | null>(null);
  const limitsId = useId();
  const messageId = useId();

  const take = (files: File[]) => {
    const check = checkFiles(allowsMultiple ? files : files.slice(0, 1), rules);
    setMessage(describe(check));
    onCheck?.(check);
    if (check.accepted.length > 0) onSelect?.(check.accepted);
  };
  const describedBy =
    [limits ? limitsId : null, message ? messageId : null].filter(Boolean).join(' ') || undefined;

  return (
    <AriaDropZone
      aria-label={ariaLabel ?? strings.format('dropZone.label')}
      isDisabled={isDisabled}
      getDropOperation={() => 'copy'}
      onDrop={async (event) => {
        const files = await Promise.all(
          event.items.filter(isFileDropItem).map((item) => item.getFile()),
        );
        take(files);
      }}
      className={zone}
    >
      {({ isDropTarget }) => (
        <>
          <svg
            className={icon}
            viewBox="0 0 28 28"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.75"
            aria-hidden="true"
          >
            <path d="M14 18V5M8.5 10.5L14 5l5.5 5.5M5 18v4h18v-4" />
          </svg>
          {isDropTarget ? (
            <Text slot="label" className={prompt}>
              {strings.format('dropZone.dropHere')}
            </Text>
          ) : (
            <span className={prompt}>
              <Text slot="label">{strings.format('dropZone.prompt')}</Text>
              <AriaFileTrigger
                acceptedFileTypes={acceptedFileTypes ? [...acceptedFileTypes] : undefined}
                allowsMultiple={allowsMultiple}
                onSelect={(list) => take(list ? Array.from(list) : [])}
              >
                <Button variant="plain" isDisabled={isDisabled} aria-describedby={describedBy}>
                  {strings.format('dropZone.browse')}
                </Button>
              </AriaFileTrigger>
            </span>
          )}
          {limits ? (
            <span id={limitsId} className={limitsClass}>
              {limits}
            </span>
          ) : null}
          <span id={messageId} role="alert" className={messageClass}>
            {message}
          </span>
        </>
      )}
    </AriaDropZone>
  );
}
