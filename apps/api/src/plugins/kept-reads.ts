// A signed-in candidate's own reads answered from a kept body (decision 039):
// the answer is computed and serialised once per candidate, address and
// versions, and sent again as long as the guard's statement reads the same
// versions. The versions move in the transaction of every write the answer
// shows (migrations 0313, 0314), so the next read after a write, on any
// instance, computes afresh; nothing is invalidated and an old entry ages out
// (lib/computed-cache.ts). The key names the candidate the guard found, so a
// body is never sent to another candidate, and the guard still runs on every
// request, so a revoked or expired token still answers 401.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createComputedCache } from '../lib/computed-cache.ts';
import { authOf } from './auth-guard.ts';

/** A link to a stored file, named by its storage key. */
export type LinkOf = (key: string) => string;

interface KeptBody {
  body: string;
  /** Each signed link's placeholder as it stands in the body (a JSON string) and the file it names. */
  links: [placeholder: string, key: string][];
}

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Sends the caller's answer kept under their read version, or computes it:
     * `compute` builds the answer (naming files through `linkOf`), the route's
     * response schema serialises it. Signed links expire, so they are kept as
     * placeholders and signed by `signLink` on every answer.
     */
    sendKept(compute: (linkOf: LinkOf) => Promise<unknown>, signLink?: LinkOf): Promise<FastifyReply>;
  }
}

/** Entries in memory: a bound on memory (a profile or a page of cards is a few KB), never what keeps an answer right. */
const KEPT_BODIES = 5000;
/** A body larger than this is answered but not kept, so the entries hold at most KEPT_BODIES × 32 KB. */
const MAX_KEPT_BYTES = 32 * 1024;

/** A computed answer too large to keep: thrown through the cache so that it stores nothing. */
class TooLargeToKeep {
  readonly kept: KeptBody;
  constructor(kept: KeptBody) {
    this.kept = kept;
  }
}

/**
 * Whether the address names only what the route's query schema knows, each once:
 * any other parameter would make every address a new entry of the same answer.
 */
function addressKeepable(request: FastifyRequest) {
  const schema = request.routeOptions.schema?.querystring as { shape?: Record<string, unknown> } | undefined;
  const known = new Set(Object.keys(schema?.shape ?? {}));
  const query = request.url.indexOf('?') < 0 ? '' : request.url.slice(request.url.indexOf('?') + 1);
  const names = [...new URLSearchParams(query).keys()];
  return names.every((name) => known.has(name)) && new Set(names).size === names.length;
}

export const keptReadsPlugin = fp(
  async (app: FastifyInstance, options: { maxEntries?: number }) => {
    const kept = createComputedCache<KeptBody>({ prefix: '', maxEntries: options.maxEntries ?? KEPT_BODIES });
    // placeholders no stored value can name: the process's own random part
    const nonce = randomUUID();
    app.decorateReply(
      'sendKept',
      async function sendKept(this: FastifyReply, compute: (linkOf: LinkOf) => Promise<unknown>, signLink?: LinkOf) {
        const auth = authOf(this.request);
        const key = `${auth.candidateId} ${auth.readVersion} ${this.request.url}`;
        const build = async (): Promise<KeptBody> => {
          const links: KeptBody['links'] = [];
          const linkOf: LinkOf = (fileKey) => {
            if (!signLink) throw new Error('a kept read that names files signs them');
            const placeholder = `kept-link-${nonce}-${links.length}`;
            links.push([JSON.stringify(placeholder), fileKey]);
            return placeholder;
          };
          const answer = await compute(linkOf);
          // the route's response schema checks and serialises the answer, as for any other answer (decision 010)
          const built = { body: String(this.serialize(answer)), links };
          if (built.body.length > MAX_KEPT_BYTES) throw new TooLargeToKeep(built);
          return built;
        };
        let value: KeptBody;
        try {
          value = addressKeepable(this.request) ? (await kept.get(key, build)).value : await build();
        } catch (error) {
          if (!(error instanceof TooLargeToKeep)) throw error;
          value = error.kept;
        }
        let body = value.body;
        for (const [placeholder, fileKey] of value.links)
          body = body.split(placeholder).join(JSON.stringify(signLink!(fileKey)));
        return this.type('application/json; charset=utf-8').send(body);
      },
    );
  },
  { name: 'kept-reads', dependencies: ['auth-guard'] },
);
