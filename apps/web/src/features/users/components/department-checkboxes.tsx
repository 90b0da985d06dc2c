import { DEPARTMENTS, type Department } from '@praktijkportaal/contract/departments';
import type { TUserPractice } from '@praktijkportaal/contract/users';
import { useState } from 'react';
import { Icon, type IconShape } from '../../../components/icons/icon';
import { faCow } from '../../../components/icons/solid/cow';
import { faDog } from '../../../components/icons/solid/dog';
import { faHorse } from '../../../components/icons/solid/horse';
import { TEXTS } from '../../../lib/texts';

const DEPARTMENT_ICONS: Record<Department, IconShape> = {
  GD: faDog,
  Paard: faHorse,
  Rund: faCow,
};

type Props = {
  practice: TUserPractice;
  /** Saves the choice; when that is refused, the boxes show what is saved again. */
  onChange: (departments: Department[]) => Promise<unknown>;
  /** A deleted user's departments are shown, not changed. */
  disabled?: boolean;
};

/**
 * GD, Paard and Rund for one practice of a Klant or Manager (spec §5); each change is saved.
 * A click shows at once; whatever the server answers next (saved, or refused and reloaded)
 * replaces it.
 */
export function DepartmentCheckboxes({ practice, onChange, disabled = false }: Props) {
  const saved = practice.pivot.departments;
  const [clicked, setClicked] = useState({ saved, departments: saved });
  const checked = clicked.saved === saved ? clicked.departments : saved;
  const toggle = (department: Department, on: boolean) => {
    const next = DEPARTMENTS.filter((d) => (d === department ? on : checked.includes(d)));
    setClicked({ saved, departments: next });
    onChange(next).catch(() => setClicked({ saved, departments: saved }));
  };

  return (
    <fieldset className="flex flex-wrap gap-x-6 gap-y-2 disabled:opacity-70" disabled={disabled}>
      <legend className="sr-only">{TEXTS.departmentsLegend(practice.name)}</legend>
      {DEPARTMENTS.map((department) => (
        <label
          key={department}
          className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-md px-1 text-sm font-medium has-focus-visible:outline-3 has-focus-visible:outline-theme-600"
        >
          <input
            type="checkbox"
            className="size-5 accent-theme-700 focus:outline-none"
            checked={checked.includes(department)}
            onChange={(event) => toggle(department, event.target.checked)}
          />
          <Icon icon={DEPARTMENT_ICONS[department]} className="text-theme-700" />
          {department}
        </label>
      ))}
    </fieldset>
  );
}
