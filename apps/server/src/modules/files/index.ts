// The files module's entry: other folders use the module only through this file (decision 063).
export { readFieldsOf } from './pdf-reads';
export { toPdfResponse } from './pdf-response';
export { documentNotFound, findWritablePractice } from './policy';
export { fileRoutes } from './routes';
export { deleteFileAfterCommit, withStoredFile } from './stored-file';
export { removeOrphanFiles, removeOrphanFilesWhenQuiet } from './sweep';
export { uploadPdf } from './uploads-service';
