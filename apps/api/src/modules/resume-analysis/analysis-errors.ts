// Why a file could not be analysed. These travel from the worker thread to the
// route as plain data (a code and a message) and become a 400 {"detail"}.

/** The file is of an accepted type but cannot be read (damaged, a bomb, too complex). */
export class UnreadableDocumentError extends Error {
  /** 'invalid-type' when the container is right but the content is not a resume format (an .xlsx renamed .docx). */
  readonly code: 'unreadable' | 'invalid-type';
  constructor(message: string, code: 'unreadable' | 'invalid-type' = 'unreadable') {
    super(message);
    this.name = 'UnreadableDocumentError';
    this.code = code;
  }
}

export const AnalysisMessages = {
  damagedPdf: 'The PDF file is damaged and could not be read.',
  damagedDocx: 'The DOCX file is damaged: it is not a Word document.',
  damagedDoc: 'The DOC file is damaged and could not be read.',
  timedOut: 'The file took too long to read, so it was not analysed. Save it again as a simple PDF or DOCX and retry.',
  tooMuchMemory:
    'The file needs more memory to read than a resume should, so it was not analysed. Save it again as a simple PDF or DOCX and retry.',
  busy: 'The analyzer is busy. Please try again in a moment.',
  slow: 'The analyzer is running slowly right now, so your file was not analysed. Please try again in a moment.',
} as const;
