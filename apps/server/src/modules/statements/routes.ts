import { readFile } from 'node:fs/promises';
import { statementApi } from '@praktijkportaal/contract/api/statements';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { implementRoutes } from '../../plugins/implement-route';
import { accessibilityStatementMarkdown } from './accessibility-statement';
import { markdownToStatement } from './markdown-blocks';
import { privacyStatementMarkdown } from './privacy-statement';

/** The hosting party's statement file could not be read: the server does not start without it. */
export class StatementFileError extends Error {}

async function statementText(file: string | undefined, variable: string, ownText: string) {
  if (!file) return ownText;
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    throw new StatementFileError(
      `${variable} noemt ${file}, maar dat bestand is niet te lezen (${(error as NodeJS.ErrnoException).code ?? 'onbekende fout'}).`,
    );
  }
}

/**
 * The Privacyverklaring and the Toegankelijkheidsverklaring, for anyone (decision
 * 078): made once at start, from the configuration or the hosting party's Markdown.
 */
export const statementRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (
  app,
  { config },
) => {
  const { privacyFile, accessibilityFile } = config.statements;
  const privacy = markdownToStatement(
    await statementText(privacyFile, 'PRIVACY_STATEMENT_FILE', privacyStatementMarkdown(config)),
    'Privacyverklaring',
  );
  const accessibility = markdownToStatement(
    await statementText(
      accessibilityFile,
      'ACCESSIBILITY_STATEMENT_FILE',
      accessibilityStatementMarkdown(config),
    ),
    'Toegankelijkheidsverklaring',
  );
  implementRoutes(app, statementApi, {
    getPrivacyStatement: async () => privacy,
    getAccessibilityStatement: async () => accessibility,
  });
};
