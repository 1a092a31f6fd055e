'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi, toQueryString } from '@/lib/admin/api-client';
import { PRODUCT_VERSION, PRODUCT_VERSION_HEADER } from '@/lib/api/constants';
import { ClientError, clientErrorFromBody } from '@/lib/api/client-error';
import { MEDIA_ROOT_DIR, type MediaFileDto, type MediaListingDto } from '@/lib/validation/media';
import { AUDIT_QUERY_KEY } from '../audit/audit-bits';

const MEDIA_QUERY_KEY = ['admin', 'media'] as const;

/** The folder as the API names it: `''` (the root) is `/` there. */
const apiDir = (dir: string) => (dir === '' ? MEDIA_ROOT_DIR : dir);

/** The folders and files of `dir` (`''` = the root). */
export function useMediaFolder(dir: string, enabled = true) {
  return useQuery({
    queryKey: [...MEDIA_QUERY_KEY, 'folder', dir],
    queryFn: () => adminApi.get<MediaListingDto>('media', { dir: apiDir(dir) }),
    enabled,
  });
}

/** After a write: every listed folder and the activity log are read again. */
export function useRefreshMedia() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: MEDIA_QUERY_KEY }),
      client.invalidateQueries({ queryKey: AUDIT_QUERY_KEY }),
    ]);
}

export const renameMedia = (path: string, name: string) =>
  adminApi.post<MediaFileDto>('media/rename', { path, name });
export const deleteMedia = (path: string) => adminApi.post<MediaFileDto>('media/delete', { path });

/**
 * Sends one file to `POST /media` through the BFF with XMLHttpRequest, the one browser API that
 * reports upload progress (`onProgress` gets 0…1). Fails with a ClientError like every call.
 */
export function uploadMediaFile(
  file: File,
  options: { dir: string; resize?: boolean; onProgress?: (fraction: number) => void },
): Promise<MediaFileDto> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const query = toQueryString({
      dir: apiDir(options.dir),
      resize: options.resize === false ? 'false' : undefined,
    });
    xhr.open('POST', `/api/session/api/media${query}`);
    xhr.setRequestHeader(PRODUCT_VERSION_HEADER, PRODUCT_VERSION);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not an envelope: handled below as a failure of its status
      }
      const envelope = body as { success?: boolean; data?: MediaFileDto } | null;
      if (xhr.status >= 200 && xhr.status < 300 && envelope?.success && envelope.data) {
        options.onProgress?.(1);
        resolve(envelope.data);
      } else {
        reject(clientErrorFromBody(xhr.status, body, xhr.getResponseHeader('retry-after')));
      }
    };
    xhr.onerror = () => reject(new ClientError('NETWORK_ERROR', 503));
    xhr.ontimeout = () => reject(new ClientError('TIMEOUT_ERROR', 504));
    const form = new FormData();
    form.set('file', file, file.name);
    xhr.send(form);
  });
}

/** The address to copy: a site path made absolute, a CDN address as it is. */
export function absoluteUrl(url: string): string {
  return url.startsWith('/') ? `${window.location.origin}${url}` : url;
}
