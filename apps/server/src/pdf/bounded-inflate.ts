import { constants, inflateSync } from 'node:zlib';

/** How far the upload check may inflate compressed streams (UPLOAD_INFLATE_*_MB). */
export type InflateLimits = { perStreamBytes: number; perFileBytes: number };

/** Inflating a stream would pass the limit for one stream or for the whole file. */
export class InflateLimitReached extends Error {}
/** The stream cannot be decoded here (another filter, broken or encrypted data). */
export class StreamUnreadable extends Error {}

const FLATE_FILTERS = new Set(['FlateDecode', 'Fl']);

/**
 * Decodes streams through their filters, counting every inflated byte against the file's
 * budget. zlib stops at the limit (`maxOutputLength`), so an inflating stream never holds more
 * memory than the limit, whatever it would grow to. Only Flate is decoded: it is what writers
 * use for object streams, cross-reference streams and XFA, the streams the check reads.
 */
export function createBoundedInflater({ perStreamBytes, perFileBytes }: InflateLimits) {
  let inflatedBytes = 0;
  return function decode(data: Uint8Array, filters: string[]): Buffer {
    let bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    for (const filter of filters) {
      if (!FLATE_FILTERS.has(filter)) throw new StreamUnreadable(`filter ${filter}`);
      const room = Math.min(perStreamBytes, perFileBytes - inflatedBytes);
      if (room <= 0) throw new InflateLimitReached();
      try {
        // A stream cut short still gives what it holds, as readers read it.
        bytes = inflateSync(bytes, { maxOutputLength: room, finishFlush: constants.Z_SYNC_FLUSH });
      } catch (error) {
        if ((error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE')
          throw new InflateLimitReached();
        throw new StreamUnreadable('not Flate data');
      }
      inflatedBytes += bytes.length;
    }
    return bytes;
  };
}

export type BoundedInflater = ReturnType<typeof createBoundedInflater>;
