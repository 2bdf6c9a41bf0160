import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const resumeAnalysisRoutes: FastifyPluginAsyncZod = async () => {};
