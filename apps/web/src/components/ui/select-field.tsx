import { type ComponentProps, useId } from 'react';
import { FIELD_CONTROL, FieldFrame } from './field-frame';

type Props = ComponentProps<'select'> & {
  label: string;
  options: readonly (string | number)[];
  error?: string;
};

/** A labelled choice from a fixed list; each option shows its own value. */
export function SelectField({ label, options, error, id, ...select }: Props) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <FieldFrame inputId={selectId} label={label} error={error}>
      {(describedBy) => (
        <select
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={FIELD_CONTROL}
          {...select}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
