import {
  ColorSwatch,
  ColorSwatchPicker,
  ColorSwatchPickerItem,
  parseColor,
} from 'react-aria-components';
import { ColorField } from '../ColorField';
import { useStrings } from '../intl';
import { DialogTriggerContexts } from '../lazyDialog/triggerContexts';
import type { DialogTriggerLink } from '../lazyDialog/LazyDialogTrigger';
import { Popover } from '../Popover';
import { swatch, swatches as swatchesClass, swatchItem } from './ColorPicker.css';

/** Props of ColorPickerPopover. */
export interface ColorPickerPopoverProps {
  trigger: DialogTriggerLink;
  /** Names the popover, as it names the button. */
  label: string;
  /** The colour shown as `#rrggbb`. */
  hex: string;
  swatches: readonly string[];
  /** Called with a colour picked from a swatch or typed whole in the hex box. */
  onChoose: (hex: string) => void;
}

/**
 * ColorPicker's popover: the suggested swatches (react-aria's ColorSwatchPicker, a list box) and
 * the hex box. Its own module, loaded the first time a picker opens (issue #18).
 */
export function ColorPickerPopover({
  trigger,
  label,
  hex,
  swatches,
  onChoose,
}: ColorPickerPopoverProps) {
  const strings = useStrings();
  return (
    // The popover is named by `label`, not by the trigger's id (the trigger has its own).
    <DialogTriggerContexts
      {...trigger}
      overlayProps={{ ...trigger.overlayProps, 'aria-labelledby': undefined }}
    >
      <Popover aria-label={label} placement="bottom start">
        <ColorSwatchPicker
          aria-label={strings.format('colorPicker.swatches')}
          value={parseColor(hex)}
          onChange={(color) => onChoose(color.toString('hex').toLowerCase())}
          className={swatchesClass}
        >
          {swatches.map((s) => (
            <ColorSwatchPickerItem key={s} color={s} className={swatchItem}>
              <ColorSwatch className={swatch} />
            </ColorSwatchPickerItem>
          ))}
        </ColorSwatchPicker>
        <ColorField label={strings.format('colorPicker.hex')} value={hex} onChange={onChoose} />
      </Popover>
    </DialogTriggerContexts>
  );
}
