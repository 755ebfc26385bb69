import { describe, expect, it } from 'vitest';
import { loadConfig, poolLimits, replicaOptions } from './config';

describe('config', () => {
  it('requires JWT_SECRET in production, with a one-line message', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'Invalid environment variable JWT_SECRET: is required in production',
    );
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'too-short' })).toThrow(/JWT_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).JWT_SECRET).toBe('x'.repeat(32));
  });

  it('lets development run without one (a secret is then kept in the database)', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).JWT_SECRET).toBeUndefined();
  });

  it('reads CORS_ORIGINS as a list of origins and refuses anything else', () => {
    expect(loadConfig({}).CORS_ORIGINS).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: 'https://a.example, http://localhost:5000' }).CORS_ORIGINS).toEqual([
      'https://a.example',
      'http://localhost:5000',
    ]);
    expect(() => loadConfig({ CORS_ORIGINS: 'https://a.example/app' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS/);
  });

  it('binds METRICS_PORT to a private interface only, 127.0.0.1 by default', () => {
    expect(loadConfig({ METRICS_PORT: '9464' })).toMatchObject({ METRICS_PORT: 9464, METRICS_HOST: '127.0.0.1' });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).METRICS_HOST).toBe('10.0.0.5');
    for (const host of ['0.0.0.0', '::', '8.8.8.8', 'metrics.example.com', '127.1']) {
      expect(() => loadConfig({ METRICS_PORT: '9464', METRICS_HOST: host }), host).toThrow(/METRICS_HOST/);
    }
    expect(() => loadConfig({ PORT: '3000', METRICS_PORT: '3000' })).toThrow(/METRICS_PORT/);
  });

  it('points links at the port in use unless PUBLIC_URL says otherwise', () => {
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '4100' }).PUBLIC_URL).toBe('http://localhost:4100');
    expect(loadConfig({ PORT: '4100', PUBLIC_URL: 'https://roamstead.example' }).PUBLIC_URL).toBe(
      'https://roamstead.example',
    );
  });
});

describe('PostgreSQL pool limits', () => {
  it('have defaults, read the DATABASE_ variables and refuse values that would stall or crash', () => {
    expect(poolLimits(loadConfig({}))).toEqual({
      max: 10,
      connectTimeoutMs: 5_000,
      statementTimeoutMs: 15_000,
      idleInTransactionTimeoutMs: 15_000,
    });
    expect(poolLimits(loadConfig({ DATABASE_POOL_MAX: '4', DATABASE_STATEMENT_TIMEOUT_MS: '2500' }))).toMatchObject({
      max: 4,
      statementTimeoutMs: 2_500,
    });
    // One connection is the live events' LISTEN: nothing would be left for requests.
    expect(() => loadConfig({ DATABASE_POOL_MAX: '1' })).toThrow(/DATABASE_POOL_MAX/);
    expect(() => loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: '0' })).toThrow(/DATABASE_CONNECT_TIMEOUT_MS/);
    expect(() => loadConfig({ DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: 'soon' })).toThrow(
      /DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS/,
    );
  });
});

describe('read replicas', () => {
  it('reads DATABASE_REPLICA_URLS as a list of PostgreSQL URLs beside DATABASE_URL', () => {
    expect(replicaOptions(loadConfig({}))).toBeUndefined();
    const config = loadConfig({
      DATABASE_URL: 'postgres://app@db1:5432/roamstead',
      DATABASE_REPLICA_URLS: ' postgres://app@db2:5432/roamstead, postgres://app@db3:5432/roamstead ',
    });
    expect(replicaOptions(config)).toEqual({
      urls: ['postgres://app@db2:5432/roamstead', 'postgres://app@db3:5432/roamstead'],
      maxLagMs: 5_000,
    });
    expect(() => loadConfig({ DATABASE_REPLICA_URLS: 'postgres://app@db2/roamstead' })).toThrow(
      /DATABASE_REPLICA_URLS: needs DATABASE_URL/,
    );
    expect(() =>
      loadConfig({ DATABASE_URL: 'postgres://app@db1/roamstead', DATABASE_REPLICA_URLS: 'mysql://db2/roamstead' }),
    ).toThrow(/DATABASE_REPLICA_URLS/);
  });
});

describe('object storage', () => {
  it('keeps uploads on the local disk unless S3_BUCKET is set', () => {
    const config = loadConfig({});
    expect(config.S3_BUCKET).toBeUndefined();
    expect(config.S3_FORCE_PATH_STYLE).toBe(false);
  });

  it('reads the S3 settings, with path-style addressing for a service of its own address', () => {
    const env = {
      S3_BUCKET: 'roamstead-uploads',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig(env)).toMatchObject({ ...env, S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: true });
    expect(loadConfig({ ...env, S3_FORCE_PATH_STYLE: 'false' }).S3_FORCE_PATH_STYLE).toBe(false);
    expect(loadConfig({ S3_BUCKET: 'photos', S3_REGION: 'eu-west-1' }).S3_FORCE_PATH_STYLE).toBe(false);
  });

  it('refuses incomplete or malformed S3 settings, naming the variable', () => {
    expect(() => loadConfig({ S3_BUCKET: 'Not_A_Bucket' })).toThrow(/^Invalid environment variable S3_BUCKET: /);
    expect(() => loadConfig({ S3_BUCKET: 'photos', S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ S3_BUCKET: 'photos', S3_REGION: 'EU West' })).toThrow(/S3_REGION/);
    expect(() => loadConfig({ S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      'Invalid environment variable S3_SECRET_ACCESS_KEY: and S3_ACCESS_KEY_ID must be set together',
    );
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      'Invalid environment variable S3_BUCKET: is required when other S3_ variables are set',
    );
  });
});

describe('folders', () => {
  it('resolves relative folders against the working directory', () => {
    const config = loadConfig({ WEB_DIST: 'apps/web/dist', DATA_DIR: './data' }, '/srv/roamstead');
    expect(config.WEB_DIST).toBe('/srv/roamstead/apps/web/dist');
    expect(config.DATA_DIR).toBe('/srv/roamstead/data');
    expect(loadConfig({}, '/srv/roamstead').DATA_DIR).toBe('/srv/roamstead/data');
    expect(loadConfig({ DATA_DIR: '/var/lib/roamstead' }, '/srv').DATA_DIR).toBe('/var/lib/roamstead');
  });

  it('refuses a folder variable that names a file, naming the variable', () => {
    expect(() => loadConfig({ WEB_DIST: import.meta.filename })).toThrow(/^Invalid environment variable WEB_DIST: /);
    expect(() => loadConfig({ DATA_DIR: import.meta.filename })).toThrow(/^Invalid environment variable DATA_DIR: /);
  });
});
