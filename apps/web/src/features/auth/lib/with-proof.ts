/** Runs an action that may need the password again first (useProof, decision 053). */
export type WithProof = <T>(action: () => Promise<T>) => Promise<T>;
