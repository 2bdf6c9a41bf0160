// The jobs' facts and cards kept in memory for 'Jobs for you' (decision 038,
// 'The jobs' facts and cards kept in memory'): kept at one catalogue version,
// a job changed since is read again, a job read while the memo moved on is
// not kept, and a change the log cannot tell empties it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { rowsOf } from '../../db/raw-query.ts';
import { createCatalogueMemo } from './catalogue-memo.ts';
import { addCompany, addJobs, catalogueOf } from './jobs.test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const versionNow = async () =>
  Number((await rowsOf<{ version: string }>(ctx.database.db, sql`SELECT version FROM fit_catalogue`))[0]!.version);

const setTitle = (id: number, title: string) =>
  ctx.database.query('UPDATE jobs SET title = $1 WHERE id = $2', [title, id]);

describe('the catalogue memo', () => {
  it('answers a job again from memory at its version, and reads it afresh once it changed', async () => {
    const company = await addCompany(ctx);
    const [a, b] = await addJobs(ctx, company, [{ title: 'Alpha Role' }, { title: 'Beta Role' }]);
    const memo = createCatalogueMemo(ctx.database.db);
    const v1 = await versionNow();
    expect((await memo.facts([a, b], v1)).map((job) => job.title).sort()).toEqual(['Alpha Role', 'Beta Role']);
    expect((await memo.cards([a], v1)).map((card) => card.title)).toEqual(['Alpha Role']);
    expect(memo.state()).toEqual({ version: v1, facts: 2, cards: 1 });

    await setTitle(a, 'Alpha Renamed');
    // at the version it was read at, the kept job answers (as a read that raced the change would)
    expect((await memo.facts([a], v1))[0]!.title).toBe('Alpha Role');
    const v2 = await versionNow();
    expect(v2).toBeGreaterThan(v1);
    // at the new version, the changed job is read again; the unchanged one stays kept
    const facts = await memo.facts([a, b], v2);
    expect(facts.map((job) => job.title).sort()).toEqual(['Alpha Renamed', 'Beta Role']);
    expect((await memo.cards([a], v2))[0]!.title).toBe('Alpha Renamed');
    expect(memo.state()).toEqual({ version: v2, facts: 2, cards: 1 });
  });

  it('keeps nothing it cannot tell apart: a closed job leaves the cards, the log emptied empties the memo', async () => {
    const company = await addCompany(ctx);
    const [a, b] = await addJobs(ctx, company, [{ title: 'Gamma Role' }, { title: 'Delta Role' }]);
    const memo = createCatalogueMemo(ctx.database.db);
    const v1 = await versionNow();
    await memo.cards([a, b], v1);
    await catalogueOf(ctx).setJobPublished(
      (await rowsOf<{ job_code: string }>(ctx.database.db, sql`SELECT job_code FROM jobs WHERE id = ${a}`))[0]!
        .job_code,
      false,
    );
    const v2 = await versionNow();
    expect((await memo.cards([a, b], v2)).map((card) => card.id)).toEqual([b]);

    // the change log cannot reach back: every job is read again
    await ctx.database.query('DELETE FROM fit_catalogue_changes');
    await setTitle(b, 'Delta Renamed');
    const v3 = await versionNow();
    expect(memo.state().cards).toBeGreaterThan(0);
    expect((await memo.cards([b], v3))[0]!.title).toBe('Delta Renamed');
    expect(memo.state()).toEqual({ version: v3, facts: 0, cards: 1 });
  });

  it('forgets the least recently read job beyond its bound', async () => {
    const company = await addCompany(ctx);
    const ids = await addJobs(ctx, company, [{ title: 'One' }, { title: 'Two' }, { title: 'Three' }]);
    const memo = createCatalogueMemo(ctx.database.db, { facts: 2, cards: 2 });
    const v = await versionNow();
    await memo.facts([ids[0], ids[1]], v);
    await memo.facts([ids[0]], v);
    await memo.facts([ids[2]], v);
    expect(memo.state().facts).toBe(2);
    // change both behind the memo's back (no version moves): the kept one still answers, the forgotten one is read
    await ctx.database.query('ALTER TABLE jobs DISABLE TRIGGER USER');
    await setTitle(ids[0], 'One, unseen');
    await setTitle(ids[1], 'Two, unseen');
    await ctx.database.query('ALTER TABLE jobs ENABLE TRIGGER USER');
    expect((await memo.facts([ids[0], ids[1]], v)).map((job) => job.title)).toEqual(['One', 'Two, unseen']);
  });
});
