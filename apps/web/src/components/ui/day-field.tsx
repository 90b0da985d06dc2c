import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { nl } from 'react-day-picker/locale/nl';
import { faCalendarDays } from '../icons/solid/calendar-days';
import 'react-day-picker/style.css';
import { dutchDayOf, dutchToday, isoDayOf, localDateOf, parseDutchDay } from '../../lib/dutch-day';
import { Icon } from '../icons/icon';
import { Button } from './button';
import { FIELD_CONTROL, FieldFrame } from './field-frame';

const DAY_TEXTS = {
  hint: 'Als dd-mm-jjjj.',
  invalid: 'Geef een datum als dd-mm-jjjj.',
  tooEarly: (first: string) => `Kies ${first} of later.`,
  tooLate: (last: string) => `Kies ${last} of eerder.`,
  openPicker: (label: string) => `Kies een datum: ${label}`,
} as const;

type Props = {
  label: string;
  /** The day as `JJJJ-MM-DD`, or '' for none. */
  value: string;
  onChange: (isoDay: string) => void;
  /** The first and last day allowed (`JJJJ-MM-DD`): others cannot be picked or typed. */
  min?: string;
  max?: string;
};

/**
 * A day written and read as `dd-mm-jjjj` whatever the browser's locale: typed (taken on Enter
 * or on leaving the field) or picked in a Dutch calendar (react-day-picker, decision 052).
 */
export function DayField({ label, value, onChange, min, max }: Props) {
  const inputId = useId();
  const pickerId = useId();
  const [text, setText] = useState(dutchDayOf(value));
  const [shownValue, setShownValue] = useState(value);
  const [error, setError] = useState<string>();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const field = useRef<HTMLDivElement>(null);

  // A click or tap outside the field and its calendar closes the calendar, as any popover does.
  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (!field.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePress);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePress);
  }, [open]);

  // A value set from elsewhere (Filters wissen, Back) replaces what was typed.
  if (value !== shownValue) {
    setShownValue(value);
    setText(dutchDayOf(value));
    setError(undefined);
  }

  /** Why a typed day cannot be taken, or nothing. */
  const refusal = (day: string | null) => {
    if (day === null) return DAY_TEXTS.invalid;
    if (day && min && day < min) return DAY_TEXTS.tooEarly(dutchDayOf(min));
    if (day && max && day > max) return DAY_TEXTS.tooLate(dutchDayOf(max));
    return undefined;
  };

  const take = () => {
    const typed = text.trim();
    const day = typed === '' ? '' : parseDutchDay(typed);
    const reason = refusal(day);
    setError(reason);
    if (!reason && day !== null && day !== value) onChange(day);
  };

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  /** Tabbing out of the calendar to elsewhere on the page closes it too. */
  const closeOnFocusLeaving = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !field.current?.contains(next)) setOpen(false);
  };

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close();
  };

  const selected = localDateOf(value);
  // The calendar's "Vandaag" is the Dutch day, as the rest of the portal's dates.
  const today = localDateOf(dutchToday()) ?? new Date();
  const [first, last] = [min ? localDateOf(min) : undefined, max ? localDateOf(max) : undefined];

  return (
    <div ref={field} className="relative">
      <FieldFrame inputId={inputId} label={label} hint={DAY_TEXTS.hint} error={error}>
        {(describedBy) => (
          <div className="flex gap-2">
            <input
              id={inputId}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              placeholder="dd-mm-jjjj"
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              className={FIELD_CONTROL}
              value={text}
              onChange={(event) => setText(event.target.value)}
              onBlur={take}
              onKeyDown={(event) => {
                if (event.key === 'Enter') take();
              }}
            />
            <Button
              ref={toggle}
              variant="secondary"
              className="shrink-0 px-3"
              aria-label={DAY_TEXTS.openPicker(label)}
              aria-expanded={open}
              aria-controls={open ? pickerId : undefined}
              onClick={() => setOpen(!open)}
            >
              <Icon icon={faCalendarDays} />
            </Button>
          </div>
        )}
      </FieldFrame>
      {open ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: Escape closes the calendar from any of its buttons.
        <div
          id={pickerId}
          onKeyDown={closeOnEscape}
          onBlur={closeOnFocusLeaving}
          className="absolute z-20 mt-1 rounded-lg border border-slate-200 bg-white p-2 shadow-lg [--rdp-accent-color:var(--color-theme-700)] [--rdp-accent-background-color:var(--color-theme-100)]"
        >
          <DayPicker
            mode="single"
            locale={nl}
            autoFocus
            selected={selected}
            today={today}
            defaultMonth={selected ?? nearestDay(today, first, last)}
            disabled={[...(first ? [{ before: first }] : []), ...(last ? [{ after: last }] : [])]}
            onSelect={(date) => {
              if (date) onChange(isoDayOf(date));
              close();
            }}
          />
        </div>
      ) : null}
    </div>
  );
}

/** `day`, or the bound it lies beyond: where a calendar without a choice opens. */
function nearestDay(day: Date, first?: Date, last?: Date) {
  if (first && day < first) return first;
  if (last && day > last) return last;
  return day;
}
