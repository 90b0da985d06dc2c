import {
  ANSWER_DESCRIPTIONS,
  type Answer,
  type RawAnswer,
} from '@praktijkportaal/contract/api/route';
import { routes } from '@praktijkportaal/contract/api/routes';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

const table: Record<string, { responses: Record<number, Answer> }> = routes;

function isRaw(answer: Answer): answer is RawAnswer {
  return (answer as RawAnswer).kind === 'raw';
}

/**
 * The OpenAPI document's view of a route: its zod schemas as JSON Schema (the type provider's
 * transform), each answer with a Dutch description, and the answers a handler writes as raw
 * bytes (a PDF, the Logboek's CSV) with their media type.
 */
export function describeRoute(input: TransformInput) {
  const described = jsonSchemaTransform(input);
  const operationId = (input.schema as { operationId?: string } | undefined)?.operationId;
  const route = operationId === undefined ? undefined : table[operationId];
  const schema = described.schema as Record<string, unknown> | undefined;
  if (!route || !schema || schema.hide) return described;
  const given = (schema.response ?? {}) as Record<string, Record<string, unknown>>;
  const response: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(route.responses)) {
    const description = ANSWER_DESCRIPTIONS[Number(status)] ?? 'Antwoord';
    response[status] = isRaw(answer)
      ? {
          description,
          content: {
            [answer.contentType]: {
              schema: { type: 'string', ...(answer.format ? { format: answer.format } : {}) },
            },
          },
        }
      : { ...given[status], description };
  }
  return { ...described, schema: { ...schema, response } };
}
