// The services the demo seeds act through (decision 050), built as the
// composition root builds them, on one clock the seeds set to the demo's
// dates: each application is made, and each of its steps taken, at the moment
// the demo says, and checked from the state it is in then.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { createComputedCache } from '../lib/computed-cache.ts';
import { createUrlSigner, type Storage } from '../lib/storage.ts';
import { createApplicationsService } from '../modules/application-core/applications.service.ts';
import { createCandidateFilesService } from '../modules/candidates/candidate-files.service.ts';
import { createCareerService } from '../modules/candidates/career.service.ts';
import { createProfileService } from '../modules/candidates/profile.service.ts';
import { createAlertsService } from '../modules/jobs/alerts.service.ts';
import { JOBS_FOR_YOU_CACHE_PREFIX, type RankedJobsForYou } from '../modules/jobs/jobs-for-you.ts';
import { createJobsService } from '../modules/jobs/jobs.service.ts';

export interface SeedServiceOptions {
  /** The address the e-mails the steps send link to. */
  publicUrl: string;
  /** The process's file-signing secret, so the links in those e-mails open; a throwaway one when not given. */
  signingSecret?: string | undefined;
  /** Where the demo resume is stored; without it the demo has no resume. */
  storage?: Storage | undefined;
}

export function createSeedServices(db: Db, start: Date, options: SeedServiceOptions) {
  let current = start;
  const now = () => current;
  const urlSigner = createUrlSigner(options.signingSecret ?? randomBytes(32).toString('hex'));
  const jobs = createJobsService({
    db,
    now,
    jobsForYouCache: createComputedCache<RankedJobsForYou>({ prefix: JOBS_FOR_YOU_CACHE_PREFIX }),
  });
  const profile = createProfileService({ db, urlSigner, now });
  const { storage } = options;
  return {
    /** Runs fn with the clock at `at`. */
    async at<T>(at: Date, fn: () => Promise<T>): Promise<T> {
      current = at;
      return fn();
    },
    /** The database, for the seed repos' look-ups. */
    db,
    profile,
    career: createCareerService({ db, now }),
    files: storage
      ? createCandidateFilesService({ db, storage, urlSigner, now, changedFields: profile.changedFields })
      : null,
    jobs,
    alerts: createAlertsService({ db, now, urlSigner }),
    applications: createApplicationsService({ db, now, publicUrl: options.publicUrl, urlSigner, jobs }),
  };
}

export type SeedServices = ReturnType<typeof createSeedServices>;
