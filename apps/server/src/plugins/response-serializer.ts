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
 * Read instead of zod's global registry, so the contract's component ids (`.meta({ id })`, for
 * the OpenAPI document; decision 098) do not turn each answer's schema into `$ref`s: every
 * serializer is compiled from one inlined schema, as measured.
 */
const NO_METADATA = z.registry<Record<string, unknown>>();

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
        metadata: NO_METADATA,
      }) as Parameters<typeof fastJson>[0],
    );
    compiled.set(schema, serialize);
  }
  return serialize;
};
