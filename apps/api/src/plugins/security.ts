// Security headers. The content security policy allows only our own scripts
// (and the consent check's one line, by its hash);
// configuration and JSON-LD travel in non-executable JSON script elements.
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { matchRoute } from '@talent/contracts/routes';
import { CONSENT_CHECK_HASH } from './consent-check.ts';

export interface CspOptions {
  /** Other origins the client calls (a separately hosted resume analyzer). */
  connect?: string[];
  /** Google's one-tap sign-in script, frame and calls, only when it is configured. */
  googleSignIn?: boolean;
  /** Strict-Transport-Security max-age in seconds; 0 sends none (decision 014). */
  hstsMaxAge?: number;
  /** spec 01 §1: sites allowed to frame the embeddable pages (the embed, decisions 023 and 033). */
  frameAncestors?: string[];
}

const GOOGLE = 'https://accounts.google.com';

export function contentSecurityPolicy(options: CspOptions = {}) {
  const google = options.googleSignIn ? [GOOGLE] : [];
  return {
    defaultSrc: ["'self'"],
    // the one inline script is the consent check, allowed by its hash
    scriptSrc: ["'self'", CONSENT_CHECK_HASH, ...google.map((origin) => `${origin}/gsi/client`)],
    // style attributes come from sanitised rich text and React style props
    styleSrc: ["'self'", "'unsafe-inline'", ...google.map((origin) => `${origin}/gsi/style`)],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    // the hiring workspace plays screening videos fetched with the member's token as blob: URLs (decision 017)
    mediaSrc: ["'self'", 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...(options.connect ?? []), ...google.map((origin) => `${origin}/gsi/`)],
    workerSrc: ["'self'", 'blob:'],
    frameSrc: ["'self'", 'blob:', ...google.map((origin) => `${origin}/gsi/`)],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    // widened for the route table's embeddable pages only (embeddablePage below)
    frameAncestors: ["'self'"],
    upgradeInsecureRequests: null,
  };
}

/** A page the route table marks embeddable (spec 01 §1): what `/embed.js` frames. */
export function embeddablePage(request: FastifyRequest, companySlugs: readonly string[]) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0]!;
  if (pathname.startsWith('/api/')) return false;
  return matchRoute(pathname, { companySlugs })?.route.embeddable === true;
}

export async function registerSecurityHeaders(app: FastifyInstance, options: CspOptions) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options) },
    crossOriginEmbedderPolicy: false,
    hsts: options.hstsMaxAge ? { maxAge: options.hstsMaxAge, includeSubDomains: true } : false,
  });
  const embedders = options.frameAncestors ?? [];
  if (!embedders.length) return;
  // decision 033: every other page keeps frame-ancestors 'self' and X-Frame-Options
  app.addHook('onSend', async (request, reply, payload) => {
    const slugs = app.hasDecorator('clientConfig') ? app.clientConfig().companySlugs : [];
    if (!embeddablePage(request, slugs)) return payload;
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') {
      reply.header(
        'content-security-policy',
        csp.replace(/frame-ancestors [^;]*/, `frame-ancestors 'self' ${embedders.join(' ')}`),
      );
    }
    // X-Frame-Options cannot name other sites; frame-ancestors decides
    reply.removeHeader('x-frame-options');
    return payload;
  });
}
