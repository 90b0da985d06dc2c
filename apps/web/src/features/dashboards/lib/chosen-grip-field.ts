import type { GripDashboard } from '@praktijkportaal/contract/dashboards';

type GripValues = {
  grip_dashboard: GripDashboard;
  url_dashboard?: string | null;
  digiredokey?: string | null;
};

type WithChosenGripField<T> = Omit<T, 'url_dashboard' | 'digiredokey'> & {
  url_dashboard?: string;
  digiredokey?: string;
};

/**
 * Spec §5: the URL is sent only with digiredourl and the key only with digiredokey; with geen
 * neither. A value typed before another grip was chosen is left out.
 */
export function keepChosenGripField<T extends GripValues>(values: T): WithChosenGripField<T> {
  const { url_dashboard, digiredokey, ...rest } = values;
  switch (values.grip_dashboard) {
    case 'digiredourl':
      return { ...rest, url_dashboard: url_dashboard ?? '' };
    case 'digiredokey':
      return { ...rest, digiredokey: digiredokey ?? '' };
    case 'geen':
      return rest;
  }
}
