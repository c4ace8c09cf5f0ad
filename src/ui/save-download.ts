/** Hands a downloaded Blob to the browser as a file: the server's name when it gave one, else `fallbackName`. */
export function saveDownload(blob: Blob, fallbackName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = blob instanceof File && blob.name ? blob.name : fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
