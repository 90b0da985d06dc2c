/**
 * A route's path with its `:params` filled in: `/api/pdfs/:id/file` → `/api/pdfs/7/file`. No
 * zod here: the web client uses it with the paths alone (apps/web/src/api/client.ts).
 */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
