import type { Rolldown } from 'vite';

/**
 * The chunk of `module` and every chunk it imports statically, in the order they are met: what
 * the browser fetches before that module can run.
 */
export function staticClosure(
  bundle: Rolldown.OutputBundle,
  module: string,
): Rolldown.OutputChunk[] {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  // A chunk of grouped modules (load-order-chunks.ts) is no module's facade.
  const root =
    chunks.find((chunk) => chunk.facadeModuleId?.endsWith(module)) ??
    chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(module)));
  if (!root) throw new Error(`No chunk for ${module}`);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const met = new Map<string, Rolldown.OutputChunk>();
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (met.has(chunk.fileName)) return;
    met.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) visit(imported);
    }
  };
  visit(root);
  return [...met.values()];
}
