import { z } from 'zod';
import './zod-locale';

/*
 * The Privacyverklaring and the Toegankelijkheidsverklaring (decision 078):
 * public texts, written by the portal from its configuration or replaced by the hosting party's
 * Markdown, sent as plain blocks the screen renders itself (no HTML travels).
 */

/** A run of text: bold, italic, or a link (http, https or mailto only). */
export const ZStatementText = z
  .object({
    text: z.string(),
    strong: z.boolean(),
    emphasis: z.boolean(),
    href: z.string().nullable(),
  })
  .meta({ id: 'StatementText' });
export type TStatementText = z.infer<typeof ZStatementText>;

export const ZStatementBlock = z
  .discriminatedUnion('type', [
    z.object({
      type: z.literal('heading'),
      level: z.union([z.literal(2), z.literal(3)]),
      content: z.array(ZStatementText),
    }),
    z.object({ type: z.literal('paragraph'), content: z.array(ZStatementText) }),
    z.object({
      type: z.literal('list'),
      ordered: z.boolean(),
      items: z.array(z.array(ZStatementText)),
    }),
  ])
  .meta({ id: 'StatementBlock' });
export type TStatementBlock = z.infer<typeof ZStatementBlock>;

export const ZStatement = z
  .object({
    title: z.string(),
    blocks: z.array(ZStatementBlock),
  })
  .meta({ id: 'Statement' });
export type TStatement = z.infer<typeof ZStatement>;
