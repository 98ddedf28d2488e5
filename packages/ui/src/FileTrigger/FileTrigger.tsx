import { useId, useState, type ReactNode } from 'react';
import { useLocale } from 'react-aria';
import { FileTrigger as AriaFileTrigger } from 'react-aria-components';
import { Button, type ButtonProps } from '../Button';
import { useStrings } from '../intl';
import { listFormat } from '../intl/formatters';
import { limits as limitsClass, message as messageClass, root } from './FileTrigger.css';
import { checkFiles, formatFileSize, typeName, type FileCheck, type FileRules } from './fileRules';

/**
 * The texts of the rules in the UI's language: `limits` ("PNG or JPEG, up to 10 MB") and
 * `describe(check)`, the message naming each refused file with the types or the limit it missed.
 */
export function useFileRuleTexts(rules: FileRules) {
  const strings = useStrings();
  const { locale } = useLocale();
  const types = rules.acceptedFileTypes?.length
    ? listFormat(locale, { type: 'disjunction' }).format(rules.acceptedFileTypes.map(typeName))
    : null;
  const limit = rules.maxFileSize !== undefined ? formatFileSize(rules.maxFileSize, locale) : null;
  const limits =
    types && limit ? strings.format('fileTrigger.limits', { types, limit }) : (types ?? limit);
  const describe = (check: FileCheck): string | null =>
    check.rejected.length === 0
      ? null
      : check.rejected
          .map(({ file, reason }) =>
            reason === 'type'
              ? strings.format('fileTrigger.wrongType', { name: file.name, types: types ?? '' })
              : strings.format('fileTrigger.tooLarge', { name: file.name, limit: limit ?? '' }),
          )
          .join(' ');
  return { limits, describe };
}

/** Props of FileTrigger: the rules, the button's look and label, and what to do with the files. */
export interface FileTriggerProps extends FileRules {
  /** The button's label ("Upload image"). */
  children: ReactNode;
  /** Called with the picked files that pass the rules (never with an empty list). */
  onSelect?: (files: File[]) => void;
  /** Called with every pick, accepted and refused files both, e.g. to log refusals. */
  onCheck?: (check: FileCheck) => void;
  /** Whether several files can be picked at once. */
  allowsMultiple?: boolean;
  /** Opens the camera on phones: `user` (front) or `environment` (back). */
  defaultCamera?: 'user' | 'environment';
  /** Shows the accepted types and the size limit under the button. Default true. */
  showLimits?: boolean;
  /** The button's look (`secondary` by default) and size. */
  variant?: ButtonProps['variant'];
  /** The button's size. */
  size?: ButtonProps['size'];
  /** Whether the button is disabled. */
  isDisabled?: boolean;
}

/**
 * A button that opens the system file chooser. Files of a type not in `acceptedFileTypes` or
 * larger than `maxFileSize` are refused with a message naming the file and the accepted types or
 * the limit; the others go to `onSelect`. The chooser itself is limited to the accepted types.
 */
export function FileTrigger({
  children,
  onSelect,
  onCheck,
  acceptedFileTypes,
  maxFileSize,
  allowsMultiple,
  defaultCamera,
  showLimits = true,
  variant = 'secondary',
  size,
  isDisabled,
}: FileTriggerProps) {
  const rules = { acceptedFileTypes, maxFileSize };
  const { limits, describe } = useFileRuleTexts(rules);
  const [message, setMessage] = useState<string | null>(null);
  const limitsId = useId();
  const messageId = useId();

  return (
    <div className={root}>
      <AriaFileTrigger
        acceptedFileTypes={acceptedFileTypes ? [...acceptedFileTypes] : undefined}
        allowsMultiple={allowsMultiple}
        defaultCamera={defaultCamera}
        onSelect={(list) => {
          const check = checkFiles(list ? Array.from(list) : [], rules);
          setMessage(describe(check));
          onCheck?.(check);
          if (check.accepted.length > 0) onSelect?.(check.accepted);
        }}
      >
        <Button
          variant={variant}
          size={size}
          isDisabled={isDisabled}
          aria-describedby={
            [showLimits && limits ? limitsId : null, message ? messageId : null]
              .filter(Boolean)
              .join(' ') || undefined
          }
        >
          {children}
        </Button>
      </AriaFileTrigger>
      {showLimits && limits ? (
        <span id={limitsId} className={limitsClass}>
          {limits}
        </span>
      ) : null}
      <span id={messageId} role="alert" className={messageClass}>
        {message}
      </span>
    </div>
  );
}
