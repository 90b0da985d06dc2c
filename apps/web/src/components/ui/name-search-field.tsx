import type { Ref } from 'react';
import { TEXTS } from '../../lib/texts';
import { TextField } from './text-field';

type Props = {
  ref: Ref<HTMLInputElement>;
  value: string;
  onChange: (value: string) => void;
};

/** A list page's "Zoek op naam" field. */
export function NameSearchField({ ref, value, onChange }: Props) {
  return (
    <div className="max-w-sm">
      <TextField
        ref={ref}
        label={TEXTS.searchByName}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
