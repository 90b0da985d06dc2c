import { zodResolver } from '@hookform/resolvers/zod';
import type { TSessionUser } from '@praktijkportaal/contract/auth';
import {
  type TUpdateOwnAccountRequest,
  ZUpdateOwnAccountRequest,
} from '@praktijkportaal/contract/notices';
import { useForm } from 'react-hook-form';
import { useUpdateOwnName } from '../../../api/account';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { notify } from '../../../lib/notices';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { ACCOUNT_TEXTS } from '../account-texts';

const HEADING_ID = 'naam';

/** The user's own name (the header shows it at once); the e-mail address has its own section. */
export function OwnNameForm({ user }: { user: TSessionUser }) {
  const save = useUpdateOwnName();
  const submission = useFormSubmission();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TUpdateOwnAccountRequest>({
    resolver: zodResolver(ZUpdateOwnAccountRequest),
    defaultValues: { name: user.name },
  });
  const onSubmit = handleSubmit(async (values) => {
    await save.mutateAsync(values);
    notify(ACCOUNT_TEXTS.nameSaved);
  });

  return (
    <section aria-labelledby={HEADING_ID} className="flex max-w-md flex-col gap-3">
      <h2 id={HEADING_ID} className="text-xl font-bold">
        {ACCOUNT_TEXTS.nameHeading}
      </h2>
      <form
        onSubmit={submission.submitWith(() => onSubmit())}
        noValidate
        className="flex flex-col gap-4"
      >
        {submission.failure ? <Alert>{apiErrorMessage(submission.failure)}</Alert> : null}
        <TextField
          label={ACCOUNT_TEXTS.nameLabel}
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <div>
          <Button type="submit" disabled={submission.pending}>
            {submission.pending ? ACCOUNT_TEXTS.savingName : ACCOUNT_TEXTS.saveName}
          </Button>
        </div>
      </form>
    </section>
  );
}
