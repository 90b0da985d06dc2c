import type { UserType } from '@praktijkportaal/contract/roles';
import type { TUserWithPractices } from '@praktijkportaal/contract/users';
import { describe, expect, it } from 'vitest';
import { activeSidebarLink, sidebarSections } from './navigation';

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
    password_change_required: false,
    password_set: true,
    mfa_enabled: false,
    mfa_enrolment_required: false,
    mfa_lock: 'none',
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
          {
            label: 'Verslagen',
            to: '/practice/7/reports',
            newCount: { practiceId: 7, of: 'new_reports' },
          },
          {
            label: 'Bestanden',
            to: '/practice/7/uploadedPDFs',
            newCount: { practiceId: 7, of: 'new_files' },
          },
        ],
      },
    ]);
  });

  it('gives a user held at the password change or the enrolment no sections', () => {
    const forced = { ...userOfType('Klant', [7]), password_change_required: true };
    const unenrolled = { ...userOfType('Admin'), mfa_enrolment_required: true };
    expect(sidebarSections(forced)).toEqual([]);
    expect(sidebarSections(unenrolled)).toEqual([]);
    expect(sidebarSections(userOfType('Admin'))).not.toEqual([]);
  });

  it("leads a Manager's OVERZICHT to the practice viewed, elsewhere to the first", () => {
    const manager = userOfType('Manager', [7, 9]);
    const links = (places: string[]) => sidebarSections(manager, places)[0]?.links.map((l) => l.to);
    const of9 = ['/practice/9', '/practice/9/reports', '/practice/9/uploadedPDFs'];
    expect(links(['/practice/9'])).toEqual(of9);
    expect(links(['/practice/9/uploadedPDFs'])).toEqual(of9);
    expect(links(['/dashboard/4', '/practice/9'])).toEqual(of9);
    expect(links(['/user-password-change'])).toEqual(of9.map((to) => to.replace('9', '7')));
    // A practice that is not the Manager's: the first practice (the server refuses the other).
    expect(links(['/practice/11'])).toEqual(of9.map((to) => to.replace('9', '7')));
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

describe('activeSidebarLink', () => {
  const active = (type: UserType, pathname: string, parentPath?: string, practices = [7, 9]) => {
    const places = parentPath ? [pathname, parentPath] : [pathname];
    const sections = sidebarSections(userOfType(type, practices), places);
    const link = activeSidebarLink(sections, pathname, parentPath);
    const heading = sections.find((section) => link && section.links.includes(link))?.heading;
    return link ? `${heading} ${link.label}` : undefined;
  };

  it('highlights the link that leads to the page', () => {
    expect(active('Admin', '/admin/customers')).toBe('GEBRUIKERS Overzicht');
    expect(active('Admin', '/admin/add-customer')).toBe('GEBRUIKERS Toevoegen');
    expect(active('Coach', '/')).toBe('PRAKTIJKEN Overzicht');
    expect(active('Klant', '/practice/7/reports')).toBe('OVERZICHT Verslagen');
  });

  it("highlights the section of a detail or edit page by the page's address", () => {
    expect(active('Admin', '/admin/customer-details/3')).toBe('GEBRUIKERS Overzicht');
    expect(active('Admin', '/admin/edit-customer/3')).toBe('GEBRUIKERS Overzicht');
    expect(active('Admin', '/admin/practice-details/3')).toBe('PRAKTIJKEN Overzicht');
    expect(active('Admin', '/admin/edit-practice/3')).toBe('PRAKTIJKEN Overzicht');
    expect(active('Admin', '/practice/edit-report/3')).toBe('PRAKTIJKEN Overzicht');
    expect(active('Admin', '/admin/edit-dashboard/3')).toBe('DASHBOARDS Overzicht');
    expect(active('Coach', '/coach/practice-details/3')).toBe('PRAKTIJKEN Overzicht');
    expect(active('Coach', '/practice/edit-report/3')).toBe('PRAKTIJKEN Overzicht');
  });

  it('highlights the section of a dashboard or PDF by the page it belongs to', () => {
    expect(active('Admin', '/pdf/4', '/admin/practice-details/3')).toBe('PRAKTIJKEN Overzicht');
    expect(active('Coach', '/dashboard/4', '/coach/practice-details/3')).toBe(
      'PRAKTIJKEN Overzicht',
    );
    expect(active('Klant', '/dashboard/4', '/practice/7')).toBe('OVERZICHT Dashboards');
    expect(active('Klant', '/pdf/4', '/practice/7/uploadedPDFs')).toBe('OVERZICHT Bestanden');
  });

  it("highlights the OVERZICHT link on a page of a Manager's other practice", () => {
    expect(active('Manager', '/practice/9')).toBe('OVERZICHT Dashboards');
    expect(active('Manager', '/practice/9/uploadedPDFs')).toBe('OVERZICHT Bestanden');
    expect(active('Manager', '/pdf/4', '/practice/9/reports')).toBe('OVERZICHT Verslagen');
  });

  it("highlights nothing on a practice that is not the Manager's", () => {
    expect(active('Manager', '/practice/11')).toBeUndefined();
  });
});
