// Before any API test file runs: the migrated template each file starts from
// (PGlite tarball, or PostgreSQL template database for the api-postgres
// project), built once and kept while the migrations stay the same.
import type { TestProject } from 'vitest/node';
import { pgliteTemplate, postgresTemplate } from './database-template.ts';

export default async function setup(project: TestProject) {
  if (project.config.env.TEST_DB === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('the api-postgres project needs TEST_DATABASE_URL');
    project.provide('postgresTemplate', await postgresTemplate(adminUrl));
  } else {
    project.provide('pgliteTemplate', await pgliteTemplate());
  }
}
