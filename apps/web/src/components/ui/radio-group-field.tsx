import { type ComponentProps, useId } from 'react';

/** A choice with its value as label and a short explanation beneath. */
export type DescribedOption = { value: string; description: string };

type Props = Omit<ComponentProps<'input'>, 'type' | 'value'> & {
  label: string;
  options: readonly DescribedOption[];
  error?: string;
};

/**
 * A labelled group of radio buttons, each described by its explanation (aria-describedby):
 * for choices whose values are jargon kept from the spec. The input props (react-hook-form's
 * `register`) go to every radio.
 */
export function RadioGroupField({ label, options, error, ...input }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1 text-sm font-medium text-slate-800">{label}</legend>
      {options.map((option) => {
        const optionId = `${id}-${option.value}`;
        return (
          <div key={option.value} className="flex items-start gap-2">
            <input
              type="radio"
              id={optionId}
              value={option.value}
              aria-describedby={`${optionId}-description`}
              className="mt-1 size-4 shrink-0 accent-theme-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-theme-600"
              {...input}
            />
            <div className="flex flex-col">
              <label htmlFor={optionId} className="font-medium text-slate-900">
                {option.value}
              </label>
              <p id={`${optionId}-description`} className="text-sm text-slate-600">
                {option.description}
              </p>
            </div>
          </div>
        );
      })}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
