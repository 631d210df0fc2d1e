/** How long the browser keeps the file's object URL after the click hands it to its download. */
const RELEASE_AFTER_MS = 60_000;

/** Saves a file the page fetched, as a click on a download link would: the browser's own download. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), RELEASE_AFTER_MS);
}
