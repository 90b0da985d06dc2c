import type { TErrorResponse } from '@praktijkportaal/contract/errors';
import { ApiError } from '../lib/api-error';
import { idempotent, notifyUnauthenticated } from './client';
import type { paths } from './schema.gen';

/** How far the request body has been sent, from 0 to 1. */
export type UploadProgressListener = (fraction: number) => void;

type Post<Path extends keyof paths> = paths[Path]['post'];
/** The path parameters of a POST, as the OpenAPI document names them. */
type PathParams<Path extends keyof paths> =
  Post<Path> extends { parameters: { path: infer Params } } ? Params : never;
/** The body of a POST's 201, as the OpenAPI document describes it. */
type Created<Path extends keyof paths> =
  Post<Path> extends { responses: { 201: { content: { 'application/json': infer Body } } } }
    ? Body
    : never;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** `/api/practices/{practiceId}/upload-pdf` with its parameters filled in. */
function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/\{([^{}]+)\}/g, (_whole, name: string) =>
    encodeURIComponent(String(params[name])),
  );
}

/**
 * Posts a multipart form to a creating route of the API and reports the upload's progress.
 * fetch cannot report how much of a request body has been sent, so this uses XMLHttpRequest;
 * like `answer` it is same-origin with the session cookie, resolves with the JSON answer of a
 * 2xx (typed from the OpenAPI document) and rejects with an `ApiError` otherwise (and with a
 * `TypeError` when the network fails, as fetch does).
 */
export function postFormWithProgress<Path extends keyof paths>(
  path: Path,
  params: PathParams<Path>,
  form: FormData,
  onProgress: UploadProgressListener,
  idempotencyKey: string,
): Promise<Created<Path>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', fillPath(path, params as Record<string, string | number>));
    request.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(idempotent(idempotencyKey))) {
      request.setRequestHeader(name, value);
    }
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const payload = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) resolve(payload as Created<Path>);
      else {
        if (request.status === 401) notifyUnauthenticated();
        reject(new ApiError(request.status, payload as TErrorResponse | undefined));
      }
    };
    request.onerror = () => reject(new TypeError('Network request failed'));
    request.send(form);
  });
}
