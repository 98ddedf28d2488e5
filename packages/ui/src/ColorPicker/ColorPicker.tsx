import { useId, useState } from 'react';
import { Button } from 'react-aria-components';
import { normalizeHex } from '../ColorField/normalizeHex';
import { LazyDialogTrigger } from '../lazyDialog/LazyDialogTrigger';
import { overlayModules } from '../lazyDialog/overlays';
import { label as labelClass } from '../TextField/TextField.css';
import { root, trigger, triggerSwatch } from './ColorPicker.css';

/** The swatches offered when none are given: the brand, neutrals and the tokens' palettes. */
const defaultSwatches = [
  '#5b3df5',
  '#8b5cf6',
  '#3b82f6',
  '#5eb0ef',
  '#30a46c',
  '#22a55b',
  '#f5b400',
  '#f76808',
  '#e5484d',
  '#16161d',
  '#55556a',
  '#ffffff',
];

/** Props of ColorPicker. */
export interface ColorPickerProps {
  /** The visible label; it names the button and the popover ("Button colour"). */
  label: string;
  /** The colour as `#rrggbb` (controlled). */
  value?: string;
  /** The colour at first (uncontrolled); black by default. */
  defaultValue?: string;
  /** Called with the chosen colour as lowercase `#rrggbb`, from a swatch or the hex box. */
  onChange?: (hex: string) => void;
  /** The suggested colours, as hex; a default palette otherwise. */
  swatches?: readonly string[];
  /** Whether the button is disabled. */
  isDisabled?: boolean;
}

/**
 * A button showing a colour that opens a popover with suggested swatches and a hex box. Arrow
 * keys move through the swatches, Enter or Space picks one, and Escape closes the popover and
 * returns focus to the button. A colour typed in the hex box applies as soon as it is whole. The
 * popover (react-aria's swatch picker, list box and popover) loads the first time one opens
 * (issue #18).
 */
export function ColorPicker({
  label,
  value,
  defaultValue = '#000000',
  onChange,
  swatches = defaultSwatches,
  isDisabled,
}: ColorPickerProps) {
  const labelId = useId();
  const valueId = useId();
  const [uncontrolled, setUncontrolled] = useState(normalizeHex(defaultValue) ?? '#000000');
  const hex = (value !== undefined ? normalizeHex(value) : null) ?? uncontrolled;
  const choose = (next: string) => {
    setUncontrolled(next);
    if (next !== hex) onChange?.(next);
  };

  return (
    <div className={root}>
      <span id={labelId} className={labelClass}>
        {label}
      </span>
      <LazyDialogTrigger
        module={overlayModules.colorPicker}
        overlay={(loaded, link) => (
          <loaded.ColorPickerPopover
            trigger={link}
            label={label}
            hex={hex}
            swatches={swatches}
            onChoose={choose}
          />
        )}
      >
        <Button
          // Named "label value"; the trigger gives the button its own id.
          aria-labelledby={`${labelId} ${valueId}`}
          className={trigger}
          isDisabled={isDisabled}
        >
          <span aria-hidden="true" className={triggerSwatch} style={{ backgroundColor: hex }} />
          <span id={valueId}>{hex}</span>
        </Button>
      </LazyDialogTrigger>
    </div>
  );
}
