import type { TActionPoint } from '@praktijkportaal/contract/action-points';
import { ActionPointItem } from './action-point-item';

type Props = {
  points: TActionPoint[];
  canMark: boolean;
  showReport?: boolean;
  onMarked?: (message: string) => void;
};

export function ActionPointList({ points, canMark, showReport, onMarked }: Props) {
  return (
    <ul className="flex flex-col gap-2">
      {points.map((point) => (
        <ActionPointItem
          key={point.id}
          point={point}
          canMark={canMark}
          showReport={showReport}
          onMarked={onMarked}
        />
      ))}
    </ul>
  );
}

/** Says politely what the last mark did; a list's points move when marked, so focus cannot. */
export function MarkAnnouncement({ message }: { message: string }) {
  return (
    <p role="status" className={message ? 'text-sm text-green-800' : 'sr-only'}>
      {message}
    </p>
  );
}
