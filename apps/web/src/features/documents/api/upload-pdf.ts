import type { TUploadedPdf } from '@praktijkportaal/contract/pdfs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import {
  postFormWithProgress,
  type UploadProgressListener,
} from '../../../lib/upload-with-progress';

type Upload = { file: File; onProgress: UploadProgressListener; idempotencyKey: string };

/** Spec §3: multipart with the file in field `pdf` and `type` = `upload`. */
export function uploadPdf(practiceId: number, { file, onProgress, idempotencyKey }: Upload) {
  const form = new FormData();
  form.append('type', 'upload');
  form.append('pdf', file, file.name);
  return postFormWithProgress<TUploadedPdf>(
    `/practices/${practiceId}/upload-pdf`,
    form,
    onProgress,
    idempotencyKey,
  );
}

export function useUploadPdf(practiceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: Upload) => uploadPdf(practiceId, upload),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.pdfs.uploadsOfPractice(practiceId) }),
  });
}
