import { PRACTICE_SEARCH_LIMIT } from '@praktijkportaal/contract/reports';
import { type Ref, useMemo, useState } from 'react';
import { usePractices } from '../../../api/practices';
import { type ComboboxOption, SearchCombobox } from '../../../components/ui/search-combobox';
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

/**
 * The report form's practice search (spec §2, §9: at most three hits, the server's first by
 * name), on the shared combobox: typing opens the hits, the arrow keys move through them, Enter
 * or a click chooses one, Esc closes the list. Changing the text after a choice undoes the choice.
 */
export function PracticeSearchField({ value, onChange, onBlur, error, ref }: Props) {
  const [search, setSearch] = useState(value?.name ?? '');
  const wanted = useDebouncedValue(search.trim());
  // Spec §9: at most three hits, asked once typing rests.
  const found = usePractices(
    { q: wanted, limit: PRACTICE_SEARCH_LIMIT },
    { enabled: wanted !== '' },
  );
  const rows = search.trim() === '' ? undefined : found.data?.rows;
  // "Geen praktijken gevonden" only once the server has answered this very search.
  const answered = wanted === search.trim() && !found.isFetching;

  const options = useMemo<ComboboxOption[]>(
    () => (rows ?? []).map((practice) => ({ id: String(practice.id), label: practice.name })),
    [rows],
  );

  return (
    <SearchCombobox
      label={DOCUMENT_TEXTS.practiceLabel}
      hint={value ? DOCUMENT_TEXTS.chosenPractice(value.name) : DOCUMENT_TEXTS.practiceSearchHint}
      listLabel={DOCUMENT_TEXTS.practiceOptionsLabel}
      options={options}
      search={search}
      onSearchChange={(next) => {
        setSearch(next);
        if (value && next !== value.name) onChange(null);
      }}
      onChoose={(option) => {
        setSearch(option.label);
        onChange({ id: Number(option.id), name: option.label });
      }}
      statusText={(count) =>
        found.isError
          ? TEXTS.practicesLoadFailed
          : count > 0 || answered
            ? DOCUMENT_TEXTS.practiceHits(count)
            : TEXTS.loading
      }
      clearOnEscape={false}
      error={error}
      onBlur={onBlur}
      inputRef={ref}
    />
  );
}
