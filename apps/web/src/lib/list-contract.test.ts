import * as contract from '@praktijkportaal/contract/lists';
import { describe, expect, it } from 'vitest';
import * as copy from './list-contract';

describe("the lists' copy of the contract's list numbers and sorts", () => {
  it('equals the contract', () => {
    expect(copy.LIST_PAGE_SIZE).toBe(contract.LIST_PAGE_SIZE);
    expect(copy.TOTAL_COUNT_HEADER).toBe(contract.TOTAL_COUNT_HEADER);
    expect(copy.USER_SORTS).toEqual(contract.USER_SORTS);
    expect(copy.PRACTICE_SORTS).toEqual(contract.PRACTICE_SORTS);
    expect(copy.DASHBOARD_SORTS).toEqual(contract.DASHBOARD_SORTS);
    expect(copy.REPORT_SORTS).toEqual(contract.REPORT_SORTS);
    expect(copy.UPLOAD_SORTS).toEqual(contract.UPLOAD_SORTS);
  });
});
