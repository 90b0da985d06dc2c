import { formatDutchDay } from './dutch-formats';

/** Spec §9: dates are shown dd-MM-yyyy. Text that is no date is returned as it is. */
export function formatDate(isoTimestamp: string): string {
  const date = new Date(isoTimestamp);
  return Number.isNaN(date.getTime()) ? isoTimestamp : formatDutchDay(date);
}
