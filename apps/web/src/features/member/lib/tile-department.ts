import { type DashboardType, departmentName } from '@praktijkportaal/contract/departments';

/** Lower case without accents, so "Paarden" holds "paard" and "GEZELSCHAPSDIEREN" its name. */
const folded = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('nl');

/**
 * The department line under a tile's name: left out when the name already
 * says it, by the department's word ("Paarden in zorg" for Paard) or by the type's code as a
 * word ("GD 1b spreekuur"), so a tile names its department once.
 */
export function tileDepartment(name: string, type: DashboardType): string | null {
  const department = departmentName(type);
  const shown = folded(name);
  if (shown.includes(folded(department))) return null;
  const code = new RegExp(`(^|[^\\p{L}\\p{N}])${folded(type)}($|[^\\p{L}\\p{N}])`, 'u');
  return code.test(shown) ? null : department;
}
