import { describe, expect, it } from 'vitest';
import { tileImageKind } from './tile-image-kind';

describe('tileImageKind', () => {
  it("gives the GD types GD's picture", () => {
    expect(tileImageKind('GD')).toBe('GD');
    expect(tileImageKind('GD 1a')).toBe('GD');
    expect(tileImageKind('GD 1b')).toBe('GD');
  });

  it('gives Paard, Rund and LBH their own', () => {
    expect(tileImageKind('Paard')).toBe('Paard');
    expect(tileImageKind('Rund')).toBe('Rund');
    expect(tileImageKind('LBH')).toBe('LBH');
  });
});
