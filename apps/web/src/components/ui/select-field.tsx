import { type ComponentProps, useId } from 'react';
import { FIELD_CONTROL, FieldFrame } from './field-frame';

/** An option that shows a label other than its value. */
export type LabelledOption = { value: string; label: string };

type Props = ComponentProps<'select'> & {
  label: string;
  options: readonly (string | number | LabelledOption)[];
  hint?: string;
  error?: string;
};

const optionValue = (option: string | number | LabelledOption) =>
  typeof option === 'object' ? option.value : option;

/** A labelled choice from a fixed list; each option shows its own value, or its label. */
export function SelectField({ label, options, hint, error, id, ...select }: Props) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <FieldFrame inputId={selectId} label={label} hint={hint} error={error}>
      {(describedBy) => (
        <select
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={FIELD_CONTROL}
          {...select}
        >
          {options.map((option) => (
            <option key={optionValue(option)} value={optionValue(option)}>
              {typeof option === 'object' ? option.label : option}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
