import { PDF_MESSAGES } from '@praktijkportaal/contract/pdfs';
import { uploadDisplayName } from '@praktijkportaal/contract/upload-name';
import { useId, useRef, useState } from 'react';
import { newestUploadNamed } from '../../../api/files';
import { useUploadPdf } from '../../../api/files-mutations';
import { Icon } from '../../../components/icons/icon';
import { faUpload } from '../../../components/icons/solid/upload';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FieldFrame } from '../../../components/ui/field-frame';
import { formatDate } from '../../../lib/format-date';
import { mayHaveLanded } from '../../../lib/idempotency-key';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { failureMessage, failureMessageFor } from '../failure-message';
import { DOCUMENT_TEXTS } from '../texts';
import { NoticeAudienceLine } from './notice-audience-line';
import { ReplaceOrKeepDialog, type SameNameChoice } from './replace-or-keep-dialog';

const PDF_TYPE = 'application/pdf';

/** Why a chosen file is not sent at all; the server checks the content of what is sent. */
function refusalOf(file: File | undefined) {
  if (!file) return PDF_MESSAGES.missingFile;
  return file.type === PDF_TYPE ? null : PDF_MESSAGES.notAPdf;
}

type SameNameQuestion = {
  existing: { name: string; uploadedOn: string };
  answer: (choice: SameNameChoice) => void;
};

/**
 * Uploads one PDF for the practice (spec §2, §5: application/pdf only), showing how far the
 * upload is, then File uploaded successfully or File upload failed with the reason. A file
 * named like one the practice has asks first whether it replaces that one.
 */
export function PdfUploadForm({ practiceId }: { practiceId: number }) {
  const inputId = useId();
  const upload = useUploadPdf(practiceId);
  const [progress, setProgress] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [chosenName, setChosenName] = useState<string | null>(null);
  const [sameName, setSameName] = useState<SameNameQuestion | null>(null);
  // The upload whose answer never came (it may have landed): sending that file again is the same
  // upload, replayed by its key, and not a second file of the same name to ask about.
  const unanswered = useRef<{ file: string; replacesPdfId: number | undefined } | null>(null);

  /** Whether to replace the practice's file of the same name; undefined: upload beside it. */
  const askAboutSameName = async (file: File) => {
    const existing = await newestUploadNamed(practiceId, uploadDisplayName(file.name));
    if (!existing) return { go: true, replacesPdfId: undefined };
    const choice = await new Promise<SameNameChoice>((answer) =>
      setSameName({
        existing: { name: existing.name, uploadedOn: formatDate(existing.created_at) },
        answer,
      }),
    );
    setSameName(null);
    return {
      go: choice !== 'cancel',
      replacesPdfId: choice === 'replace' ? existing.id : undefined,
    };
  };

  const formRef = useRef<HTMLFormElement>(null);
  // One upload at a time, as every form: a second click or Enter while one is on its way sends
  // nothing. The mutation's error state says why one failed, below the form.
  const submission = useFormSubmission();

  const handleSubmit = submission.submitWith(async (keyFor) => {
    const form = formRef.current;
    if (!form) return;
    const file = new FormData(form).get('pdf');
    const chosen = file instanceof File && file.name !== '' ? file : undefined;
    const reason = refusalOf(chosen);
    setRefusal(reason);
    upload.reset();
    if (reason || !chosen) return;
    const fileIdentity = JSON.stringify([chosen.name, chosen.size, chosen.lastModified]);
    const retry = unanswered.current?.file === fileIdentity ? unanswered.current : null;
    const { go, replacesPdfId } = retry
      ? { go: true, replacesPdfId: retry.replacesPdfId }
      : await askAboutSameName(chosen);
    if (!go) return;
    setProgress(0);
    unanswered.current = { file: fileIdentity, replacesPdfId };
    try {
      await upload.mutateAsync({
        file: chosen,
        onProgress: setProgress,
        replacesPdfId,
        // The same file again after an upload that may have landed is the same upload.
        idempotencyKey: keyFor([practiceId, fileIdentity, replacesPdfId ?? null]),
      });
      unanswered.current = null;
    } catch (error) {
      if (!mayHaveLanded(error)) unanswered.current = null;
      throw error;
    }
    form.reset();
  });

  // The upload's own failure, or the search for a file of the same name that came before it.
  const failed = upload.isError ? upload.error : submission.failure;
  const failure = refusal
    ? failureMessage(PDF_MESSAGES.uploadFailed, refusal)
    : failed
      ? failureMessageFor(PDF_MESSAGES.uploadFailed, failed)
      : null;

  return (
    <form
      ref={formRef}
      onSubmit={handleSubmit}
      onReset={() => setChosenName(null)}
      noValidate
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <FieldFrame inputId={inputId} label={DOCUMENT_TEXTS.fileLabel} hint={DOCUMENT_TEXTS.fileHint}>
        {(describedBy) => (
          // The browser's own file button speaks the browser's language; ours speaks Dutch.
          // The input stays (visually hidden) for keyboards and screen readers.
          <div className="flex min-w-0 flex-wrap items-center gap-3">
            <input
              ref={fileInput}
              id={inputId}
              name="pdf"
              type="file"
              accept={PDF_TYPE}
              aria-describedby={describedBy}
              aria-invalid={failure ? true : undefined}
              disabled={upload.isPending}
              onChange={(event) => setChosenName(event.currentTarget.files?.[0]?.name ?? null)}
              className="peer sr-only"
            />
            <button
              type="button"
              tabIndex={-1}
              aria-hidden="true"
              disabled={upload.isPending}
              onClick={() => fileInput.current?.click()}
              className="min-h-10 cursor-pointer rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-theme-600"
            >
              {DOCUMENT_TEXTS.chooseFile}
            </button>
            <span aria-hidden="true" className="min-w-0 text-sm text-slate-700">
              {chosenName ?? DOCUMENT_TEXTS.noFileChosen}
            </span>
          </div>
        )}
      </FieldFrame>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={upload.isPending}>
          <Icon icon={faUpload} />
          {DOCUMENT_TEXTS.uploadButton}
        </Button>
        {upload.isPending ? <UploadProgress fraction={progress} /> : null}
      </div>
      {failure ? <Alert>{failure}</Alert> : null}
      {upload.isSuccess ? <Alert tone="success">{PDF_MESSAGES.uploaded}</Alert> : null}
      <ReplaceOrKeepDialog
        existing={sameName?.existing ?? null}
        onChoose={(choice) => sameName?.answer(choice)}
      />
      {/* Beside the spec's message, which stays as it is: who is told (decision 095). */}
      <NoticeAudienceLine audience={upload.isSuccess ? upload.data.notice_audience : undefined} />
    </form>
  );
}

function UploadProgress({ fraction }: { fraction: number }) {
  return (
    <div className="flex min-w-0 flex-1 items-center gap-3">
      <progress
        max={1}
        value={fraction}
        aria-label={DOCUMENT_TEXTS.uploadProgressLabel}
        className="h-2 w-full max-w-64 overflow-hidden rounded-full bg-slate-200 [&::-moz-progress-bar]:bg-theme-700 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-theme-700"
      />
      {/* Announced once per step; the progress bar itself tells screen readers how far it is.
          Once every byte is sent, the server checks the file, which can take a few seconds. */}
      <p className="shrink-0 text-sm text-slate-700">
        <span role="status">
          {fraction < 1 ? DOCUMENT_TEXTS.uploading : DOCUMENT_TEXTS.checking}
        </span>{' '}
        <span aria-hidden="true">{DOCUMENT_TEXTS.uploadPercent(fraction)}</span>
      </p>
    </div>
  );
}
