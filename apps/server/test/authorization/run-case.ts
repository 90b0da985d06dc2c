import type { OperationId } from '@praktijkportaal/contract/api/routes';
import { ERROR_CODES } from '@praktijkportaal/contract/errors';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Case } from './cases';
import { callers, t } from './fixtures';
import { CALLERS, FORBIDDEN_MARKERS, isSessionless, type Outcome } from './outcomes';

function outcomeOf(response: LightMyRequestResponse): Outcome | `status ${number}` {
  const status = response.statusCode;
  // 3xx: the unsubscribe link's GET leads to its page.
  if (status >= 200 && status < 400) return 'ok';
  if (status === 401) return 'unauthenticated';
  if (status === 403) {
    const held = response.json().code === ERROR_CODES.passwordChangeRequired;
    return held ? 'passwordChangeRequired' : 'forbidden';
  }
  if (status === 404) return 'hidden';
  if (status === 409) return 'refused';
  // A field naming an object the caller may not use so (an upload of another practice).
  if (status === 422) return 'invalid';
  return `status ${status}`;
}

/** Runs one case for every caller; collects every mismatch so a failure lists them all. */
export async function runCase(id: OperationId, testCase: Case) {
  const failures: string[] = [];
  for (const name of CALLERS) {
    const caller = callers[name];
    const request = await testCase.request(caller);
    const cookie =
      testCase.freshSession && !isSessionless(name) ? await t.login(caller.email) : caller.cookie;
    const response = await t.app.inject({
      method: request.method,
      url: request.url,
      headers: {
        ...request.headers,
        // A case's own cookie (a pending login) goes along with the caller's session.
        cookie: [request.headers?.cookie, cookie].filter(Boolean).join('; '),
      },
      ...(request.payload === undefined
        ? {}
        : { payload: request.payload as InjectOptions['payload'] }),
    });
    const cell = `${id} [${testCase.label}] as ${name}`;
    const got = outcomeOf(response);
    const expected = testCase.expect[name];
    if (got !== expected) {
      failures.push(`${cell}: expected ${expected}, got ${got} ${response.body.slice(0, 200)}`);
    }
    for (const marker of FORBIDDEN_MARKERS[name] ?? []) {
      if (response.body.includes(marker) || JSON.stringify(response.headers).includes(marker)) {
        failures.push(`${cell}: the answer shows ${marker}`);
      }
    }
    if (request.verify && !got.startsWith('status')) {
      await request
        .verify(got as Outcome)
        .catch((error: Error) => failures.push(`${cell}: ${error.message}`));
    }
  }
  expect(failures).toEqual([]);
}
