import type { TErrorResponse } from '@praktijkportaal/contract/errors';
import { IDEMPOTENCY_KEY_HEADER } from '@praktijkportaal/contract/idempotency';
import { ApiError, notifyUnauthenticated } from './api-client';

/** How far the request body has been sent, from 0 to 1. */
export type UploadProgressListener = (fraction: number) => void;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Posts a multipart form to /api and reports the upload's progress. fetch cannot report how
 * much of a request body has been sent, so this uses XMLHttpRequest; like `apiRequest` it is
 * same-origin with the session cookie, resolves with the JSON answer of a 2xx and rejects
 * with an `ApiError` otherwise (and with a `TypeError` when the network fails, as fetch does).
 */
export function postFormWithProgress<T>(
  path: string,
  form: FormData,
  onProgress: UploadProgressListener,
  idempotencyKey: string,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api${path}`);
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader(IDEMPOTENCY_KEY_HEADER, idempotencyKey);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const payload = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) resolve(payload as T);
      else {
        if (request.status === 401) notifyUnauthenticated();
        reject(new ApiError(request.status, payload as TErrorResponse | undefined));
      }
    };
    request.onerror = () => reject(new TypeError('Network request failed'));
    request.send(form);
  });
}
