/** Characters that no file system takes in a name. */
const UNSAFE_IN_FILE_NAMES = /[\\/:*?"<>|]+/g;

/** Saves text as a file through the browser's download, under a name every file system accepts. */
export function downloadTextFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName.replace(UNSAFE_IN_FILE_NAMES, '_').trim();
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the data by the next task.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
