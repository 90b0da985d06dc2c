import type { ReactNode } from 'react';

export const FIELD_CONTROL =
  'min-h-10 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base focus:border-theme-600 focus:outline-2 focus:outline-theme-600 aria-invalid:border-red-600';

type Props = {
  inputId: string;
  label: string;
  hint?: string;
  error?: string;
  /** Renders the control, given the ids of the hint and error that describe it. */
  children: (describedBy: string | undefined) => ReactNode;
};

/** Label, control, hint and error of one form field, in that order. */
export function FieldFrame({ inputId, label, hint, error, children }: Props) {
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children(describedBy || undefined)}
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
