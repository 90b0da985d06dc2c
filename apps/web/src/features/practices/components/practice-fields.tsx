import { GRIP_IDS } from '@praktijkportaal/contract/practices';
import { useFormContext } from 'react-hook-form';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { TEXTS } from '../../../lib/texts';

type PracticeFieldValues = { name: string; description: string; grip_id: unknown };

/** Name, description and Grip (1 to 3), shared by the add and edit forms. */
export function PracticeFields({ gripLabel }: { gripLabel: string }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<PracticeFieldValues>();
  return (
    <>
      <TextField
        label={TEXTS.practiceNameLabel}
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextareaField
        label={TEXTS.descriptionLabel}
        error={errors.description?.message}
        {...register('description')}
      />
      <SelectField
        label={gripLabel}
        options={GRIP_IDS}
        error={errors.grip_id?.message}
        {...register('grip_id')}
      />
    </>
  );
}
