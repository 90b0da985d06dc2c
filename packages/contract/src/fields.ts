import { z } from 'zod';
import './zod-locale';
import { DASHBOARD_TYPES, DEPARTMENTS } from './departments';

/** PostgreSQL's `integer`: a larger id could never exist, and must be a 4xx, not a database error. */
export const MAX_ID = 2_147_483_647;

const ID_TEXT = /^[1-9]\d{0,9}$/;

/**
 * An id in a path, query or body: a positive integer, or its plain decimal text (forms send
 * text). `true`, `[1]`, `0x1` or ` 1` are refused rather than coerced.
 */
export const ZId = z
  .union([z.number(), z.string().regex(ID_TEXT)])
  .transform(Number)
  .pipe(z.number().int().min(1).max(MAX_ID));

export const FIELD_MESSAGES = {
  controlCharacters: 'Deze tekst bevat tekens die niet zijn toegestaan.',
} as const;

// Control characters (NUL included, which PostgreSQL refuses in text) have no place in what
// people type; multi-line texts keep tab, line feed and carriage return.
const ANY_CONTROL = /\p{Cc}/u;
/** True for a one-line text without control characters. */
export const hasNoControlCharacters = (text: string) => !ANY_CONTROL.test(text);
const CONTROL_EXCEPT_WHITESPACE = /(?![\t\n\r])\p{Cc}/u;

/** A one-line text such as a name: trimmed, required, bounded, no control characters. */
export function singleLine(max: number) {
  return z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine(hasNoControlCharacters, { message: FIELD_MESSAGES.controlCharacters });
}

/** A free text of several lines: bounded, no control characters but tab and line breaks. */
export function multiLine(max: number) {
  return z
    .string()
    .max(max)
    .refine((text) => !CONTROL_EXCEPT_WHITESPACE.test(text), {
      message: FIELD_MESSAGES.controlCharacters,
    });
}

/** An http(s) web address without control characters. */
export function webUrl(max = 2000) {
  return z
    .url({ protocol: /^https?$/ })
    .max(max)
    .refine((url) => !ANY_CONTROL.test(url), { message: FIELD_MESSAGES.controlCharacters });
}

export const ZDepartment = z.enum(DEPARTMENTS);
export const ZDashboardType = z.enum(DASHBOARD_TYPES);
