import type { Language } from "@portal/domain";

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

const KB = 1024;
const MB = 1024 * KB;

/**
 * A file's size for people: whole kilobytes (at least 1) under a megabyte, else megabytes to one
 * decimal, the number in the language's own format. Answers the unit and the number.
 */
export function fileSize(bytes: number, language: Language): { unit: "kb" | "mb"; size: string } {
  if (bytes >= MB) {
    const size = new Intl.NumberFormat(language, {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }).format(bytes / MB);
    return { unit: "mb", size };
  }
  const size = new Intl.NumberFormat(language).format(Math.max(1, Math.ceil(bytes / KB)));
  return { unit: "kb", size };
}
