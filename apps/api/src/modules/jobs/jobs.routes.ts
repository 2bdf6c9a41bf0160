import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const jobsRoutes: FastifyPluginAsyncZod = async () => {};
