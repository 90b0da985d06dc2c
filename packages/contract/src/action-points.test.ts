import { describe, expect, it } from 'vitest';
import { actionPointLinesOf } from './action-points';

describe('actionPointLinesOf', () => {
  it('makes one point per line, without bullets, numbers or empty lines', () => {
    const block = [
      '- Prijslijst aanpassen',
      '',
      '* Teamoverleg plannen',
      '• Nieuwe klanten bellen',
      '1. Voorraad tellen',
      '2) Website bijwerken',
      '(3) Offerte vragen',
      '   Zonder teken   ',
      '\t',
      'A. Jansen bellen',
    ].join('\r\n');
    expect(actionPointLinesOf(block)).toEqual([
      'Prijslijst aanpassen',
      'Teamoverleg plannen',
      'Nieuwe klanten bellen',
      'Voorraad tellen',
      'Website bijwerken',
      'Offerte vragen',
      'Zonder teken',
      'A. Jansen bellen',
    ]);
  });

  it('keeps a number or dash that belongs to the text', () => {
    expect(actionPointLinesOf('2026 afsluiten\n10 koeien extra\n-5% kosten')).toEqual([
      '2026 afsluiten',
      '10 koeien extra',
      '-5% kosten',
    ]);
  });

  it('has no points for an empty block', () => {
    expect(actionPointLinesOf('')).toEqual([]);
    expect(actionPointLinesOf('\n \n')).toEqual([]);
  });
});
