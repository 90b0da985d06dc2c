import type { DashboardType } from '@praktijkportaal/contract/departments';

export type TileImageKind = 'GD' | 'Paard' | 'Rund' | 'LBH';

/** Spec §2: a picture per type; GD 1a and GD 1b share GD's. */
export function tileImageKind(type: DashboardType): TileImageKind {
  switch (type) {
    case 'GD':
    case 'GD 1a':
    case 'GD 1b':
      return 'GD';
    case 'Paard':
    case 'Rund':
    case 'LBH':
      return type;
  }
}
