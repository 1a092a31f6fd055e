import { serverEnv } from '@/server/env';
import { imageVariant, variantWidth } from '@/server/media/image-variant';
import { readMediaFile } from '@/server/media/read-media-file';

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { 'content-type': 'text/plain' } });

// GET /media/* — files of the media folder (shop logos, uploads); `?w=96` answers the image as
// WebP resized to that width (snapped to the allowed widths).
export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  const file = await readMediaFile(serverEnv().MEDIA_DIR, path);
  if (!file) return plain(404, 'Not found');
  const w = new URL(request.url).searchParams.get('w');
  let body: Buffer = file.body;
  let type = file.type;
  if (w !== null) {
    const width = variantWidth(w);
    if (width === null) return plain(400, 'w must be a positive whole number of pixels');
    body = await imageVariant(file.body, `${path.join('/')}|${file.mtime.getTime()}`, width);
    type = 'image/webp';
  }
  return new Response(new Uint8Array(body), {
    headers: {
      'content-type': type,
      'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
      'last-modified': file.mtime.toUTCString(),
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'x-content-type-options': 'nosniff',
    },
  });
}
