import type { MessagePort } from 'node:worker_threads';
import { inspectPdf } from './inspect-pdf';
import { renderReportPdf } from './render-report-pdf';

/**
 * The PDF work that runs in the pool's threads (pdf-work-pool.ts), by name. Each task takes
 * and returns plain data (copied between threads: a Buffer arrives as a Uint8Array); nothing
 * here touches the database. A thread parses the report fonts at its first render and keeps
 * them for every later one (report-fonts.ts).
 */
export const PDF_TASKS = { inspectPdf, renderReportPdf };
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
  // TypeScript cannot tie a name's function to that name's input through the union; the
  // message type does.
  const run = PDF_TASKS[task] as (
    input: PdfTaskMessage<Name>['input'],
  ) => ReturnType<PdfTasks[Name]>;
  return run(input);
}
