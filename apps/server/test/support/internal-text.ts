import { ERROR_CODES } from '@praktijkportaal/contract/errors';
import { MESSAGES } from '@praktijkportaal/contract/messages';

/**
 * The one check, shared by the outage, crash, fuzz and error tests, that an answer carries no
 * internals (decision 057): no SQL, no query parameters, no stack frame, no English error name
 * or status text. A mark that the request itself holds (a name `1; SELECT pg_sleep(10)` saved
 * and shown again) is an echo, not a leak, and is not counted.
 */
const INTERNAL_MARKS: { what: string; pattern: RegExp }[] = [
  { what: 'failed query', pattern: /failed query/i },
  { what: 'select', pattern: /\bselect\s/i },
  { what: 'insert into', pattern: /\binsert\s+into\b/i },
  { what: 'delete from', pattern: /\bdelete\s+from\b/i },
  { what: 'update … set', pattern: /\bupdate\s+"?\w+"?\s+set\b/i },
  { what: 'query parameters', pattern: /\bparams:/i },
  { what: 'database error text', pattern: /duplicate key value|violates|relation "|syntax error/i },
  { what: 'stack frame', pattern: /\bat \S+ \(|\bat (?:file:|node:)|\.[cm]?[jt]s:\d+:\d+/ },
  { what: 'error name', pattern: /\b[A-Z][A-Za-z]*(?:Error|Exception)\b/ },
  {
    what: 'driver or Fastify code',
    pattern:
      /\bFST_ERR_|\bERR_[A-Z_]+\b|\bE(?:CONNREFUSED|CONNRESET|PIPE)\b|CONNECTION_(?:CLOSED|ENDED|DESTROYED)/,
  },
  {
    what: 'English status text',
    pattern: /Internal Server Error|Service Unavailable|Bad Request|Client Error|"statusCode"/,
  },
  { what: 'stack property', pattern: /"stack"\s*:/ },
];

/** The marks of internal text in `body` that `request` (what was sent) does not itself hold. */
export function internalTextIn(body: string, request = ''): string[] {
  const found: string[] = [];
  for (const { what, pattern } of INTERNAL_MARKS) {
    const match = pattern.exec(body);
    if (!match) continue;
    if (request && new RegExp(pattern.source, 'i').test(request)) continue;
    found.push(`${what}: …${body.slice(Math.max(0, match.index - 40), match.index + 60)}…`);
  }
  return found;
}

/** The only bodies a 5xx may have: the contract's, in Dutch. */
const SERVER_ERROR_BODIES = [
  { message: MESSAGES.serviceUnavailable, code: ERROR_CODES.serviceUnavailable },
  { message: MESSAGES.storageUnavailable, code: ERROR_CODES.storageUnavailable },
  { message: MESSAGES.internalError, code: ERROR_CODES.internal },
].map((body) => JSON.stringify(body));

function isServerErrorBody(body: string) {
  try {
    const { message, code, ...more } = JSON.parse(body) as Record<string, unknown>;
    return (
      Object.keys(more).length === 0 &&
      SERVER_ERROR_BODIES.includes(JSON.stringify({ message, code }))
    );
  } catch {
    return false;
  }
}

/**
 * Everything wrong with one answer: internal text, and for a 5xx any body but one of the
 * contract's. Empty when the answer is fine.
 */
export function answerProblems(answer: { status: number; body: string }, request = ''): string[] {
  const problems = internalTextIn(answer.body, request);
  if (answer.status >= 500 && !isServerErrorBody(answer.body))
    problems.push(`${answer.status} with a body not of the contract: ${answer.body.slice(0, 200)}`);
  return problems;
}
