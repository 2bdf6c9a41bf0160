// Head data of the public job and company pages (spec 02 §2, §9), rendered by
// the server into the HTML so crawlers and link previews see it without
// JavaScript; the client renders the same tags from the same contract
// functions after navigation. An unknown job or company answers null: the
// server then sends the not-found page with status 404.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  companyDetailHead,
  companyJobsHead,
  companySeoContext,
  jobHead,
  jobSeoContext,
  searchHead,
  unpublishedJobHead,
} from '@talent/contracts/job-pages';
import { filtersFromSearchParams } from '@talent/contracts/job-query';
import { ROUTE_BY_ID, type RouteId } from '@talent/contracts/routes';
import type { HeadData } from '../../plugins/client.ts';
import type { JobsService } from './jobs.service.ts';

const searchParamsOf = (request: FastifyRequest) => new URL(request.url, 'http://localhost').searchParams;

export function registerJobHeads(
  app: FastifyInstance,
  jobs: Pick<JobsService, 'lookupJob' | 'findCompany'>,
  publicUrl: string,
) {
  app.headResolvers.set('jobDetails', async (params): Promise<HeadData | null> => {
    const found = await jobs.lookupJob({ companySlug: params.companySlug!, jobSlug: params.jobSlug! }, null);
    if (!found) return null;
    if (found.kind === 'unpublished') {
      // spec 02 §3 unpublished state; 410 tells crawlers the posting is gone for good
      return { ...unpublishedJobHead(found.job.url), status: 410 };
    }
    // spec 02 §9: an operator's jobDetails template may use these
    return { ...jobHead(found.job, publicUrl), seo: jobSeoContext(found.job) };
  });

  app.headResolvers.set('companyJobs', async (params) => {
    const company = await jobs.findCompany({ slug: params.companySlug! });
    return company ? { ...companyJobsHead(company), seo: companySeoContext('companyJobs', company) } : null;
  });

  app.headResolvers.set('companyDetail', async (params) => {
    const company = await jobs.findCompany({ slug: params.companySlug! });
    return company
      ? { ...companyDetailHead(company, publicUrl), seo: companySeoContext('companyDetail', company) }
      : null;
  });

  for (const id of ['jobs', 'jobList', 'searchResults'] as const satisfies RouteId[]) {
    const route = ROUTE_BY_ID[id];
    app.headResolvers.set(id, async (_params, request) =>
      searchHead(route.path, filtersFromSearchParams(searchParamsOf(request)), route.title),
    );
  }
}
