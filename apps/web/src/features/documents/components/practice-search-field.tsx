import { PRACTICE_SEARCH_LIMIT } from '@praktijkportaal/contract/reports';
import { type KeyboardEvent, type Ref, useId, useState } from 'react';
import { usePractices } from '../../../api/practices';
import { Alert } from '../../../components/ui/alert';
import { FIELD_CONTROL, FieldFrame } from '../../../components/ui/field-frame';
import { TEXTS } from '../../../lib/texts';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import type { ChosenPractice } from '../report-practice';
import { DOCUMENT_TEXTS } from '../texts';

type Props = {
  value: ChosenPractice | null;
  onChange: (practice: ChosenPractice | null) => void;
  onBlur: () => void;
  /** Shown as an alert below the field (spec §5: Selecteer eerst een praktijk!). */
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

/** The option after (or before) `index`, round the list; from none, the first (or last). */
function stepIndex(index: number, step: 1 | -1, count: number) {
  if (index < 0) return step === 1 ? 0 : count - 1;
  return (index + step + count) % count;
}

/**
 * The report form's practice search (spec §2, §9: at most three hits, the server's first by
 * name), a WAI-ARIA combobox: typing opens the hits, the arrow keys move through them, Enter or a click chooses one, Esc
 * closes the list. Changing the text after a choice undoes the choice.
 */
export function PracticeSearchField({ value, onChange, onBlur, error, ref }: Props) {
  const inputId = useId();
  const listId = `${inputId}-hits`;
  const errorId = `${inputId}-alert`;
  const [search, setSearch] = useState(value?.name ?? '');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const wanted = useDebouncedValue(search.trim());
  // Spec §9: at most three hits, asked once typing rests.
  const found = usePractices(
    { q: wanted, limit: PRACTICE_SEARCH_LIMIT },
    { enabled: wanted !== '' },
  );
  const offered = search.trim() === '' ? [] : (found.data?.rows ?? []);
  const hits = open ? offered : [];
  const searching = open && search.trim() !== '';
  // "Geen praktijken gevonden" only once the server has answered this very search.
  const answered = wanted === search.trim() && !found.isFetching;
  const active = hits[activeIndex];
  const optionId = (index: number) => `${listId}-${index}`;

  const choose = (practice: ChosenPractice) => {
    setSearch(practice.name);
    setOpen(false);
    setActiveIndex(-1);
    onChange({ id: practice.id, name: practice.name });
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key] as 1 | -1 | undefined;
    if (step) {
      event.preventDefault();
      setOpen(true);
      const count = offered.length;
      if (count > 0) setActiveIndex((index) => stepIndex(index, step, count));
    } else if (event.key === 'Enter' && active) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape' && searching) {
      event.preventDefault();
      setOpen(false);
      setActiveIndex(-1);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <FieldFrame
        inputId={inputId}
        label={DOCUMENT_TEXTS.practiceLabel}
        hint={value ? DOCUMENT_TEXTS.chosenPractice(value.name) : DOCUMENT_TEXTS.practiceSearchHint}
      >
        {(describedBy) => (
          <div className="relative">
            <input
              ref={ref}
              id={inputId}
              type="text"
              role="combobox"
              autoComplete="off"
              aria-autocomplete="list"
              aria-expanded={hits.length > 0}
              aria-controls={listId}
              aria-activedescendant={active ? optionId(activeIndex) : undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={[describedBy, error ? errorId : ''].filter(Boolean).join(' ')}
              className={FIELD_CONTROL}
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setOpen(true);
                setActiveIndex(-1);
                if (value && event.target.value !== value.name) onChange(null);
              }}
              onKeyDown={handleKeyDown}
              onBlur={() => {
                setOpen(false);
                onBlur();
              }}
            />
            <div
              id={listId}
              role="listbox"
              aria-label={DOCUMENT_TEXTS.practiceOptionsLabel}
              hidden={hits.length === 0}
              className="absolute inset-x-0 top-full z-10 mt-1 overflow-hidden rounded-md border border-slate-300 bg-white shadow-lg"
            >
              {hits.map((practice, index) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the keys act in the combobox itself (aria-activedescendant)
                <div
                  key={practice.id}
                  id={optionId(index)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === activeIndex}
                  className="cursor-pointer border-b border-slate-100 px-3 py-2 last:border-b-0 hover:bg-theme-50 aria-selected:bg-theme-100"
                  // Keeps the focus in the field, so the list does not close before the click lands.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(practice)}
                >
                  {practice.name}
                </div>
              ))}
            </div>
          </div>
        )}
      </FieldFrame>
      <p
        role="status"
        className={searching && hits.length === 0 ? 'text-sm text-slate-600' : 'sr-only'}
      >
        {searching
          ? found.isError
            ? TEXTS.practicesLoadFailed
            : hits.length > 0 || answered
              ? DOCUMENT_TEXTS.practiceHits(hits.length)
              : TEXTS.loading
          : ''}
      </p>
      {error ? (
        <div id={errorId}>
          <Alert>{error}</Alert>
        </div>
      ) : null}
    </div>
  );
}
