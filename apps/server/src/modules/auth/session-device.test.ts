import { describe, expect, it } from 'vitest';
import { describeSessionDevice } from './session-device';

describe('describeSessionDevice', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
      { browser: 'Chrome 156', system: 'Windows 10' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      { browser: 'Safari 17', system: 'iOS 17.5' },
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
      { browser: 'Firefox 140', system: 'Linux' },
    ],
  ])('names browser and system of %s', (userAgent, expected) => {
    expect(describeSessionDevice(userAgent)).toEqual(expected);
  });

  it('says nothing it cannot read', () => {
    expect(describeSessionDevice(null)).toEqual({ browser: null, system: null });
    expect(describeSessionDevice('curl/8.5.0')).toEqual({ browser: null, system: null });
  });
});
