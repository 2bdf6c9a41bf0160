import { describe, expect, it } from 'vitest';
import {
  makeDoc,
  makeDocx,
  makeExecutable,
  makePdf,
  makePng,
  makeZipBomb,
} from '../modules/candidates/files.test-support.ts';
import { inspectUpload, RESUME_KINDS, sniffKind, VIDEO_KINDS } from './file-inspection.ts';

// A minimal WebM (EBML header, DocType "webm") and MP4 (ftyp box, brand isom).
const webm = Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d42878102428581021853806701', 'hex');
const mp4 = Buffer.concat([
  Buffer.from('0000001c667479706973736f6d0000020069736f6d69736f32', 'hex'),
  Buffer.from('6d703431', 'hex'),
  Buffer.alloc(64),
]);

describe('inspectUpload', () => {
  it('recognises every accepted kind by its bytes', async () => {
    expect(await sniffKind(await makePdf())).toBe('pdf');
    expect(await sniffKind(await makeDocx())).toBe('docx');
    expect(await sniffKind(makeDoc())).toBe('doc');
    expect(await sniffKind(makePng())).toBe('png');
    expect(await sniffKind(webm)).toBe('webm');
    expect(await sniffKind(mp4)).toBe('mp4');
    expect(await sniffKind(makeExecutable())).toBeNull();
  });

  it('answers the kind, content type and extension, or the reason for refusing', async () => {
    const pdf = await makePdf();
    expect(await inspectUpload(pdf, { allowed: RESUME_KINDS, maxBytes: 1 << 20 })).toEqual({
      ok: true,
      kind: 'pdf',
      contentType: 'application/pdf',
      extension: 'pdf',
    });
    expect(await inspectUpload(webm, { allowed: VIDEO_KINDS, maxBytes: 1 << 20 })).toMatchObject({
      ok: true,
      contentType: 'video/webm',
    });
    const refuse = async (data: Buffer, allowed = RESUME_KINDS as readonly string[], maxBytes = 1 << 20) => {
      const verdict = await inspectUpload(data, { allowed: allowed as typeof RESUME_KINDS, maxBytes });
      return verdict.ok ? 'accepted' : verdict.reason;
    };
    expect(await refuse(Buffer.alloc(0))).toBe('empty');
    expect(await refuse(pdf, RESUME_KINDS, 10)).toBe('too-large');
    expect(await refuse(makeExecutable())).toBe('unknown');
    expect(await refuse(makePng())).toBe('not-allowed');
    expect(await refuse(makeZipBomb())).toBe('bomb');
    expect(await refuse(Buffer.concat([Buffer.from('<html><script>alert(1)</script>'), pdf]))).toBe('damaged');
    expect(await refuse(Buffer.from('%PDF-1.4 no end marker'))).toBe('damaged');
  });

  it('leaves structure to a caller that parses the file itself', async () => {
    const junkFirst = Buffer.concat([Buffer.from('junk\n'), await makePdf()]);
    const verdict = await inspectUpload(junkFirst, { allowed: RESUME_KINDS, maxBytes: 1 << 20, structure: false });
    expect(verdict).toMatchObject({ ok: true, kind: 'pdf' });
  });
});
