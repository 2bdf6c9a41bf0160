// spec 02 §2 (/file/?file=…&type=…): the link and the viewer it calls for.
// Only http(s) links are followed (a relative link resolves against this
// site); anything else counts as no link at all.

export type ViewerKind = 'pdf' | 'word';

export function resolveFileLink(raw: string | null, base: string): URL | null {
  if (!raw || !raw.trim()) return null;
  try {
    const url = new URL(raw.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

export function viewerKind(type: string | null): ViewerKind | null {
  const value = (type ?? '').trim().toLowerCase();
  if (value === 'pdf') return 'pdf';
  if (value === 'doc' || value === 'docx') return 'word';
  return null;
}
