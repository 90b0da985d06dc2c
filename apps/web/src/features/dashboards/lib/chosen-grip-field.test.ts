import { describe, expect, it } from 'vitest';
import { keepChosenGripField } from './chosen-grip-field';

const TYPED = {
  name: 'Melkvee',
  type_dashboard: 'Rund',
  url_dashboard: 'https://dashboards.example.nl/melkvee',
  digiredokey: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
} as const;

describe('keepChosenGripField', () => {
  it('sends only the URL with digiredourl', () => {
    expect(keepChosenGripField({ ...TYPED, grip_dashboard: 'digiredourl' })).toEqual({
      name: 'Melkvee',
      type_dashboard: 'Rund',
      grip_dashboard: 'digiredourl',
      url_dashboard: 'https://dashboards.example.nl/melkvee',
    });
  });

  it('sends only the key with digiredokey', () => {
    expect(keepChosenGripField({ ...TYPED, grip_dashboard: 'digiredokey' })).toEqual({
      name: 'Melkvee',
      type_dashboard: 'Rund',
      grip_dashboard: 'digiredokey',
      digiredokey: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
    });
  });

  it('sends neither with geen', () => {
    expect(keepChosenGripField({ ...TYPED, grip_dashboard: 'geen' })).toEqual({
      name: 'Melkvee',
      type_dashboard: 'Rund',
      grip_dashboard: 'geen',
    });
  });

  it('sends an empty field when the chosen one was left empty, so the server names it', () => {
    expect(keepChosenGripField({ grip_dashboard: 'digiredourl', url_dashboard: null })).toEqual({
      grip_dashboard: 'digiredourl',
      url_dashboard: '',
    });
  });
});
