/** Spec §2: search by name is a case-insensitive "contains"; an empty search matches all. */
export function containsSearchText(text: string, search: string): boolean {
  const wanted = search.trim().toLocaleLowerCase('nl');
  return wanted === '' || text.toLocaleLowerCase('nl').includes(wanted);
}
