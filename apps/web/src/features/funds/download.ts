/** A piece of a file name: the characters file systems refuse (and spaces) become hyphens. */
export function fileNamePart(text: string): string {
  return (
    text
      .trim()
      .replace(/[\\/:*?"<>|\s]+/g, "-")
      .replace(/-{2,}/g, "-")
      .replace(/^-|-$/g, "") || "fund"
  );
}

/** Hands the browser a link to `href` named `fileName` and clicks it (a download, no navigation). */
function clickDownload(href: string, fileName: string): void {
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
}

/** Saves a Blob as a file: an object URL for the click, revoked once the browser has taken it. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  clickDownload(url, fileName);
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** Saves a data: URL (the chart's PNG) as a file. */
export function saveDataUrl(dataUrl: string, fileName: string): void {
  clickDownload(dataUrl, fileName);
}
