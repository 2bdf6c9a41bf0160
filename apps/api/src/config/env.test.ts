import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';

describe('configuration', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 8080, HOST: '127.0.0.1', DATA_DIR: './data' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ MAINTENANCE_STRIP: 'maybe' }, 'MAINTENANCE_STRIP'],
    [{ PAGE_IDS: 'not json' }, 'PAGE_IDS'],
  ])('rejects %o naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as ConfigError).issues.join('\n')).toContain(name);
    }
  });

  it('requires secrets and the public address in production, whichever variable says production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET is required in production/);
    expect(() => loadConfig({ APP_ENV: 'PRODUCTION' })).toThrow(/FILE_SIGNING_SECRET is required in production/);
    expect(() =>
      loadConfig({ APP_ENV: 'PREPROD', JWT_SECRET: 'x'.repeat(32), FILE_SIGNING_SECRET: 'y'.repeat(32) }),
    ).toThrow(/PUBLIC_URL is required in production/);
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      FILE_SIGNING_SECRET: 'y'.repeat(32),
      PUBLIC_URL: 'https://talent.example.com',
    });
    expect(config.JWT_SECRET).toBe('x'.repeat(32));
  });

  it('reads the client configuration switches', () => {
    const config = loadConfig({ COMPANY_SLUGS: 'a, b', SHOW_CAREER_SOLUTIONS: 'true', PAGE_IDS: '{"faq":"12"}' });
    expect(config.COMPANY_SLUGS).toEqual(['a', 'b']);
    expect(config.SHOW_CAREER_SOLUTIONS).toBe(true);
    expect(config.PAGE_IDS).toEqual({ faq: '12' });
  });
});
