import { zodResolver } from '@hookform/resolvers/zod';
import { type TDataExportRequest, ZDataExportRequest } from '@praktijkportaal/contract/data-rights';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { downloadMyData } from '../../../api/data-rights';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { saveFile } from '../../../lib/save-file';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { DATA_RIGHTS_TEXTS } from '../data-rights-texts';

const HEADING_ID = 'mijn-gegevens';

/**
 * "Mijn gegevens downloaden" (decision 075): the password once more, then
 * the server's JSON file is saved under the name it gives (with the date).
 */
export function MyDataSection() {
  const submission = useFormSubmission();
  const [saved, setSaved] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<TDataExportRequest>({
    resolver: zodResolver(ZDataExportRequest),
    defaultValues: { password: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    setSaved(null);
    const file = await downloadMyData(values);
    saveFile(file.blob, file.name);
    setSaved(DATA_RIGHTS_TEXTS.downloaded(file.name));
    reset();
  });

  return (
    <section aria-labelledby={HEADING_ID} className="flex max-w-md flex-col gap-3">
      <h2 id={HEADING_ID} className="text-xl font-bold">
        {DATA_RIGHTS_TEXTS.downloadHeading}
      </h2>
      <p className="text-slate-700">{DATA_RIGHTS_TEXTS.downloadIntro}</p>
      <form
        onSubmit={submission.submitWith(() => onSubmit())}
        noValidate
        className="flex flex-col gap-4"
      >
        {submission.failure ? <Alert>{apiErrorMessage(submission.failure)}</Alert> : null}
        <div role="status">{saved ? <p className="text-sm text-green-800">{saved}</p> : null}</div>
        <TextField
          label={DATA_RIGHTS_TEXTS.passwordLabel}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div>
          <Button type="submit" disabled={submission.pending}>
            {submission.pending ? DATA_RIGHTS_TEXTS.downloading : DATA_RIGHTS_TEXTS.download}
          </Button>
        </div>
      </form>
    </section>
  );
}
