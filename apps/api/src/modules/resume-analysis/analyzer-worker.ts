// Worker thread entry: analyses one file per message. The pool around it
// enforces the time limit and the heap limit (decision 007: bounded time and
// memory per request), so a hostile file can only kill this thread.
import { parentPort } from 'node:worker_threads';
import { UnreadableDocumentError } from './analysis-errors.ts';
import { analyzeDocument } from './analyze-document.ts';
import type { WorkerReply, WorkerRequest } from './analyzer-pool.ts';

const port = parentPort;
if (!port) throw new Error('analyzer-worker.ts must run in a worker thread');

// A one-line PDF read once at start: pdf.js loads its fonts, CMaps and
// parser code on the first file, and that cost belongs to start-up, not to a
// visitor's request.
const WARM_UP_PDF = [
  '%PDF-1.4',
  '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj',
  '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj',
  '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj',
  '4 0 obj<</Length 58>>stream',
  'BT /F1 12 Tf 72 720 Td (Jane Doe jane@example.com Skills) Tj ET',
  'endstream endobj',
  '5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj',
  'trailer<</Root 1 0 R>>',
  '%%EOF',
].join('\n');

async function warmUp() {
  try {
    await analyzeDocument(new TextEncoder().encode(WARM_UP_PDF), { fileName: 'warm-up.pdf', candidateName: null });
  } catch {
    // a failed warm-up only means the first real file pays the loading cost
  }
  port!.postMessage({ ready: true } satisfies WorkerReply);
}

void warmUp();

port.on('message', async (request: WorkerRequest) => {
  let reply: WorkerReply;
  try {
    const { analysis } = await analyzeDocument(request.bytes, {
      fileName: request.fileName,
      candidateName: request.candidateName,
      now: request.now ? new Date(request.now) : undefined,
    });
    reply = { id: request.id, ok: true, analysis };
  } catch (error) {
    reply =
      error instanceof UnreadableDocumentError
        ? { id: request.id, ok: false, code: error.code, message: error.message }
        : {
            id: request.id,
            ok: false,
            code: 'internal',
            message: error instanceof Error ? (error.stack ?? error.message) : String(error),
          };
  }
  port.postMessage(reply);
});
