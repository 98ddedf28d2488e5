import { parseDate } from '@internationalized/date';
import { DATE_RANGE_PRESETS, LIMITS } from '@shoppable/domain';
import { useContext, useEffect, useRef, type ReactNode } from 'react';
import {
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
  ListBox,
  ListBoxItem,
  RangeCalendar,
  RangeCalendarStateContext,
  Button as AriaButton,
  Dialog,
  Popover,
  type Key,
} from 'react-aria-components';
import { BottomDrawer } from '../BottomDrawer';
import { Button } from '../Button';
import { useStrings } from '../intl';
import {
  calendar,
  calendarHeader,
  calendarHeading,
  cell,
  dialog,
  footer,
  grid,
  months,
  navButton,
  navIcon,
  panel,
  popover,
  preset as presetClass,
  presets as presetsClass,
  weekday,
} from './DateRangePicker.css';

/** Props of DateRangePanel: the picker's draft, kept by the picker, and its actions. */
export interface DateRangePanelProps {
  /** A drawer shows one month and the presets as a grid. */
  asDrawer: boolean;
  /** Today as yyyy-mm-dd: the latest day that can be picked. */
  day: string;
  /** The days the calendar shows as picked, or null. */
  draftDays: { from: string; to: string } | null;
  /** The selected preset, or `custom`. */
  selectedKey: Key;
  /** Changes to restart the calendar (a preset picked halfway through a custom range). */
  calendarKey: number;
  /** A preset or `custom` was chosen in the list. */
  onPresetKey: (key: Key) => void;
  /** A custom range was picked in the calendar. */
  onDays: (from: string, to: string) => void;
  /** The first day of a custom range being picked (null once complete). */
  onAnchor: (day: string | null) => void;
  canUpdate: boolean;
  onCancel: () => void;
  onUpdate: () => void;
}

/** Reports the first day the user picked while the second is still to come (null otherwise). */
function AnchorWatcher({ onAnchor }: { onAnchor: (day: string | null) => void }) {
  const state = useContext(RangeCalendarStateContext);
  const anchor = state?.anchorDate?.toString() ?? null;
  const report = useRef(onAnchor);
  useEffect(() => {
    report.current = onAnchor;
  });
  useEffect(() => report.current(anchor), [anchor]);
  return null;
}

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg
      className={navIcon}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      aria-hidden="true"
    >
      <path d={direction === 'previous' ? 'M10 3.5L5.5 8l4.5 4.5' : 'M6 3.5L10.5 8 6 12.5'} />
    </svg>
  );
}

/**
 * The date-range picker's panel: the presets, the range calendar and Cancel and Update. Its own
 * module, loaded when the picker first opens (the calendar is not on a first paint).
 */
export function DateRangePanel({
  asDrawer,
  day,
  draftDays,
  selectedKey,
  calendarKey,
  onPresetKey,
  onDays,
  onAnchor,
  canUpdate,
  onCancel,
  onUpdate,
}: DateRangePanelProps) {
  const strings = useStrings();
  return (
    <div className={panel}>
      <ListBox
        aria-label={strings.format('dateRangePicker.presets')}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[selectedKey]}
        onSelectionChange={(keys) => {
          const [key] = keys;
          if (key !== undefined) onPresetKey(key);
        }}
        orientation={asDrawer ? 'horizontal' : 'vertical'}
        layout={asDrawer ? 'grid' : 'stack'}
        className={presetsClass}
      >
        {DATE_RANGE_PRESETS.map(({ preset: p }) => (
          <ListBoxItem key={p} id={p} className={presetClass}>
            {strings.format(`dateRangePicker.${p}`)}
          </ListBoxItem>
        ))}
        <ListBoxItem id="custom" className={presetClass}>
          {strings.format('dateRangePicker.custom')}
        </ListBoxItem>
      </ListBox>
      <RangeCalendar
        key={calendarKey}
        aria-label={strings.format('dateRangePicker.calendar')}
        visibleDuration={{ months: asDrawer ? 1 : 2 }}
        selectionAlignment="end"
        minValue={parseDate(LIMITS.minDate)}
        maxValue={parseDate(day)}
        value={
          draftDays ? { start: parseDate(draftDays.from), end: parseDate(draftDays.to) } : null
        }
        onChange={(range) => range && onDays(range.start.toString(), range.end.toString())}
        className={calendar}
      >
        <AnchorWatcher onAnchor={onAnchor} />
        <header className={calendarHeader}>
          <AriaButton slot="previous" className={navButton}>
            <Chevron direction="previous" />
          </AriaButton>
          <Heading className={calendarHeading} />
          <AriaButton slot="next" className={navButton}>
            <Chevron direction="next" />
          </AriaButton>
        </header>
        <div className={months}>
          {(asDrawer ? [0] : [0, 1]).map((offset) => (
            <CalendarGrid key={offset} offset={{ months: offset }} className={grid}>
              <CalendarGridHeader>
                {(weekDay) => (
                  <CalendarHeaderCell className={weekday}>{weekDay}</CalendarHeaderCell>
                )}
              </CalendarGridHeader>
              <CalendarGridBody>
                {(date) => <CalendarCell date={date} className={cell} />}
              </CalendarGridBody>
            </CalendarGrid>
          ))}
        </div>
      </RangeCalendar>
      <div className={footer}>
        <Button variant="secondary" onPress={onCancel}>
          {strings.format('dateRangePicker.cancel')}
        </Button>
        <Button isDisabled={!canUpdate} onPress={onUpdate}>
          {strings.format('dateRangePicker.update')}
        </Button>
      </div>
    </div>
  );
}

/** The picker's popover (wide screens) or bottom drawer (phones) around its panel. */
export function DateRangeOverlay({
  asDrawer,
  label,
  children,
}: {
  asDrawer: boolean;
  label: string;
  children: ReactNode;
}) {
  return asDrawer ? (
    <BottomDrawer aria-label={label}>{children}</BottomDrawer>
  ) : (
    <Popover placement="bottom end" offset={8} className={popover}>
      <Dialog aria-label={label} className={dialog}>
        {children}
      </Dialog>
    </Popover>
  );
}
