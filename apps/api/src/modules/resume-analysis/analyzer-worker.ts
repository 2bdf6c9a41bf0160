// Worker thread entry: analyses one file per message. The pool around it
// enforces the time limit and the heap limit (decision 007: bounded time and
// memory per request), so a hostile file can only kill this thread.
import { parentPort } from 'node:worker_threads';
import { UnreadableDocumentError } from './analysis-errors.ts';
import { analyzeDocument } from './analyze-document.ts';
import type { WorkerReply, WorkerRequest } from './analyzer-pool.ts';
import { warmUpDocx, warmUpPdf } from './warm-up-documents.ts';

const port = parentPort;
if (!port) throw new Error('analyzer-worker.ts must run in a worker thread');

// A small PDF and DOCX read once at start: pdf.js loads its worker half, font
// tables and parser code on the first file, the zip and XML readers and the
// parser's patterns compile on first use, and that cost belongs to start-up,
// not to a visitor's request.
async function warmUp() {
  for (const [fileName, bytes] of [
    ['warm-up.pdf', warmUpPdf()],
    ['warm-up.docx', warmUpDocx()],
  ] as const) {
    try {
      await analyzeDocument(bytes, { fileName, candidateName: null });
    } catch {
      // a failed warm-up only means the first real file pays the loading cost
    }
  }
  port!.postMessage({ ready: true } satisfies WorkerReply);
}

// a file waits for the warm-up: the pool starts its deadline when the worker says it is ready
const warmedUp = warmUp();

port.on('message', async (request: WorkerRequest) => {
  await warmedUp;
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
