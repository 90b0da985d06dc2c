import type { TDashboard } from '@praktijkportaal/contract/dashboards';
import { Link } from 'react-router';
import gdImage from '../assets/gd.svg';
import lbhImage from '../assets/lbh.svg';
import paardImage from '../assets/paard.svg';
import rundImage from '../assets/rund.svg';
import { tileDepartment } from '../lib/tile-department';
import { type TileImageKind, tileImageKind } from '../lib/tile-image-kind';

const TILE_IMAGES: Record<TileImageKind, string> = {
  GD: gdImage,
  Paard: paardImage,
  Rund: rundImage,
  LBH: lbhImage,
};

/**
 * The practice's dashboards as tiles with a picture per type (spec §2); each opens its
 * dashboard. On a phone the picture sits beside the name, so more tiles fit on the screen.
 */
export function DashboardTiles({
  dashboards,
  emptyText,
}: {
  dashboards: readonly TDashboard[];
  /** Why there is no tile, as true as the caller can tell. */
  emptyText: string;
}) {
  if (dashboards.length === 0) return <p className="text-slate-600">{emptyText}</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {dashboards.map((dashboard) => (
        <li key={dashboard.id}>
          <DashboardTile dashboard={dashboard} />
        </li>
      ))}
    </ul>
  );
}

function DashboardTile({ dashboard }: { dashboard: TDashboard }) {
  const department = tileDepartment(dashboard.name, dashboard.type_dashboard);
  return (
    <Link
      to={`/dashboard/${dashboard.id}`}
      className="group flex h-full items-center overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm hover:border-theme-600 hover:shadow-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-theme-600 sm:flex-col sm:items-stretch"
    >
      <img
        src={TILE_IMAGES[tileImageKind(dashboard.type_dashboard)]}
        alt=""
        width={320}
        height={180}
        className="h-auto w-32 shrink-0 self-stretch bg-slate-100 object-cover sm:aspect-video sm:w-full sm:self-auto"
      />
      <span className="flex min-w-0 flex-col gap-1 p-4">
        <span className="font-semibold text-theme-800 group-hover:underline">{dashboard.name}</span>
        {department ? <span className="text-sm text-slate-600">{department}</span> : null}
      </span>
    </Link>
  );
}
