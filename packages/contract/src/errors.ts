import { z } from 'zod';

/** The one error shape of the API. `errors` names the fields of a refused request. */
export const ZErrorResponse = z
  .object({
    message: z.string(),
    code: z.string().optional(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'ErrorResponse' });
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

export { ERROR_CODES, type ErrorCode } from './error-codes';
