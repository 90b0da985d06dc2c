import { type ComponentProps, useId } from 'react';
import { FIELD_CONTROL, FieldFrame } from '../../../components/ui/field-frame';
import { DASHBOARD_TEXTS } from '../texts';

type Props = ComponentProps<'select'> & {
  practices: readonly { id: number; name: string }[];
  error?: string;
};

/** The practice a new dashboard belongs to, when no practice was handed over. */
export function PracticeSelectField({ practices, error, id, ...select }: Props) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <FieldFrame
      inputId={selectId}
      label={DASHBOARD_TEXTS.practiceLabel}
      hint={DASHBOARD_TEXTS.choosePracticeHint}
      error={error}
    >
      {(describedBy) => (
        <select
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={FIELD_CONTROL}
          {...select}
        >
          <option value="">{DASHBOARD_TEXTS.choosePractice}</option>
          {practices.map((practice) => (
            <option key={practice.id} value={practice.id}>
              {practice.name}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
