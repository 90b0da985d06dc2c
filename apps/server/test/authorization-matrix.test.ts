/**
 * The authorization matrix (decision 005): every /api route of the contract's table, keyed by
 * operationId, × every kind of caller, each cell with the outcome class it must give. The rows
 * stand in authorization/areas/, one file per area of the contract; a route missing from the
 * matrix, or a row whose request names another route, fails the typecheck; a row for a route the
 * app does not register fails the suite.
 *
 * Klant and Manager bodies are also searched for markers of practices (and, for the Klant without
 * departments, of a dashboard) they may not see: nothing of those may appear in any answer.
 */
import { type OperationId, routes } from '@praktijkportaal/contract/api/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Case } from './authorization/cases';
import { closeMatrixApp, t } from './authorization/fixtures';
import { MATRIX } from './authorization/matrix';
import { runCase } from './authorization/run-case';
import { setUpMatrix } from './authorization/set-up';

beforeAll(setUpMatrix);
afterAll(closeMatrixApp);

describe('authorization matrix', () => {
  it('has a row for every registered /api route and every /api route of the table', () => {
    const registered = t.app.apiRoutes
      .filter((registered) => registered.method !== 'HEAD')
      .map((registered) => `${registered.method} ${registered.url}`);
    const ofTable = (Object.keys(routes) as OperationId[]).filter((id) =>
      routes[id].path.startsWith('/api/'),
    );
    const rows = Object.keys(MATRIX) as OperationId[];
    const rowRoutes = rows.map((id) => `${routes[id]?.method} ${routes[id]?.path}`);
    expect(
      registered.filter((name) => !rowRoutes.includes(name)),
      'registered routes missing from the matrix',
    ).toEqual([]);
    expect(
      ofTable.filter((id) => !rows.includes(id)),
      'routes of the table missing from the matrix',
    ).toEqual([]);
    expect(
      rows.filter((id) => !ofTable.includes(id)),
      'matrix rows for routes that are not in the table',
    ).toEqual([]);
  });

  const cases = (Object.entries(MATRIX) as [OperationId, Case[]][]).flatMap(([id, list]) =>
    list.map((testCase) => [`${id} [${testCase.label}]`, id, testCase] as const),
  );
  it.each(cases)('%s', async (_title, id, testCase) => {
    await runCase(id, testCase);
  });
});
