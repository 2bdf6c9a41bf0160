// A file the API answered (a letter's PDF, a calendar invitation, the data
// export), saved as a download under the name given.

/** The filename a Content-Disposition header names, if any. */
export function dispositionFilename(response: Response): string | null {
  return /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? null;
}

export async function saveResponseAs(response: Response, filename: string): Promise<void> {
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // the browser has the file once the click returns; a moment later the address goes
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
