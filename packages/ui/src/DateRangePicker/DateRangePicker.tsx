import { getLocalTimeZone, parseDate, today as todayIn } from '@internationalized/date';
import {
  isDateRangeApplicable,
  resolveDateRange,
  type DateRangePreset,
  type DateRangeSelection,
} from '@shoppable/domain';
import { useState } from 'react';
import { useLocale, VisuallyHidden } from 'react-aria';
import { DialogTrigger, type Key } from 'react-aria-components';
import { Button } from '../Button';
import { useStrings } from '../intl';
import { dateTimeFormat } from '../intl/formatters';
import { useIsPhone } from '../useMediaQuery';
import { DateRangeOverlay, DateRangePanel } from './DateRangePanel';
import { triggerIcon } from './DateRangePicker.css';

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
  const formatter = dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
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

  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={open}>
      <Button variant="secondary" isDisabled={isDisabled}>
        <CalendarIcon />
        <VisuallyHidden>{`${label}: `}</VisuallyHidden>
        {shown}
      </Button>
      <DateRangeOverlay asDrawer={asDrawer} label={label}>
        <DateRangePanel
          asDrawer={asDrawer}
          day={day}
          draftDays={draftDays}
          selectedKey={selectedKey}
          calendarKey={calendarKey}
          onPresetKey={(key) => {
            if (key === 'custom') setDraft({ kind: 'custom', from: null, to: null });
            else {
              setDraft({ kind: 'preset', preset: key as DateRangePreset });
              if (anchor) setCalendarKey((k) => k + 1);
            }
          }}
          onDays={(from, to) => setDraft({ kind: 'custom', from, to })}
          onAnchor={setAnchor}
          canUpdate={isDateRangeApplicable(selection, day)}
          onCancel={() => setOpen(false)}
          onUpdate={update}
        />
      </DateRangeOverlay>
    </DialogTrigger>
  );
}
