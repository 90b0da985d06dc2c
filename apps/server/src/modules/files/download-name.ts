/**
 * The file name a download gets: the practice first, so files saved from several practices
 * ("Verslag oktober 2026.pdf" from each) stay apart. An upload whose name already holds the
 * practice keeps its own name.
 */
export function downloadName(pdfName: string, practiceName: string) {
  const practice = practiceName.replace(/\s+/gu, ' ').trim();
  if (practice === '' || pdfName.toLocaleLowerCase('nl').includes(practice.toLocaleLowerCase('nl')))
    return pdfName;
  return `${practice} - ${pdfName}`;
}
