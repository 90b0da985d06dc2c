import { z } from 'zod';
import './zod-locale';

export const ZHealthResponse = z.object({ status: z.enum(['ok', 'unavailable']) });
export type THealthResponse = z.infer<typeof ZHealthResponse>;
