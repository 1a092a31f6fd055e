import { imageVariant, variantWidth } from '@/server/media/image-variant';
import { findMediaFile, notModifiedSince } from '@/server/media/read-media-file';
import { mediaStorage } from '@/server/media/storage';

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { 'content-type': 'text/plain' } });

// GET /media/* — files of the media storage, folder or bucket (shop logos, uploads); `?w=96` answers the image as
// WebP resized to that width (snapped to the allowed widths). A revalidation whose
// If-Modified-Since covers the file gets a 304 without the file being read.
export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  // An address that does not decode (`/media/%c0.svg`) never gets here: the server's request guard
  // answers it (server/guard-requests.ts).
  const { path } = await params;
  const file = await findMediaFile(mediaStorage(), path);
  if (!file) return plain(404, 'Not found');
  const w = new URL(request.url).searchParams.get('w');
  const width = w === null ? null : variantWidth(w);
  if (w !== null && width === null)
    return plain(400, 'w must be a positive whole number of pixels');
  const headers = {
    'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
    'last-modified': file.mtime.toUTCString(),
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    'x-content-type-options': 'nosniff',
  };
  if (notModifiedSince(request.headers.get('if-modified-since'), file.mtime))
    return new Response(null, { status: 304, headers });
  const body =
    width === null
      ? await file.read()
      : await imageVariant(file.read, `${path.join('/')}|${file.mtime.getTime()}`, width);
  return new Response(new Uint8Array(body), {
    headers: { ...headers, 'content-type': width === null ? file.type : 'image/webp' },
  });
}
