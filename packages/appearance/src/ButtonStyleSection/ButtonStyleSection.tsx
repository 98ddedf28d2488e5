import type { ButtonShape } from '@shoppable/domain';
import { ColorPicker, Section, Segment, SegmentedControl, Switch } from '@shoppable/ui';
import { useId } from 'react';
import { ContrastCheck } from '../ContrastCheck';
import { useStrings } from '../intl';
import * as styles from './ButtonStyleSection.css';

/** One button's look as the section edits it. */
export interface ButtonStyle {
  /** shape1 square (0px), shape2 rounded (10px), shape3 pill (25px). */
  shape: ButtonShape;
  /** Background colour (#RRGGBB). */
  background: string;
  /** Text colour. */
  text: string;
  /** Border colour. */
  border: string;
  /** Whether a shadow shows (the promo code only); leave undefined to offer no shadow switch. */
  shadow?: boolean;
}

/** Props of ButtonStyleSection. */
export interface ButtonStyleSectionProps {
  /** The section's id, its address on the page (`#checkout`). */
  id: string;
  /** The section's title, which also names its contrast pair ("Checkout button"). */
  title: string;
  /** The look being edited. */
  value: ButtonStyle;
  /** Called with the whole new look after every change. */
  onChange: (value: ButtonStyle) => void;
}

const shapes = ['shape1', 'shape2', 'shape3'] as const;

/**
 * The style of one of the page's buttons (platform.md §2, §3): shape, background, text and
 * border colours, optionally a shadow, and the contrast of its text on its background.
 */
export function ButtonStyleSection({ id, title, value, onChange }: ButtonStyleSectionProps) {
  const t = useStrings();
  const shapeId = useId();
  const set = (patch: Partial<ButtonStyle>) => onChange({ ...value, ...patch });
  return (
    <Section id={id} title={title}>
      <div className={styles.body}>
        <div className={styles.field}>
          <p id={shapeId} className={styles.shapeLabel}>
            {t.format('button.shape')}
          </p>
          <SegmentedControl
            aria-labelledby={shapeId}
            selectedKey={value.shape}
            onSelectionChange={(key) => set({ shape: key as ButtonShape })}
          >
            {shapes.map((shape) => (
              <Segment key={shape} id={shape}>
                {t.format(`button.${shape}`)}
              </Segment>
            ))}
          </SegmentedControl>
        </div>
        <div className={styles.colours}>
          <ColorPicker
            label={t.format('button.background')}
            value={value.background}
            onChange={(hex) => set({ background: hex.toUpperCase() })}
          />
          <ColorPicker
            label={t.format('button.text')}
            value={value.text}
            onChange={(hex) => set({ text: hex.toUpperCase() })}
          />
          <ColorPicker
            label={t.format('button.border')}
            value={value.border}
            onChange={(hex) => set({ border: hex.toUpperCase() })}
          />
        </div>
        {value.shadow !== undefined ? (
          <Switch isSelected={value.shadow} onChange={(shadow) => set({ shadow })}>
            {t.format('button.shadow')}
          </Switch>
        ) : null}
        <ContrastCheck
          pair={title}
          text={value.text}
          background={value.background}
          onFix={(text) => set({ text })}
        />
      </div>
    </Section>
  );
}
