import type { AppConfig } from '../config';
import type { FileStore } from './file-store';
import { createLocalFileStore } from './local-file-store';
import { createS3FileStore } from './s3-file-store';

/** The store FILE_STORE chooses: the bucket with `s3`, else the folder under DATA_DIR. */
export function openFileStore(config: Pick<AppConfig, 'filesDir' | 's3'>): Promise<FileStore> {
  return config.s3 ? createS3FileStore(config.s3) : createLocalFileStore(config.filesDir);
}
