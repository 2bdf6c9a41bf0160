// What a drop zone accepts and how it names a file to people: one rule shape
// for every upload (the analyzer's 10 MB resume, the profile's 5 MB resume and
// picture), a readable type ('Word document (DOCX)', not a MIME string) and
// the spec's Bytes/KB/MB/GB sizes (spec 02 §2).

export interface FileRule {
  /** Shown to people, in the spec's words: 'PDF, DOC, DOCX'. */
  formats: string;
  /** Lower-case, with the dot; a file is accepted by its name (the server checks the bytes). */
  extensions: readonly string[];
  /** The file dialog's filter. */
  accept: string;
  maxBytes: number;
  messages: { invalidType: string; tooLarge: string };
}

const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** spec 02 §2: the size in Bytes, KB, MB or GB. */
export function formatFileSize(bytes: number): string {
  if (bytes <= 0) return '0 Bytes';
  const unit = Math.min(UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  const value = bytes / 1024 ** unit;
  return `${unit === 0 ? value : Number(value.toFixed(2))} ${UNITS[unit]}`;
}

/** '10MB', '5MB': the limit as the spec writes it. */
export const formatLimit = (bytes: number) =>
  bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)}MB` : formatFileSize(bytes).replace(' ', '');

const extensionOf = (name: string) => /\.[^.]+$/.exec(name)?.[0].toLowerCase() ?? '';

const KINDS: Record<string, string> = {
  '.pdf': 'PDF document (PDF)',
  '.docx': 'Word document (DOCX)',
  '.doc': 'Word 97–2003 document (DOC)',
  '.jpg': 'JPEG image',
  '.jpeg': 'JPEG image',
  '.png': 'PNG image',
  '.gif': 'GIF image',
  '.webp': 'WebP image',
  '.txt': 'Plain text (TXT)',
  '.rtf': 'Rich text document (RTF)',
  '.odt': 'OpenDocument text (ODT)',
  '.exe': 'Windows program (EXE)',
  '.zip': 'ZIP archive',
};

const MIME_KINDS: Record<string, string> = {
  'application/pdf': KINDS['.pdf']!,
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': KINDS['.docx']!,
  'application/msword': KINDS['.doc']!,
  'image/jpeg': KINDS['.jpg']!,
  'image/png': KINDS['.png']!,
  'image/gif': KINDS['.gif']!,
  'image/webp': KINDS['.webp']!,
  'text/plain': KINDS['.txt']!,
};

/** A type people recognise, from the name first (browsers often give no type for Word files). */
export function humanFileType(file: Pick<File, 'name' | 'type'>): string {
  const extension = extensionOf(file.name);
  const known = KINDS[extension] ?? MIME_KINDS[file.type];
  if (known) return known;
  return extension ? `${extension.slice(1).toUpperCase()} file` : 'Unknown type';
}

/** The rule's message for a file it refuses, or null when the file may be chosen. */
export function fileProblem(rule: FileRule, file: Pick<File, 'name' | 'size'>): string | null {
  if (!rule.extensions.includes(extensionOf(file.name))) return rule.messages.invalidType;
  if (file.size > rule.maxBytes) return rule.messages.tooLarge;
  return null;
}
