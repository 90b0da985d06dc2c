import type { UserType } from '@praktijkportaal/contract/roles';
import type { TUserWithPractices } from '@praktijkportaal/contract/users';
import { describe, expect, it } from 'vitest';
import { sidebarSections } from './navigation';

function userOfType(type: UserType, practiceIds: number[] = []): TUserWithPractices {
  return {
    id: 1,
    name: 'X',
    email: 'x@example.nl',
    type,
    created_at: '2026-01-01T00:00:00.000Z',
    is_active: true,
    is_admin: type === 'Admin',
    password_changed: true,
    practices: practiceIds.map((id) => ({
      id,
      name: `Praktijk ${id}`,
      description: '',
      grip_id: 1,
      url: null,
      created_at: '2026-01-01T00:00:00.000Z',
      is_active: true,
      pivot: { departments: ['GD', 'Paard', 'Rund'] },
    })),
  };
}

describe('sidebarSections', () => {
  it("points a Klant's OVERZICHT at their first practice", () => {
    expect(sidebarSections(userOfType('Klant', [7, 9]))).toEqual([
      {
        heading: 'OVERZICHT',
        links: [
          { label: 'Dashboards', to: '/practice/7' },
          { label: 'Verslagen', to: '/practice/7/reports' },
          { label: 'Bestanden', to: '/practice/7/uploadedPDFs' },
        ],
      },
    ]);
  });

  it('gives a Manager without practices an empty OVERZICHT', () => {
    expect(sidebarSections(userOfType('Manager'))).toEqual([{ heading: 'OVERZICHT', links: [] }]);
  });

  it("sends the Admin's and Coach's report link to the same route", () => {
    const reportLink = (type: UserType) =>
      sidebarSections(userOfType(type))
        .flatMap((section) => section.links)
        .find((link) => link.label === 'Verslag aanmaken')?.to;
    expect(reportLink('Admin')).toBe('/practice/add-report');
    expect(reportLink('Coach')).toBe('/practice/add-report');
  });
});
