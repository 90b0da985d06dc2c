import { USER_SORTS } from '@praktijkportaal/contract/list-fields';
import { describe, expect, it } from 'vitest';
import { deletedShownIn, listStateFrom, pageQueryFromUrl } from './use-list-params';

describe('listStateFrom', () => {
  it('reads the search, a known sort and the page, with a list prefix', () => {
    const params = new URLSearchParams('q=+an+&deleted_sort=-email&deleted_page=3&sort=name');
    expect(listStateFrom(params, USER_SORTS, 'deleted_')).toEqual({
      q: 'an',
      sort: '-email',
      page: 3,
    });
  });

  it('counts an unknown sort and a page that is not a whole number from 1 as none', () => {
    const params = new URLSearchParams('sort=password&page=0');
    expect(listStateFrom(params, USER_SORTS)).toEqual({ q: '', sort: undefined, page: 1 });
    expect(listStateFrom(new URLSearchParams('page=2.5'), USER_SORTS).page).toBe(1);
  });
});

describe('pageQueryFromUrl', () => {
  it("asks the server for the address's page of 50", () => {
    expect(pageQueryFromUrl('http://portal.test/admin/customers?q=de&page=2', USER_SORTS)).toEqual({
      q: 'de',
      sort: undefined,
      limit: 50,
      offset: 50,
    });
  });
});

describe('deletedShownIn', () => {
  it('reads "Toon verwijderde …" from the address: deleted=1, nothing else', () => {
    expect(deletedShownIn(new URLSearchParams('deleted=1&deleted_page=2'))).toBe(true);
    expect(deletedShownIn(new URLSearchParams('deleted=ja'))).toBe(false);
    expect(deletedShownIn(new URLSearchParams(''))).toBe(false);
  });
});
