import { describe, expect, it } from 'vitest';
import { tileDepartment } from './tile-department';

describe('tileDepartment', () => {
  it('names the department when the name does not', () => {
    expect(tileDepartment('Kliniekcijfers', 'Paard')).toBe('Paard');
    expect(tileDepartment('Kattenspreekuur', 'GD 1b')).toBe('Gezelschapsdieren 1b');
    expect(tileDepartment('Bedrijfsoverzicht', 'LBH')).toBe('Landbouwhuisdieren');
  });

  it('leaves it out when the name already says it, whatever the case or accents', () => {
    expect(tileDepartment('Paarden in zorg', 'Paard')).toBeNull();
    expect(tileDepartment('Rund', 'Rund')).toBeNull();
    expect(tileDepartment('GEZELSCHAPSDIEREN 1a', 'GD 1a')).toBeNull();
    expect(tileDepartment('Landbouwhuisdieren (LBH)', 'LBH')).toBeNull();
  });

  it('counts the type code only as a word of its own', () => {
    expect(tileDepartment('GD 1b spreekuur', 'GD 1b')).toBeNull();
    expect(tileDepartment('Overzicht GD', 'GD')).toBeNull();
    expect(tileDepartment('Agdagse cijfers', 'GD')).toBe('Gezelschapsdieren');
    // Of GD 1a, "Gezelschapsdieren" alone does not say which one.
    expect(tileDepartment('Gezelschapsdieren', 'GD 1a')).toBe('Gezelschapsdieren 1a');
  });
});
