// No zod here: the web app's entry reads these without loading the schemas (decision 022).

/** Optional header of the creating POSTs: the same key answers the first answer again. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Set on an answer that repeats the first answer to the same key. */
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replayed';
