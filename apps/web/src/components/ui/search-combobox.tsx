import { type KeyboardEvent, useId, useState } from 'react';
import { FIELD_CONTROL, FieldFrame } from './field-frame';

/** The option after (or before) `index`, round the list; from none, the first (or last). */
function nextIndex(index: number, step: 1 | -1, count: number) {
  if (index < 0 || index >= count) return step === 1 ? 0 : count - 1;
  return (index + step + count) % count;
}

export type ComboboxOption = { id: string; label: string; detail?: string };

type Props = {
  label: string;
  hint?: string;
  /** The hits for the current search, already limited. */
  options: readonly ComboboxOption[];
  search: string;
  onSearchChange: (search: string) => void;
  onChoose: (option: ComboboxOption) => void;
  noResultsText: string;
  /** Announced while the list is open, e.g. "3 resultaten". */
  resultsText: (count: number) => string;
};

/**
 * A search field with a list of hits (the WAI-ARIA combobox pattern): typing opens the list,
 * the arrow keys move through it, Enter or a click chooses, Esc closes it, and clears the
 * search when it is already closed. The focus stays in the field throughout.
 */
export function SearchCombobox({
  label,
  hint,
  options,
  search,
  onSearchChange,
  onChoose,
  noResultsText,
  resultsText,
}: Props) {
  const inputId = useId();
  const listId = `${inputId}-hits`;
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const expanded = open && search.trim() !== '';
  const active = expanded ? options[activeIndex] : undefined;
  const optionId = (index: number) => `${listId}-${index}`;

  const choose = (option: ComboboxOption) => {
    setOpen(false);
    setActiveIndex(-1);
    onChoose(option);
  };

  const moveActive = (step: 1 | -1) => {
    setOpen(true);
    if (options.length > 0) setActiveIndex((index) => nextIndex(index, step, options.length));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        moveActive(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        moveActive(-1);
        break;
      case 'Enter':
        if (active) {
          event.preventDefault();
          choose(active);
        }
        break;
      case 'Escape':
        if (expanded) setOpen(false);
        else onSearchChange('');
        setActiveIndex(-1);
        break;
    }
  };

  return (
    <div className="relative">
      <FieldFrame inputId={inputId} label={label} hint={hint}>
        {(describedBy) => (
          <input
            id={inputId}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={active ? optionId(activeIndex) : undefined}
            aria-describedby={describedBy}
            className={FIELD_CONTROL}
            value={search}
            onChange={(event) => {
              onSearchChange(event.target.value);
              setOpen(true);
              setActiveIndex(-1);
            }}
            onKeyDown={handleKeyDown}
            onBlur={() => setOpen(false)}
          />
        )}
      </FieldFrame>
      <div
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!expanded || options.length === 0}
        className="absolute inset-x-0 top-full z-10 mt-1 flex flex-col overflow-hidden rounded-md border border-slate-300 bg-white shadow-lg"
      >
        {options.map((option, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keys work in the field, which points at the active option (aria-activedescendant)
          <div
            key={option.id}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === activeIndex}
            className="cursor-pointer border-b border-slate-100 px-3 py-2 last:border-b-0 hover:bg-theme-50 aria-selected:bg-theme-100"
            // Keeps the focus in the field, so the list does not close before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
          >
            <span className="block font-medium">{option.label}</span>
            {option.detail ? (
              <span className="block text-sm text-slate-600">{option.detail}</span>
            ) : null}
          </div>
        ))}
      </div>
      <p
        role="status"
        className={expanded && options.length === 0 ? 'mt-1 text-sm text-slate-600' : 'sr-only'}
      >
        {expanded ? (options.length === 0 ? noResultsText : resultsText(options.length)) : ''}
      </p>
    </div>
  );
}
