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
});
