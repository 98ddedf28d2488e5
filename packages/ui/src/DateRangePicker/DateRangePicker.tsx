import {
  DateFormatter,
  getLocalTimeZone,
  parseDate,
  today as todayIn,
} from '@internationalized/date';
import {
  DATE_RANGE_PRESETS,
  isDateRangeApplicable,
  LIMITS,
  resolveDateRange,
  type DateRangePreset,
  type DateRangeSelection,
} from '@shoppable/domain';
import { useContext, useEffect, useRef, useState } from 'react';
import { useLocale, VisuallyHidden } from 'react-aria';
import {
  Dialog,
  DialogTrigger,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
  ListBox,
  ListBoxItem,
  Popover,
  RangeCalendar,
  RangeCalendarStateContext,
  Button as AriaButton,
  type Key,
} from 'react-aria-components';
import { BottomDrawer } from '../BottomDrawer';
import { Button } from '../Button';
import { useStrings } from '../intl';
import { useIsPhone } from '../useMediaQuery';
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
  triggerIcon,
  weekday,
} from './DateRangePicker.css';

/** An applied date range: a preset, or a custom range of two yyyy-mm-dd days (both inclusive). */
export type DateRangeValue =
  { kind: 'preset'; preset: DateRangePreset } | { kind: 'custom'; from: string; to: string };

/** Props of DateRangePicker. */
export interface DateRangePickerProps {
  /** The applied range (controlled). */
  value?: DateRangeValue;
  /** The range applied at first (uncontrolled); "This month" by default. */
  defaultValue?: DateRangeValue;
  /**
   * Called on Update with the new range and its days, resolved against `today` by
   * `@shoppable/domain`'s `resolveDateRange` (`from` is null for Lifetime).
   */
  onChange?: (value: DateRangeValue, range: { from: string | null; to: string }) => void;
  /** Today as yyyy-mm-dd: the latest day that can be picked; the user's local date by default. */
  today?: string;
  /** Names the button and the panel; "Date range" in the UI's language by default. */
  'aria-label'?: string;
  /** Whether the button is disabled. */
  isDisabled?: boolean;
  /**
   * `popover` (about 660 px, two months), `drawer` (a bottom sheet, one month) or `auto`
   * (default): the drawer below the 1000 px phone breakpoint.
   */
  layout?: 'auto' | 'popover' | 'drawer';
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

function CalendarIcon() {
  return (
    <svg
      className={triggerIcon}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      aria-hidden="true"
    >
      <rect x="2" y="3" width="12" height="11" rx="1.5" />
      <path d="M2 6.5h12M5.5 1.5v3M10.5 1.5v3" />
    </svg>
  );
}

/**
 * The analytics date-range picker: a button showing the applied range that opens the presets
 * (Last 24 hours, Last 7 days, Last 30 days, Last 90 days, This month, Previous month, Lifetime)
 * beside a custom range calendar from 2023-01-01 to today, with Cancel and Update. Update is
 * enabled only for a preset or a complete custom range. On desktop it is a popover about 660 px
 * wide with two months; below 1000 px a bottom drawer with one month. The calendar is operated
 * with the arrow keys (mirrored in right-to-left), Page Up/Down for months and Enter to pick.
 */
export function DateRangePicker({
  value,
  defaultValue = { kind: 'preset', preset: 'thisMonth' },
  onChange,
  today,
  'aria-label': ariaLabel,
  isDisabled,
  layout = 'auto',
}: DateRangePickerProps) {
  const strings = useStrings();
  const { locale } = useLocale();
  const isPhone = useIsPhone();
  const asDrawer = layout === 'drawer' || (layout === 'auto' && isPhone);
  const day = today ?? todayIn(getLocalTimeZone()).toString();
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const applied = value ?? uncontrolled;
  const [isOpen, setOpen] = useState(false);
  const [draft, setDraft] = useState<DateRangeSelection>(applied);
  // The first day of a custom range being picked: the calendar keeps showing the draft meanwhile.
  const [anchor, setAnchor] = useState<string | null>(null);
  // A preset picked halfway through a custom range starts the calendar afresh, dropping the anchor.
  const [calendarKey, setCalendarKey] = useState(0);
  const selection: DateRangeSelection = anchor ? { kind: 'custom', from: anchor, to: null } : draft;
  const label = ariaLabel ?? strings.format('dateRangePicker.label');

  const presetLabel = (p: DateRangePreset) => strings.format(`dateRangePicker.${p}`);
  const formatter = new DateFormatter(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const asDate = (iso: string) => parseDate(iso).toDate('UTC');
  const shown =
    applied.kind === 'preset'
      ? presetLabel(applied.preset)
      : formatter.formatRange(asDate(applied.from), asDate(applied.to));

  // The calendar shows the draft's days: a custom range, or what a preset resolves to.
  const draftDays =
    draft.kind === 'custom'
      ? draft.from && draft.to
        ? { from: draft.from, to: draft.to }
        : null
      : (() => {
          const r = resolveDateRange(draft.preset, day);
          return r.from ? { from: r.from, to: r.to } : null;
        })();
  const selectedKey: Key = selection.kind === 'preset' ? selection.preset : 'custom';

  const open = (next: boolean) => {
    if (next) setDraft(applied);
    setOpen(next);
  };
  const update = () => {
    if (!isDateRangeApplicable(selection, day)) return;
    const next: DateRangeValue =
      selection.kind === 'preset'
        ? selection
        : { kind: 'custom', from: selection.from as string, to: selection.to as string };
    setUncontrolled(next);
    setOpen(false);
    onChange?.(
      next,
      next.kind === 'preset'
        ? resolveDateRange(next.preset, day)
        : { from: next.from, to: next.to },
    );
  };

  const content = (
    <div className={panel}>
      <ListBox
        aria-label={strings.format('dateRangePicker.presets')}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[selectedKey]}
        onSelectionChange={(keys) => {
          const [key] = keys;
          if (key === 'custom') setDraft({ kind: 'custom', from: null, to: null });
          else if (key !== undefined) {
            setDraft({ kind: 'preset', preset: key as DateRangePreset });
            if (anchor) setCalendarKey((k) => k + 1);
          }
        }}
        orientation={asDrawer ? 'horizontal' : 'vertical'}
        layout={asDrawer ? 'grid' : 'stack'}
        className={presetsClass}
      >
        {DATE_RANGE_PRESETS.map(({ preset: p }) => (
          <ListBoxItem key={p} id={p} className={presetClass}>
            {presetLabel(p)}
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
        onChange={(range) =>
          range &&
          setDraft({ kind: 'custom', from: range.start.toString(), to: range.end.toString() })
        }
        className={calendar}
      >
        <AnchorWatcher onAnchor={setAnchor} />
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
        <Button variant="secondary" onPress={() => setOpen(false)}>
          {strings.format('dateRangePicker.cancel')}
        </Button>
        <Button isDisabled={!isDateRangeApplicable(selection, day)} onPress={update}>
          {strings.format('dateRangePicker.update')}
        </Button>
      </div>
    </div>
  );

  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={open}>
      <Button variant="secondary" isDisabled={isDisabled}>
        <CalendarIcon />
        <VisuallyHidden>{`${label}: `}</VisuallyHidden>
        {shown}
      </Button>
      {asDrawer ? (
        <BottomDrawer aria-label={label}>{content}</BottomDrawer>
      ) : (
        <Popover placement="bottom end" offset={8} className={popover}>
          <Dialog aria-label={label} className={dialog}>
            {content}
          </Dialog>
        </Popover>
      )}
    </DialogTrigger>
  );
}
