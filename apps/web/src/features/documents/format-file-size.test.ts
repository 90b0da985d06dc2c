import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-file-size';

describe('formatFileSize', () => {
  it('shows small files in whole kilobytes, never as 0 kB', () => {
    expect(formatFileSize(80)).toBe('1 kB');
    expect(formatFileSize(1024)).toBe('1 kB');
    expect(formatFileSize(250_000)).toBe('244 kB');
  });

  it('shows larger files in megabytes with a Dutch decimal comma', () => {
    expect(formatFileSize(1024 * 1024)).toBe('1 MB');
    expect(formatFileSize(2.5 * 1024 * 1024)).toBe('2,5 MB');
    expect(formatFileSize(20 * 1024 * 1024)).toBe('20 MB');
  });
});
