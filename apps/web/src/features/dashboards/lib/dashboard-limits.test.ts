import * as contract from '@praktijkportaal/contract/dashboards';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_FRAME_HEIGHT, DASHBOARD_SEARCH_LIMIT } from './dashboard-limits';

describe("the app chunk's copy of the contract's dashboard numbers", () => {
  it('equals the contract', () => {
    expect(DASHBOARD_FRAME_HEIGHT).toBe(contract.DASHBOARD_FRAME_HEIGHT);
    expect(DASHBOARD_SEARCH_LIMIT).toBe(contract.DASHBOARD_SEARCH_LIMIT);
  });
});
