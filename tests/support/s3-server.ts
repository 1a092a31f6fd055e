import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/**
 * A real S3-protocol server on a free loopback port (s3rver, files in a temp folder) with one
 * empty bucket: what the media storage talks to in the tests instead of AWS.
 */
export async function startS3Server(bucket = 'safqa-media-test') {
  const directory = mkdtempSync(path.join(tmpdir(), 'safqa-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const settings = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    settings,
    client,
    /** Where s3rver keeps the objects (to prove nothing lands elsewhere). */
    directory,
    close: async () => {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
