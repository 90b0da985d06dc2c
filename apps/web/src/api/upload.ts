import type { OperationId } from '@praktijkportaal/contract/api/routes';
import type { TErrorResponse } from '@praktijkportaal/contract/errors';
import { ApiError } from '../lib/api-error';
import {
  type AnswerOf,
  addressOf,
  idempotent,
  notifyUnauthenticated,
  type ParamsOf,
} from './client';

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
 * Posts a multipart form to a creating route of the API and reports the upload's progress.
 * fetch cannot report how much of a request body has been sent, so this uses XMLHttpRequest;
 * like `answer` it is same-origin with the session cookie, resolves with the JSON answer of a
 * 2xx (typed by its route in the contract) and rejects with an `ApiError` otherwise (and with a
 * `TypeError` when the network fails, as fetch does).
 */
export function postFormWithProgress<Id extends OperationId>(
  id: Id,
  params: ParamsOf<Id>,
  form: FormData,
  onProgress: UploadProgressListener,
  idempotencyKey: string,
): Promise<AnswerOf<Id>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', addressOf(id, params as Record<string, string | number>));
    request.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(idempotent(idempotencyKey))) {
      request.setRequestHeader(name, value);
    }
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const payload = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) resolve(payload as never);
      else {
        if (request.status === 401) notifyUnauthenticated();
        reject(new ApiError(request.status, payload as TErrorResponse | undefined));
      }
    };
    request.onerror = () => reject(new TypeError('Network request failed'));
    request.send(form);
  });
}
