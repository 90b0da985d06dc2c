import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { type ZodType, z } from 'zod';

/**
 * Answers are written by fast-json-stringify from the JSON Schema of each route's zod response
 * schema, compiled once at start-up. Like the zod serializer it replaces, it writes only the
 * properties the contract names (a stray field such as a password hash never leaves) and fails
 * on a missing required one; it does so in a fraction of the time, which matters for the
 * 5,000-user list (bench/README.md, "API throughput").
 */
export const responseSerializerCompiler: FastifySerializerCompiler<ZodType> = ({ schema }) =>
  fastJson(
    z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-07',
    }) as Parameters<typeof fastJson>[0],
  );
