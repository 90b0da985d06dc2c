import { describe, expect, it } from 'vitest';
import { listAt } from './list-addresses';

describe('listAt', () => {
  it("starts the user list on the Admin's user list address, also with a trailing slash", () => {
    const users = { get: '/users', screen: 'userList' };
    expect(listAt('/admin/customers', 'Admin')).toEqual(users);
    expect(listAt('/admin/customers/', 'Admin')).toEqual(users);
  });

  it("starts the practice list on the Admin's practice list and on the Coach's home", () => {
    const practices = { get: '/practices', screen: 'practiceList' };
    expect(listAt('/admin/practices', 'Admin')).toEqual(practices);
    expect(listAt('/', 'Coach')).toEqual(practices);
  });

  it('starts nothing for a role that does not see that list there, or for nobody', () => {
    expect(listAt('/admin/customers', 'Coach')).toBeNull();
    expect(listAt('/admin/customers', undefined)).toBeNull();
    expect(listAt('/', 'Admin')).toBeNull();
    expect(listAt('/', 'Klant')).toBeNull();
    expect(listAt('/', 'Manager')).toBeNull();
  });

  it('starts nothing on other addresses', () => {
    expect(listAt('/admin/customer-details/7', 'Admin')).toBeNull();
    expect(listAt('/admin/customersx', 'Admin')).toBeNull();
    expect(listAt('/admin', 'Admin')).toBeNull();
  });
});
