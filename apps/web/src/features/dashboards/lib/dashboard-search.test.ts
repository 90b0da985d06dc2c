import type { TDashboard } from '@praktijkportaal/contract/dashboards';
import { describe, expect, it } from 'vitest';
import { searchDashboards } from './dashboard-search';

function dashboard(id: number, name: string, practice: string): TDashboard {
  return {
    id,
    name,
    grip_dashboard: 'digiredourl',
    type_dashboard: 'GD',
    url_dashboard: 'https://dashboards.example.nl/',
    digiredokey: null,
    practice: { id: 1, name: practice },
    created_at: '2026-11-21T12:00:00.000Z',
    is_active: true,
  };
}

const DASHBOARDS = [
  dashboard(1, 'Bedrijfsoverzicht', 'De Hoeve'),
  dashboard(2, 'Geitenhouderij 1a', 'De Hoeve'),
  dashboard(3, 'Jongveeopfok', 'Praktijk Oost'),
  dashboard(4, 'Kliniekcijfers', 'Het Zadel'),
  dashboard(5, 'Melkveebedrijven', 'De Hoeve'),
  dashboard(6, 'Paarden in zorg', 'De Hoeve'),
  dashboard(7, 'Schapenhouderij 1b', 'Praktijk Oost'),
];

describe('searchDashboards', () => {
  it('finds dashboards by a part of their name, whatever the case', () => {
    expect(searchDashboards(DASHBOARDS, 'HOUDERIJ').map((d) => d.id)).toEqual([2, 7]);
  });

  it("finds dashboards by their practice's name", () => {
    expect(searchDashboards(DASHBOARDS, 'oost').map((d) => d.id)).toEqual([3, 7]);
  });

  it('shows at most 5 hits (spec §9)', () => {
    expect(searchDashboards(DASHBOARDS, 'e').map((d) => d.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows nothing before anything is typed', () => {
    expect(searchDashboards(DASHBOARDS, ' ')).toEqual([]);
  });
});
