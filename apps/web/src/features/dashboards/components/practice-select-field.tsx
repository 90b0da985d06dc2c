import { type ChangeEvent, type ComponentProps, useState } from 'react';
import { usePractices } from '../../../api/practices';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { DASHBOARD_TEXTS } from '../texts';

type Props = ComponentProps<'select'> & { error?: string };
type PracticeRef = { id: number; name: string };

/**
 * The practice a new dashboard belongs to, when no practice was handed over: a search that asks
 * the server for the first page of matching practices, and a choice among them. The practice
 * chosen stays a choice while another search is typed.
 */
export function PracticeSelectField({ error, onChange, ...select }: Props) {
  const [search, setSearch] = useState('');
  const wanted = useDebouncedValue(search.trim());
  const practices = usePractices({ q: wanted || undefined });
  const [chosen, setChosen] = useState<PracticeRef | null>(null);
  const hits = practices.data?.rows ?? [];
  const choices = chosen && !hits.some((hit) => hit.id === chosen.id) ? [chosen, ...hits] : hits;
  const total = practices.data?.total ?? 0;

  const choose = (event: ChangeEvent<HTMLSelectElement>) => {
    setChosen(choices.find((practice) => String(practice.id) === event.target.value) ?? null);
    onChange?.(event);
  };

  return (
    <div className="flex flex-col gap-3">
      <TextField
        label={DASHBOARD_TEXTS.practiceSearchLabel}
        type="search"
        autoComplete="off"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <SelectField
        label={DASHBOARD_TEXTS.practiceLabel}
        hint={
          practices.isError
            ? DASHBOARD_TEXTS.practicesLoadFailed
            : total > hits.length
              ? DASHBOARD_TEXTS.firstPracticesHint(hits.length, total)
              : DASHBOARD_TEXTS.choosePracticeHint
        }
        error={error}
        options={[
          { value: '', label: DASHBOARD_TEXTS.choosePractice },
          ...choices.map((practice) => ({ value: String(practice.id), label: practice.name })),
        ]}
        aria-busy={practices.isFetching || undefined}
        onChange={choose}
        {...select}
      />
    </div>
  );
}
