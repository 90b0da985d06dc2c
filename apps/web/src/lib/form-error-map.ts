// Zod's own messages in Dutch for whatever this map leaves to zod.
import '@praktijkportaal/contract/zod-locale';
import type { z } from 'zod';
import { TEXTS } from './texts';

/**
 * Plain Dutch for the field errors people meet in the forms; anything else keeps zod's own
 * Dutch message (the contract's locale).
 */
export const formErrorMap: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'too_small' && issue.origin === 'string') {
    return Number(issue.minimum) <= 1 ? TEXTS.fieldRequired : TEXTS.fieldTooShort(issue.minimum);
  }
  if (issue.code === 'too_big' && issue.origin === 'string')
    return TEXTS.fieldTooLong(issue.maximum);
  if (issue.code === 'invalid_format' && issue.format === 'email') return TEXTS.invalidEmail;
  if (issue.code === 'invalid_format' && issue.format === 'url') return TEXTS.invalidUrl;
  return undefined;
};
