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
const compiled = new WeakMap<ZodType, (data: unknown) => string>();

/**
 * One serializer per schema, shared by every route and status that answers with it: the error
 * shape alone stands behind some 250 answers of the route table (about a second of start-up
 * when each was compiled on its own).
 */
export const responseSerializerCompiler: FastifySerializerCompiler<ZodType> = ({ schema }) => {
  let serialize = compiled.get(schema);
  if (!serialize) {
    serialize = fastJson(
      z.toJSONSchema(schema, {
        io: 'output',
        target: 'draft-07',
      }) as Parameters<typeof fastJson>[0],
    );
    compiled.set(schema, serialize);
  }
  return serialize;
};
