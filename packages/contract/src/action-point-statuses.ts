// What the practice made of an action point, without zod: the Logboek's labels read it
// (audit-labels.ts, decision 052) as well as the screens.

/** Open, "Gedaan" or "Niet van toepassing". */
export const ACTION_POINT_STATUSES = ['open', 'done', 'not_applicable'] as const;
export type ActionPointStatus = (typeof ACTION_POINT_STATUSES)[number];

/** How each status reads on the screens and in the Logboek. */
export const ACTION_POINT_STATUS_LABELS: Record<ActionPointStatus, string> = {
  open: 'Open',
  done: 'Gedaan',
  not_applicable: 'Niet van toepassing',
};
