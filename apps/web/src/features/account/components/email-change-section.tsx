import { zodResolver } from '@hookform/resolvers/zod';
import type { TSessionUser } from '@praktijkportaal/contract/auth';
import {
  type TEmailChangeRequest,
  ZEmailChangeRequest,
} from '@praktijkportaal/contract/data-rights';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { requestEmailChange } from '../../../api/data-rights';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { DATA_RIGHTS_TEXTS } from '../data-rights-texts';
import { useProof } from '../proof/proof-dialog';

const HEADING_ID = 'e-mailadres';

/**
 * The own e-mail address (decision 074): a new one gets a link, after the
 * password again (the step-up dialog); the address itself changes only when that link is used.
 * The server's answer reads the same whether or not the address has an account.
 */
export function EmailChangeSection({ user }: { user: TSessionUser }) {
  const { withProof, dialog } = useProof();
  const submission = useFormSubmission();
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<TEmailChangeRequest>({
    resolver: zodResolver(ZEmailChangeRequest),
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    setSent(null);
    const answer = await withProof(() => requestEmailChange(values));
    setSent(answer.message);
    reset();
  });

  return (
    <section aria-labelledby={HEADING_ID} className="flex max-w-md flex-col gap-3">
      <h2 id={HEADING_ID} className="text-xl font-bold">
        {DATA_RIGHTS_TEXTS.emailHeading}
      </h2>
      <div className="flex flex-col gap-1">
        <p className="text-sm font-medium text-slate-800">{DATA_RIGHTS_TEXTS.currentEmail}</p>
        <p className="break-words">{user.email}</p>
      </div>
      <p className="text-slate-700">{DATA_RIGHTS_TEXTS.emailIntro}</p>
      <form
        onSubmit={submission.submitWith(() => onSubmit())}
        noValidate
        className="flex flex-col gap-4"
      >
        {submission.failure ? <Alert>{apiErrorMessage(submission.failure)}</Alert> : null}
        <div role="status">
          {sent ? (
            <p className="rounded-md border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-800">
              {sent}
            </p>
          ) : null}
        </div>
        <TextField
          label={DATA_RIGHTS_TEXTS.newEmailLabel}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <div>
          <Button type="submit" disabled={submission.pending}>
            {submission.pending ? DATA_RIGHTS_TEXTS.sendingLink : DATA_RIGHTS_TEXTS.sendLink}
          </Button>
        </div>
      </form>
      {dialog}
    </section>
  );
}
