import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const candidatesRoutes: FastifyPluginAsyncZod = async () => {};
