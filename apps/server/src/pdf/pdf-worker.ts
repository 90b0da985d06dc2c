import type { MessagePort } from 'node:worker_threads';
import { inspectPdf } from './inspect-pdf';

/**
 * The PDF work that runs in the pool's threads (pdf-work-pool.ts), by name. Each task takes
 * and returns plain data (copied between threads); nothing here touches the database.
 */
export const PDF_TASKS = { inspectPdf };
export type PdfTasks = typeof PDF_TASKS;
export type PdfTaskName = keyof PdfTasks;

export type PdfTaskMessage<Name extends PdfTaskName> = {
  task: Name;
  input: Parameters<PdfTasks[Name]>[0];
  /** Told when the task starts, so its time limit counts its own time, not its wait. */
  started: MessagePort;
};

/** The pool's entry point in each thread (piscina calls the default export). */
export default function runPdfTask<Name extends PdfTaskName>({
  task,
  input,
  started,
}: PdfTaskMessage<Name>) {
  started.postMessage('started');
  started.close();
  return PDF_TASKS[task](input);
}
