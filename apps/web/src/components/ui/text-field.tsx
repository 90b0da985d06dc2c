import { type ComponentProps, useId } from 'react';
import { FIELD_CONTROL, FieldFrame } from './field-frame';

type Props = ComponentProps<'input'> & {
  label: string;
  error?: string;
  hint?: string;
};

/** A labelled input whose hint and error are announced and tied to it with aria-describedby. */
export function TextField({ label, error, hint, id, ...input }: Props) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <FieldFrame inputId={inputId} label={label} error={error} hint={hint}>
      {(describedBy) => (
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={FIELD_CONTROL}
          {...input}
        />
      )}
    </FieldFrame>
  );
}
