import { Section, Segment, SegmentedControl } from '@shoppable/ui';
import type { ReactNode } from 'react';

/** Props of ChoiceSection. */
export interface ChoiceSectionProps<K extends string> {
  /** The section's id, its address on the page. */
  id: string;
  /** The title; it also names the choice. */
  title: string;
  /** The choices in order, each with its label. */
  options: ReadonlyArray<{ value: K; label: ReactNode }>;
  /** The chosen value. */
  value: K;
  /** Called with the newly chosen value. */
  onChange: (value: K) => void;
}

/**
 * A section holding one choice among a few (the cart icon, the product image corners): a
 * segmented control named by the section's title.
 */
export function ChoiceSection<K extends string>({
  id,
  title,
  options,
  value,
  onChange,
}: ChoiceSectionProps<K>) {
  return (
    <Section id={id} title={title}>
      <SegmentedControl
        aria-label={title}
        selectedKey={value}
        onSelectionChange={(key) => onChange(key as K)}
      >
        {options.map((option) => (
          <Segment key={option.value} id={option.value}>
            {option.label}
          </Segment>
        ))}
      </SegmentedControl>
    </Section>
  );
}
