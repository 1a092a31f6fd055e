import { serverEnv } from '@/server/env';
import { readMediaFile } from '@/server/media/read-media-file';

// GET /media/* — files of the media folder (shop logos, uploads)
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  const file = await readMediaFile(serverEnv().MEDIA_DIR, path);
  if (!file)
    return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
  return new Response(new Uint8Array(file.body), {
    headers: {
      'content-type': file.type,
      'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
      'last-modified': file.mtime.toUTCString(),
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'x-content-type-options': 'nosniff',
    },
  });
}
