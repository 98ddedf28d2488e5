import type { ReactNode } from 'react';
import {
  Label,
  Slider as AriaSlider,
  SliderFill,
  SliderOutput,
  SliderThumb,
  SliderTrack,
  type SliderProps as AriaSliderProps,
} from 'react-aria-components';
import { label as labelClass } from '../TextField/TextField.css';
import { fill, output, root, thumb, track } from './Slider.css';

/**
 * Props of Slider: react-aria's Slider props for one value (`value`, `defaultValue`, `onChange`,
 * `onChangeEnd`, `minValue`, `maxValue`, `step`, `formatOptions`, `isDisabled`…) plus the label.
 */
export interface SliderProps extends Omit<
  AriaSliderProps<number>,
  'className' | 'style' | 'children'
> {
  /** The visible label; without one, name the slider with `aria-label`. */
  label?: ReactNode;
  /** Shows the formatted value at the end of the label row. Default true. */
  showValue?: boolean;
}

/**
 * One value on a track, e.g. the crop zoom from 1 to 3 in steps of 0.02. Arrow keys step (Left
 * and Right mirror in right-to-left), Page Up and Page Down take bigger steps, Home and End go to
 * the ends; the thumb can be dragged or the track clicked.
 */
export function Slider({ label, showValue = true, ...props }: SliderProps) {
  return (
    <AriaSlider {...props} className={root}>
      {label != null ? <Label className={labelClass}>{label}</Label> : <span />}
      {showValue ? <SliderOutput className={output} /> : null}
      <SliderTrack className={track}>
        <SliderFill className={fill} />
        <SliderThumb className={thumb} />
      </SliderTrack>
    </AriaSlider>
  );
}
