import { type ComponentProps, useId } from 'react';
import { FIELD_CONTROL, FieldFrame } from './field-frame';

type Props = ComponentProps<'textarea'> & { label: string; error?: string };

export function TextareaField({ label, error, id, ...textarea }: Props) {
  const generatedId = useId();
  const textareaId = id ?? generatedId;
  return (
    <FieldFrame inputId={textareaId} label={label} error={error}>
      {(describedBy) => (
        <textarea
          id={textareaId}
          rows={4}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={FIELD_CONTROL}
          {...textarea}
        />
      )}
    </FieldFrame>
  );
}
