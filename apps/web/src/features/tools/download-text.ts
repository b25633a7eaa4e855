/** "rekordbox-tracklist-2026-06-13.txt": the converter (its route without "-export") and the reader's local date. */
export function tracklistFileName(slug: string, now: Date): string {
  const date = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');
  return `${slug.replace(/-export$/, '')}-${date}.txt`;
}

/** Saves text as a UTF-8 .txt file through a temporary link: no server round trip, nothing kept afterwards. */
export function downloadText(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
