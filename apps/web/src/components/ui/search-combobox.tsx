import { useCombobox } from 'downshift';
import { type Ref, useId } from 'react';
import { Alert } from './alert';
import { FIELD_CONTROL } from './field-frame';

export type ComboboxOption = { id: string; label: string; detail?: string };

type Props = {
  label: string;
  hint?: string;
  /** Names the list of hits for screen readers; the field's label when left out. */
  listLabel?: string;
  /** The hits for the current search, already limited. */
  options: readonly ComboboxOption[];
  search: string;
  onSearchChange: (search: string) => void;
  /** A hit chosen (Enter or a click); the caller decides what the field then shows. */
  onChoose: (option: ComboboxOption) => void;
  /**
   * The status line while someone searches, given the number of hits shown: e.g.
   * "3 resultaten", "Laden…" or the text for none. Shown on screen when there are none,
   * otherwise only announced.
   */
  statusText: (count: number) => string;
  /** Esc on a closed list empties the field (default); false: Esc only closes the list. */
  clearOnEscape?: boolean;
  /** An error shown below the field as an alert, which then describes the field. */
  error?: string;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
};

const itemToString = (option: ComboboxOption | null) => option?.label ?? '';

/**
 * A search field with a list of hits: the WAI-ARIA combobox of Downshift's `useCombobox`
 * (decision 062). Typing opens the list, the arrow keys move through it, Enter or a click
 * chooses, Esc closes it (and, unless `clearOnEscape` is false, empties the field when it is
 * closed already). The focus stays in the field throughout; leaving it chooses nothing.
 */
export function SearchCombobox({
  label,
  hint,
  listLabel,
  options,
  search,
  onSearchChange,
  onChoose,
  statusText,
  clearOnEscape = true,
  error,
  onBlur,
  inputRef,
}: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-alert`;
  const hitId = (index: number) => `${id}-hit-${index}`;
  const combobox = useCombobox<ComboboxOption>({
    id,
    getItemId: hitId,
    items: options as ComboboxOption[],
    itemToString,
    inputValue: search,
    // Nothing stays chosen inside the field: each choice goes to the caller.
    selectedItem: null,
    // Typing is passed on by the field's own change handler below; this covers Downshift's own
    // changes to the text (Esc).
    onInputValueChange: ({ type, inputValue }) => {
      if (type !== useCombobox.stateChangeTypes.InputChange) onSearchChange(inputValue);
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) onChoose(selectedItem);
    },
    stateReducer: (state, { type, changes }) => {
      const { stateChangeTypes: types } = useCombobox;
      switch (type) {
        case types.ItemClick:
        case types.InputKeyDownEnter:
        // Downshift sets the text when `selectedItem` changes; it stays null here.
        case types.ControlledPropUpdatedSelectedItem:
          // The caller sets the text for a choice (the name, or empty to search again).
          return { ...changes, inputValue: state.inputValue };
        case types.InputBlur:
          // Tabbing away from a highlighted hit is no choice.
          return { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue };
        case types.InputKeyDownEscape:
          return clearOnEscape || state.isOpen ? changes : { ...changes, inputValue: search };
        default:
          return changes;
      }
    },
  });
  const searching = combobox.isOpen && search.trim() !== '';
  const shown = searching ? options : [];
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  const active = combobox.highlightedIndex < shown.length ? combobox.highlightedIndex : -1;

  return (
    <div className="flex flex-col gap-2">
      <div className="relative flex flex-col gap-1">
        {/* biome-ignore lint/a11y/noLabelWithoutControl: getLabelProps gives it the field's id */}
        <label {...combobox.getLabelProps()} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        <div className="relative">
          <input
            {...combobox.getInputProps({
              ref: inputRef,
              type: 'text',
              className: FIELD_CONTROL,
              onBlur,
              // In the keystroke's own render, not in Downshift's effect after it, which rendered
              // the field with the old text first (Downshift issue 1108).
              onChange: (event) => onSearchChange(event.currentTarget.value),
              'aria-invalid': error ? true : undefined,
              'aria-describedby': describedBy || undefined,
              // Open only while hits are shown (not for an empty field, or before an answer).
              'aria-expanded': shown.length > 0,
              'aria-activedescendant': active >= 0 ? hitId(active) : undefined,
            })}
          />
          <ul
            {...combobox.getMenuProps({ 'aria-label': listLabel })}
            hidden={shown.length === 0}
            className="absolute inset-x-0 top-full z-10 mt-1 flex flex-col overflow-hidden rounded-md border border-slate-300 bg-white shadow-lg"
          >
            {shown.map((option, index) => (
              <li
                key={option.id}
                {...combobox.getItemProps({ item: option, index })}
                className="cursor-pointer border-b border-slate-100 px-3 py-2 last:border-b-0 aria-selected:bg-theme-100"
              >
                <span className="block font-medium">{option.label}</span>
                {option.detail ? (
                  <span className="block text-sm text-slate-600">{option.detail}</span>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
        {hint ? (
          <p id={hintId} className="text-sm text-slate-600">
            {hint}
          </p>
        ) : null}
      </div>
      <p
        role="status"
        className={searching && shown.length === 0 ? 'text-sm text-slate-600' : 'sr-only'}
      >
        {searching ? statusText(shown.length) : ''}
      </p>
      {error ? (
        <div id={errorId}>
          <Alert>{error}</Alert>
        </div>
      ) : null}
    </div>
  );
}
