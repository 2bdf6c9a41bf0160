// Security headers. The content security policy allows only our own scripts;
// configuration and JSON-LD travel in non-executable JSON script elements.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export function contentSecurityPolicy(extraConnect: string[] = []) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // style attributes come from sanitised rich text and React style props
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...extraConnect],
    workerSrc: ["'self'", 'blob:'],
    frameSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    upgradeInsecureRequests: null,
  };
}

export async function registerSecurityHeaders(app: FastifyInstance, extraConnect: string[]) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(extraConnect) },
    crossOriginEmbedderPolicy: false,
    hsts: false,
  });
}
