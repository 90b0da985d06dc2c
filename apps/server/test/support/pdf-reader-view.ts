import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * What readers find in a PDF, by their own parsers, which follow the cross-reference table to
 * the first copy of an object: poppler's scripts (`pdfinfo -js`), form kind (`Form:`) and
 * embedded files (`pdfdetach -list`), and pdf.js's link targets (poppler's tools print no
 * launch actions). scripts/ensure-poppler.mjs installs poppler for the tests.
 */
export async function readerView(pdf: Buffer) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-reader-view-'));
  try {
    const file = path.join(dir, 'bestand.pdf');
    writeFileSync(file, pdf);
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    const scripts = execFileSync('pdfinfo', ['-js', file], { encoding: 'utf8' });
    const attachments = execFileSync('pdfdetach', ['-list', file], { encoding: 'utf8' });
    const document = await getDocument({ data: new Uint8Array(pdf) }).promise;
    const linkTargets: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const annotations = await (await document.getPage(number)).getAnnotations();
      for (const annotation of annotations)
        if (annotation.unsafeUrl) linkTargets.push(String(annotation.unsafeUrl));
    }
    await document.destroy();
    return {
      /** The scripts, each after a line that says where it hangs (`Name Dictionary "start":`). */
      scripts: scripts.split('\n').filter((line) => line.trim()),
      form: /^Form:\s+(\S+)/m.exec(info)?.[1],
      embeddedFiles: attachments
        .split('\n')
        .map((line) => /^\d+: (.*)$/.exec(line)?.[1])
        .filter((name) => name !== undefined),
      linkTargets,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * What poppler reads of a PDF: `pdfinfo`'s fields (Title, Author, Tagged…) and `pdftotext`'s
 * text, in reading order, as a screen reader or a search gets it.
 */
export function popplerView(pdf: Buffer): { info: Record<string, string>; text: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-poppler-view-'));
  try {
    const file = path.join(dir, 'bestand.pdf');
    writeFileSync(file, pdf);
    const info: Record<string, string> = {};
    for (const line of execFileSync('pdfinfo', ['-enc', 'UTF-8', file], { encoding: 'utf8' }).split(
      '\n',
    )) {
      const field = /^([^:]+):\s*(.*)$/.exec(line);
      if (field?.[1] && field[2] !== undefined) info[field[1]] = field[2];
    }
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    return { info, text };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
