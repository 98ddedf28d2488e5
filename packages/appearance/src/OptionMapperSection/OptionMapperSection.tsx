import {
  optionPage,
  optionSummary,
  optionValueMark,
  sortOptionValues,
  type OptionType,
  type ProductOption,
} from '@shoppable/domain';
import { Button, ColorPicker, Section, Segment, SegmentedControl, TextField } from '@shoppable/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useStrings } from '../intl';
import * as styles from './OptionMapperSection.css';

/** How long a typed text waits before it applies (platform.md §9). */
export const optionTextDebounceMs = 300;

/** Props of OptionMapperSection. */
export interface OptionMapperSectionProps {
  /** The option's name, the section's title ("Color"). */
  name: string;
  /** The option as edited now. */
  option: ProductOption;
  /** Called when the merchant changes the option's type. */
  onTypeChange: (type: OptionType) => void;
  /**
   * Called with a value's new colour (at once) or text (300 ms after typing stops, so it must not
   * depend on the render it came from: the page applies it to its latest draft).
   */
  onValueChange: (value: string, input: string) => void;
}

const types: readonly OptionType[] = ['COLOR', 'TEXT'];

/**
 * One product option of the mapper (platform.md §2, §4, §9): its type (colour or text) and its
 * values, 8 per page with previous / next and the unverified first, each with a colour picker or a
 * text box and its mark — empty red, verified a green tick, unverified a red cross. The header
 * counts the values still to verify until all are; Hide all / See all folds the list. The order
 * is taken when the section opens and when the type changes, so a value does not jump away while
 * it is being filled in.
 */
export function OptionMapperSection({
  name,
  option,
  onTypeChange,
  onValueChange,
}: OptionMapperSectionProps) {
  const t = useStrings();
  const typeId = useId();
  const [order, setOrder] = useState(() => sortOptionValues(option));
  const [page, setPage] = useState(0);
  const [isOpen, setIsOpen] = useState(true);
  const { verified, total } = optionSummary(option);
  const unverified = total - verified;
  const shown = optionPage(order, page);

  const changeType = (type: OptionType) => {
    onTypeChange(type);
    setOrder(sortOptionValues({ ...option, type }));
    setPage(0);
  };

  return (
    <Section
      id={`option-${name}`}
      title={name}
      headingLevel={3}
      description={
        unverified > 0
          ? t.format('options.header', { unverified, total })
          : t.format('options.allVerified')
      }
      actions={
        <Button size="sm" variant="tertiary" onPress={() => setIsOpen(!isOpen)}>
          {t.format(isOpen ? 'options.hideAll' : 'options.seeAll')}
        </Button>
      }
    >
      {isOpen ? (
        <div className={styles.body}>
          <div className={styles.type}>
            <p id={typeId} className={styles.typeLabel}>
              {t.format('options.type')}
            </p>
            <SegmentedControl
              aria-labelledby={typeId}
              selectedKey={option.type}
              onSelectionChange={(key) => changeType(key as OptionType)}
            >
              {types.map((type) => (
                <Segment key={type} id={type}>
                  {t.format(`options.${type}`)}
                </Segment>
              ))}
            </SegmentedControl>
          </div>
          <ul
            className={shown.fixedHeight ? styles.listFixed : styles.list}
            aria-label={t.format('options.values', { name })}
          >
            {shown.items.map((value) => (
              <ValueRow
                key={`${option.type}:${value}`}
                value={value}
                type={option.type}
                input={
                  (option.type === 'COLOR'
                    ? option.values[value]?.hex_value
                    : option.values[value]?.text_value) ?? ''
                }
                onChange={(input) => onValueChange(value, input)}
              />
            ))}
          </ul>
          {shown.pageCount > 1 ? (
            <nav className={styles.pager} aria-label={t.format('options.pages', { name })}>
              <Button
                size="sm"
                variant="secondary"
                isDisabled={!shown.hasPrevious}
                onPress={() => setPage(shown.page - 1)}
              >
                {t.format('options.previous')}
              </Button>
              <p className={styles.pageOf}>
                {t.format('options.pageOf', { page: shown.page + 1, count: shown.pageCount })}
              </p>
              <Button
                size="sm"
                variant="secondary"
                isDisabled={!shown.hasNext}
                onPress={() => setPage(shown.page + 1)}
              >
                {t.format('options.next')}
              </Button>
            </nav>
          ) : null}
        </div>
      ) : null}
    </Section>
  );
}

interface ValueRowProps {
  value: string;
  type: OptionType;
  /** The colour or text as the map holds it. */
  input: string;
  onChange: (input: string) => void;
}

/** One value: its colour picker or text box, and its mark. */
function ValueRow({ value, type, input, onChange }: ValueRowProps) {
  const t = useStrings();
  // What is typed shows at once; it reaches the map 300 ms after the typing stops.
  const [text, setText] = useState(input);
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);
  const typeText = (next: string) => {
    setText(next);
    clearTimeout(pending.current);
    pending.current = setTimeout(() => onChange(next), optionTextDebounceMs);
  };
  const mark = optionValueMark(
    type,
    type === 'COLOR' ? { hex_value: input } : { text_value: text },
  );
  return (
    <li className={styles.row}>
      {type === 'COLOR' ? (
        <ColorPicker
          label={value}
          value={input === '' ? undefined : input}
          onChange={(hex) => onChange(hex.toUpperCase())}
        />
      ) : (
        <TextField label={value} value={text} onChange={typeText} autoComplete="off" />
      )}
      <span className={styles.mark[mark]}>
        <span aria-hidden="true">{mark === 'verified' ? '✓' : '✗'}</span>
        {t.format(`options.${mark}`)}
      </span>
    </li>
  );
}
