/** Saves bytes the app received as a download named `name` (the browser's own save). */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the bytes to the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
