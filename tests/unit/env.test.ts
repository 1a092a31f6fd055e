/** @jest-environment node */
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, parseEnv, resolveSecrets } from '@/server/env';

describe('configuration', () => {
  it('applies the documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      APP_URL: 'http://localhost:3000',
      DATA_DIR: './data',
      appDomain: 'localhost',
      APP_SCHEMES: 'safqa',
    });
    expect(env.MEDIA_DIR).toBe(path.join('./data', 'media'));
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', APP_URL: ' ' }).APP_URL).toBe('http://localhost:3000');
  });

  it.each([
    ['DATABASE_URL', 'mysql://x'],
    ['DATABASE_URL_UNPOOLED', 'mysql://x'],
    ['APP_URL', 'not a url'],
    ['SMTP_URL', 'http://mail'],
    ['REDIS_URL', 'localhost:6379'],
    ['SESSION_SECRET', 'short'],
    ['NODE_ENV', 'staging'],
    ['APP_SCHEMES', 'safqa, javascript'],
  ])('names %s when its value is wrong', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(ConfigError);
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  describe('deployment: preview or production, and the site address', () => {
    it('is production at http://localhost:3000 when nothing says otherwise', () => {
      expect(parseEnv({})).toMatchObject({ preview: false, APP_URL: 'http://localhost:3000' });
    });

    it('is a preview when DEPLOY_ENV or VERCEL_ENV says so; DEPLOY_ENV decides when both are set', () => {
      expect(parseEnv({ DEPLOY_ENV: 'preview' }).preview).toBe(true);
      expect(parseEnv({ VERCEL_ENV: 'preview' }).preview).toBe(true);
      expect(parseEnv({ VERCEL_ENV: 'production' }).preview).toBe(false);
      expect(parseEnv({ VERCEL_ENV: 'development' }).preview).toBe(false);
      expect(parseEnv({ VERCEL_ENV: 'preview', DEPLOY_ENV: 'production' }).preview).toBe(false);
      expect(parseEnv({ VERCEL_ENV: 'production', DEPLOY_ENV: 'preview' }).preview).toBe(true);
    });

    it("works out a Vercel preview's address from its branch URL, else its deployment URL", () => {
      const vercel = {
        VERCEL_ENV: 'preview',
        VERCEL_BRANCH_URL: 'safqa-git-x.vercel.app',
        VERCEL_URL: 'safqa-abc123.vercel.app',
        VERCEL_PROJECT_PRODUCTION_URL: 'safqa.app',
      };
      expect(parseEnv(vercel)).toMatchObject({
        APP_URL: 'https://safqa-git-x.vercel.app',
        appDomain: 'safqa-git-x.vercel.app',
      });
      expect(parseEnv({ ...vercel, VERCEL_BRANCH_URL: '' }).APP_URL).toBe(
        'https://safqa-abc123.vercel.app',
      );
      // DEPLOY_ENV=preview on Vercel reads the same variables.
      expect(parseEnv({ ...vercel, VERCEL_ENV: '', DEPLOY_ENV: 'preview' }).APP_URL).toBe(
        'https://safqa-git-x.vercel.app',
      );
    });

    it("takes production's own domain on Vercel, never a preview's branch address", () => {
      const vercel = {
        VERCEL_ENV: 'production',
        VERCEL_BRANCH_URL: 'safqa-git-main.vercel.app',
        VERCEL_URL: 'safqa-abc123.vercel.app',
      };
      expect(parseEnv({ ...vercel, VERCEL_PROJECT_PRODUCTION_URL: 'safqa.app' }).APP_URL).toBe(
        'https://safqa.app',
      );
      expect(parseEnv(vercel).APP_URL).toBe('https://safqa-abc123.vercel.app');
    });

    it('keeps APP_URL when it is set, on a preview too', () => {
      const env = parseEnv({
        APP_URL: 'https://pr-12.preview.safqa.app',
        DEPLOY_ENV: 'preview',
        VERCEL_BRANCH_URL: 'safqa-git-x.vercel.app',
      });
      expect(env).toMatchObject({ APP_URL: 'https://pr-12.preview.safqa.app', preview: true });
    });

    it('reads PREVIEW_MAIL_ALLOW as a lower-cased list', () => {
      expect(parseEnv({}).previewMailAllow).toEqual([]);
      expect(parseEnv({ PREVIEW_MAIL_ALLOW: '@Safqa.app, qa@X.com ,,' }).previewMailAllow).toEqual([
        '@safqa.app',
        'qa@x.com',
      ]);
      expect(parseEnv({ PREVIEW_MAIL_ALLOW: '*' }).previewMailAllow).toEqual(['*']);
    });

    it.each([
      ['DEPLOY_ENV', 'staging'],
      ['VERCEL_BRANCH_URL', 'https://safqa-git-x.vercel.app'],
      ['VERCEL_URL', 'safqa abc.vercel.app'],
      ['PREVIEW_MAIL_ALLOW', 'safqa.app'],
      ['PREVIEW_MAIL_ALLOW', '@safqa.app,Name <qa@x.com>'],
      ['SEED_DEMO', 'yes'],
    ])('names %s when its value is wrong (%s)', (name, value) => {
      // A list names the variable and the wrong entry's place (`PREVIEW_MAIL_ALLOW.1:`).
      expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`${name}(\\.\\d+)?:`));
    });
  });

  it('reads the S3 media settings: path style by default with an endpoint, keys in pairs', () => {
    expect(parseEnv({}).S3_BUCKET).toBeUndefined();
    const minio = parseEnv({ S3_BUCKET: 'safqa-media', S3_ENDPOINT: 'http://127.0.0.1:9000' });
    expect(minio).toMatchObject({ S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: true });
    expect(parseEnv({ S3_BUCKET: 'safqa-media' }).S3_FORCE_PATH_STYLE).toBe(false);
    expect(
      parseEnv({ S3_BUCKET: 'b-1', S3_ENDPOINT: 'https://s3.x', S3_FORCE_PATH_STYLE: 'false' })
        .S3_FORCE_PATH_STYLE,
    ).toBe(false);
    expect(() => parseEnv({ S3_BUCKET: 'safqa-media', S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(
      /S3_SECRET_ACCESS_KEY:/,
    );
    expect(() => parseEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET:/);
    for (const [name, value] of [
      ['S3_BUCKET', 'Bad_Bucket'],
      ['S3_ENDPOINT', 'ftp://x'],
      ['MEDIA_PUBLIC_URL', 'cdn.example'],
      ['S3_FORCE_PATH_STYLE', 'yes'],
    ])
      expect(() => parseEnv({ [name!]: value })).toThrow(new RegExp(`${name}:`));
  });

  it('reads the OAuth proxy settings; either side needs OAUTH_PROXY_SECRET', () => {
    const secret = 'oauth-proxy-secret-shared-by-every-deployment-01';
    const env = parseEnv({
      OAUTH_PROXY_URL: 'https://safqa.app',
      OAUTH_PROXY_SECRET: secret,
      PREVIEW_HOSTS: '*.vercel.app, preview.localhost:3442,safqa-git-*-team.vercel.app',
    });
    expect(env.previewHosts).toEqual([
      '*.vercel.app',
      'preview.localhost:3442',
      'safqa-git-*-team.vercel.app',
    ]);
    expect(parseEnv({}).previewHosts).toEqual([]);
    expect(() => parseEnv({ OAUTH_PROXY_URL: 'https://safqa.app' })).toThrow(
      /OAUTH_PROXY_SECRET: required with OAUTH_PROXY_URL/,
    );
    expect(() => parseEnv({ PREVIEW_HOSTS: '*.vercel.app' })).toThrow(
      /OAUTH_PROXY_SECRET: required with PREVIEW_HOSTS/,
    );
    for (const bad of ['*', '*.*', 'vercel.*', 'https://x.vercel.app', 'a/b.app', '*.app:x']) {
      expect(() => parseEnv({ OAUTH_PROXY_SECRET: secret, PREVIEW_HOSTS: bad })).toThrow(
        /PREVIEW_HOSTS:/,
      );
    }
    expect(() => parseEnv({ OAUTH_PROXY_SECRET: 'short' })).toThrow(/OAUTH_PROXY_SECRET:/);
  });

  it('requires both secrets in production', () => {
    const env = parseEnv({ NODE_ENV: 'production' });
    expect(() => resolveSecrets(env)).toThrow(/SESSION_SECRET: required in production/);
    expect(() => resolveSecrets(env)).toThrow(/JWT_SECRET: required in production/);
  });

  it('generates development secrets once into DATA_DIR/secrets.json (owner-only)', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'safqa-env-'));
    const first = resolveSecrets(parseEnv({ DATA_DIR: dir }));
    const second = resolveSecrets(parseEnv({ DATA_DIR: dir }));
    expect(first.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(first.SESSION_SECRET).not.toBe(first.JWT_SECRET);
    expect(second).toEqual(first);
    const file = path.join(dir, 'secrets.json');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first);
    expect(statSync(file).mode & 0o077).toBe(0);
  });

  describe('on a serverless host', () => {
    const pg = 'postgres://app@db.example.com/safqa';
    const kept = { DATABASE_URL: pg, S3_BUCKET: 'safqa-media' };

    it.each([
      ['SERVERLESS=1', { SERVERLESS: '1' }],
      ['SERVERLESS=true', { SERVERLESS: 'true' }],
      ['VERCEL=1', { VERCEL: '1' }],
      ['AWS_LAMBDA_FUNCTION_NAME', { AWS_LAMBDA_FUNCTION_NAME: 'safqa-web' }],
    ])('%s refuses the embedded database and a local media folder, naming them', (_, host) => {
      expect(() => parseEnv(host)).toThrow(ConfigError);
      expect(() => parseEnv(host)).toThrow(/DATABASE_URL: required on a serverless host/);
      expect(() => parseEnv({ ...host, DATABASE_URL: pg })).toThrow(
        /S3_BUCKET: required on a serverless host .*MEDIA_DIR/,
      );
      expect(() => parseEnv({ ...host, DATABASE_URL: pg, MEDIA_DIR: '/tmp/media' })).toThrow(
        /S3_BUCKET:/,
      );
      expect(() => parseEnv({ ...host, S3_BUCKET: 'safqa-media' })).toThrow(/DATABASE_URL:/);
      expect(parseEnv({ ...host, ...kept }).serverless).toBe(true);
    });

    it('is a long-lived process by default, and SERVERLESS=0 overrides the host', () => {
      expect(parseEnv({}).serverless).toBe(false);
      expect(parseEnv({ SERVERLESS: '0' }).serverless).toBe(false);
      expect(parseEnv({ SERVERLESS: '0', VERCEL: '1' }).serverless).toBe(false);
      expect(() => parseEnv({ SERVERLESS: 'yes' })).toThrow(/SERVERLESS:/);
    });

    it('lets the build through (vercel build sets VERCEL=1; the build opens neither)', () => {
      const env = parseEnv({ VERCEL: '1', NEXT_PHASE: 'phase-production-build' });
      expect(env.serverless).toBe(true);
      expect(env.DATABASE_URL).toBeUndefined();
    });
  });
});
