import {
  ANSWER_DESCRIPTIONS,
  type Answer,
  type FileForm,
  isPage,
  type RawAnswer,
} from '@praktijkportaal/contract/api/route';
import { routes } from '@praktijkportaal/contract/api/routes';
import {
  TOTAL_CAPPED_HEADER,
  TOTAL_COUNT_CAP,
  TOTAL_COUNT_HEADER,
} from '@praktijkportaal/contract/list-fields';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

const table: Record<string, { responses: Record<number, Answer>; form?: FileForm }> = routes;

function isRaw(answer: Answer): answer is RawAnswer {
  return (answer as RawAnswer).kind === 'raw';
}

/** The headers of every list's page (`sendPage`, db/list-page.ts). */
const PAGE_HEADERS = {
  [TOTAL_COUNT_HEADER]: {
    type: 'integer',
    minimum: 0,
    description: `Het aantal rijen dat bij de zoekopdracht past, over alle pagina's; ten hoogste ${TOTAL_COUNT_CAP} (zie ${TOTAL_CAPPED_HEADER}).`,
  },
  [TOTAL_CAPPED_HEADER]: {
    type: 'string',
    enum: ['true'],
    description: `Alleen als er meer dan ${TOTAL_COUNT_CAP} rijen passen: het tellen stopte daar en ${TOTAL_COUNT_HEADER} geeft ${TOTAL_COUNT_CAP}.`,
  },
  Link: {
    type: 'string',
    description:
      'De volgende en de vorige pagina (RFC 8288), als die er zijn; de volgende pagina van de gebruikerslijst noemt ook `after` (de rij waarna die begint).',
  },
};

/** A multipart form's body: its text fields from their schema, and the file. */
function formBody(form: FileForm) {
  const fields = z.toJSONSchema(form.fields, { io: 'input' }) as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  return {
    type: 'object',
    properties: {
      ...fields.properties,
      [form.file.field]: {
        type: 'string',
        format: 'binary',
        contentMediaType: form.file.contentType,
        description: 'Het bestand.',
      },
    },
    required: [...(fields.required ?? []), form.file.field],
  };
}

/**
 * The OpenAPI document's view of a route: its zod schemas as JSON Schema (the type provider's
 * transform), each answer with a Dutch description, the answers a handler writes as raw bytes
 * (a PDF, the Logboek's CSV) with their media type, a list's page with its headers, and a body
 * sent as a multipart form (an upload).
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
      : { ...given[status], description, ...(isPage(answer) ? { headers: PAGE_HEADERS } : {}) };
  }
  const form = route.form ? { body: formBody(route.form), consumes: ['multipart/form-data'] } : {};
  return { ...described, schema: { ...schema, ...form, response } };
}
