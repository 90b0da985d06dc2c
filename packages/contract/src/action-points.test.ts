import { describe, expect, it } from 'vitest';
import { actionPointLinesOf } from './action-points';

describe('actionPointLinesOf', () => {
  it('makes each non-empty line a point, trimmed', () => {
    expect(actionPointLinesOf('Uierprotocol bespreken\n\n  Offerte echo opvragen  \n')).toEqual([
      'Uierprotocol bespreken',
      'Offerte echo opvragen',
    ]);
    expect(actionPointLinesOf('')).toEqual([]);
    expect(actionPointLinesOf(' \n\t\n')).toEqual([]);
  });

  it('strips one leading bullet or number', () => {
    const typed = [
      '- Uierprotocol bespreken',
      '* Offerte echo opvragen',
      '• Planning zomer',
      '– Vacature assistent',
      '1. Debiteuren nabellen',
      '12) Evaluatie in december',
      '  3.   Met ruimte ervoor en erna',
    ].join('\n');

    expect(actionPointLinesOf(typed)).toEqual([
      'Uierprotocol bespreken',
      'Offerte echo opvragen',
      'Planning zomer',
      'Vacature assistent',
      'Debiteuren nabellen',
      'Evaluatie in december',
      'Met ruimte ervoor en erna',
    ]);
  });

  it('keeps a marker without a blank after it as text, and strips only the first', () => {
    expect(
      actionPointLinesOf('-5 graden in de koelcel\n**Let op** de voorraad\n1.5 kg per dier'),
    ).toEqual(['-5 graden in de koelcel', '**Let op** de voorraad', '1.5 kg per dier']);
    expect(actionPointLinesOf('- 2. Tweede punt\n- - dubbel')).toEqual([
      '2. Tweede punt',
      '- dubbel',
    ]);
  });

  it('ignores lines that hold only a marker', () => {
    expect(actionPointLinesOf('-\n1.\n•  \nEcht punt')).toEqual(['Echt punt']);
  });

  it('splits at every kind of line break', () => {
    expect(actionPointLinesOf('Windows\r\nregels\rOude Mac\u2028Unicode')).toEqual([
      'Windows',
      'regels',
      'Oude Mac',
      'Unicode',
    ]);
  });
});
