import type { TDashboardView } from '@praktijkportaal/contract/dashboards';
import { describe, expect, it } from 'vitest';
import { dashboardDisplay } from './dashboard-display';

const BASE: TDashboardView = {
  id: 3,
  name: 'Melkvee',
  grip_dashboard: 'geen',
  type_dashboard: 'Rund',
  url_dashboard: null,
  digiredokey: null,
  practice: { id: 1, name: 'De Hoeve' },
  created_at: '2026-11-21T12:00:00.000Z',
  is_active: true,
};
const KEY = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
const EMBED = {
  embedUrl: `https://app.powerbi.com/reportEmbed?reportId=${KEY}`,
  embedToken: 'H4sI-token',
  reportId: KEY,
  embedTokenExpiry: '2026-11-21T13:00:00Z',
};

describe('dashboardDisplay', () => {
  it('shows a URL dashboard in a frame', () => {
    const view = { ...BASE, grip_dashboard: 'digiredourl', url_dashboard: 'https://d.example.nl/' };
    expect(dashboardDisplay(view as TDashboardView)).toEqual({
      kind: 'frame',
      url: 'https://d.example.nl/',
    });
  });

  it('embeds a key dashboard with its embed data', () => {
    const view: TDashboardView = {
      ...BASE,
      grip_dashboard: 'digiredokey',
      digiredokey: KEY,
      ...EMBED,
    };
    expect(dashboardDisplay(view)).toEqual({ kind: 'powerBi', embed: EMBED });
  });

  it("shows the server's message when Power BI cannot give the embed data", () => {
    const view: TDashboardView = {
      ...BASE,
      grip_dashboard: 'digiredokey',
      digiredokey: KEY,
      embed_error: {
        code: 'POWERBI_NOT_CONFIGURED',
        message: 'Power BI-dashboards zijn in dit portaal niet ingesteld.',
      },
    };
    expect(dashboardDisplay(view)).toEqual({
      kind: 'unavailable',
      message: 'Power BI-dashboards zijn in dit portaal niet ingesteld.',
    });
  });

  it('says the dashboard is unavailable when the embed data is incomplete', () => {
    const view: TDashboardView = {
      ...BASE,
      grip_dashboard: 'digiredokey',
      digiredokey: KEY,
      embedUrl: EMBED.embedUrl,
    };
    expect(dashboardDisplay(view)).toEqual({
      kind: 'unavailable',
      message: 'Dit dashboard is nu niet beschikbaar.',
    });
  });

  it('shows nothing for geen, or when the URL or key is missing', () => {
    expect(dashboardDisplay(BASE)).toEqual({ kind: 'none' });
    expect(dashboardDisplay({ ...BASE, grip_dashboard: 'digiredourl' })).toEqual({ kind: 'none' });
    expect(dashboardDisplay({ ...BASE, grip_dashboard: 'digiredokey' })).toEqual({ kind: 'none' });
  });
});
