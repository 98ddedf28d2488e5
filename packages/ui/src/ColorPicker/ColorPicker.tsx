import { useId, useState } from 'react';
import {
  Button,
  ColorPicker as AriaColorPicker,
  ColorSwatch,
  ColorSwatchPicker,
  ColorSwatchPickerItem,
  DialogTrigger,
  parseColor,
  type Color,
  type ColorPickerProps as AriaColorPickerProps,
} from 'react-aria-components';
import { ColorField } from '../ColorField';
import { normalizeHex } from '../ColorField/normalizeHex';
import { useStrings } from '../intl';
import { Popover } from '../Popover';
import { label as labelClass } from '../TextField/TextField.css';
import {
  root,
  swatch,
  swatches as swatchesClass,
  swatchItem,
  trigger,
  triggerSwatch,
} from './ColorPicker.css';

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

/** A colour as lowercase `#rrggbb`, or null when it is not one. */
function hexOf(color: string | Color): string | null {
  return normalizeHex(typeof color === 'string' ? color : color.toString('hex'));
}

/**
 * Props of ColorPicker: react-aria's ColorPicker props (`value`, `defaultValue`, `slot`) with
 * ui's content and a hex `onChange`.
 */
export interface ColorPickerProps extends Omit<AriaColorPickerProps, 'children' | 'onChange'> {
  /** The visible label; it names the button and the popover ("Button colour"). */
  label: string;
  /**
   * The colour (controlled): `#rrggbb`, `#rgb` or a react-aria `Color`. Text that is not a colour
   * leaves the picker on the colour it shows.
   */
  value?: string | Color;
  /** The colour at first (uncontrolled); black by default. */
  defaultValue?: string | Color;
  /**
   * Called with the chosen colour as lowercase `#rrggbb`, from a swatch or the hex box, when it
   * differs from the colour shown: the form the product stores, where react-aria's `onChange`
   * gives a `Color` object.
   */
  onChange?: (hex: string) => void;
  /** The suggested colours, as hex; a default palette otherwise. */
  swatches?: readonly string[];
  /** Whether the button is disabled. */
  isDisabled?: boolean;
}

/**
 * A button showing a colour (react-aria's ColorSwatch and the hex value) that opens a popover with
 * suggested swatches and a hex box: react-aria's ColorPicker keeping them on one colour, in a
 * DialogTrigger. Arrow keys move through the swatches, Enter or Space picks one, and Escape or a
 * click outside closes the popover and returns focus to the button. A colour typed in the hex box
 * applies as soon as it is whole.
 */
export function ColorPicker({
  label,
  value,
  defaultValue = '#000000',
  onChange,
  swatches = defaultSwatches,
  isDisabled,
  ...props
}: ColorPickerProps) {
  const strings = useStrings();
  const labelId = useId();
  const buttonId = useId();
  const [uncontrolled, setUncontrolled] = useState(() => hexOf(defaultValue) ?? '#000000');
  const hex = (value !== undefined ? hexOf(value) : null) ?? uncontrolled;
  // The picker is always given the colour shown, so that a value that is not a colour never
  // reaches react-aria's parser and a choice of the same colour reports nothing.
  const choose = (color: Color) => {
    const next = hexOf(color);
    if (next === null) return;
    setUncontrolled(next);
    if (next !== hex) onChange?.(next);
  };

  return (
    <div className={root}>
      <span id={labelId} className={labelClass}>
        {label}
      </span>
      <AriaColorPicker {...props} value={hex} onChange={choose}>
        <DialogTrigger>
          <Button
            id={buttonId}
            // Named "label value": the label, then the button's own text.
            aria-labelledby={`${labelId} ${buttonId}`}
            className={trigger}
            isDisabled={isDisabled}
          >
            {/* The swatch's own name ("dark vibrant blue") would repeat the hex beside it. */}
            <span aria-hidden="true">
              <ColorSwatch className={triggerSwatch} />
            </span>
            {hex}
          </Button>
          <Popover aria-label={label} placement="bottom start">
            <ColorSwatchPicker
              aria-label={strings.format('colorPicker.swatches')}
              className={swatchesClass}
            >
              {swatches.map((s) => (
                <ColorSwatchPickerItem key={s} color={s} className={swatchItem}>
                  <ColorSwatch className={swatch} />
                </ColorSwatchPickerItem>
              ))}
            </ColorSwatchPicker>
            <ColorField
              label={strings.format('colorPicker.hex')}
              value={hex}
              // It reports whole hex colours only, which react-aria parses.
              onChange={(next) => choose(parseColor(next))}
            />
          </Popover>
        </DialogTrigger>
      </AriaColorPicker>
    </div>
  );
}
