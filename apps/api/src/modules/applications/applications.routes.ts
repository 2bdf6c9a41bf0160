import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const applicationsRoutes: FastifyPluginAsyncZod = async () => {};
