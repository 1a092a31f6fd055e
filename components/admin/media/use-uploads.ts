'use client';

import { useRef, useState } from 'react';
import type { MediaFileDto } from '@/lib/validation/media';
import { uploadMediaFile, useRefreshMedia } from './media-api';

export interface UploadItem {
  id: number;
  name: string;
  /** 0…1 of the bytes sent. */
  progress: number;
  status: 'waiting' | 'uploading' | 'done' | 'failed';
  error?: unknown;
  file?: MediaFileDto;
}

/**
 * A queue of uploads into one folder: files go one after the other (each with its own progress),
 * the folder lists are read again when the queue is done. `onUploaded` hears each stored file.
 */
export function useUploads(onUploaded?: (file: MediaFileDto) => void) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const refresh = useRefreshMedia();
  const nextId = useRef(0);
  const queue = useRef(Promise.resolve());

  const update = (id: number, patch: Partial<UploadItem>) =>
    setItems((all) => all.map((item) => (item.id === id ? { ...item, ...patch } : item)));

  const upload = (files: File[], dir: string, resize = true) => {
    const added = files.map((file) => ({
      file,
      item: {
        id: nextId.current++,
        name: file.name,
        progress: 0,
        status: 'waiting',
      } satisfies UploadItem,
    }));
    setItems((all) => [...all, ...added.map((a) => a.item)]);
    queue.current = queue.current.then(async () => {
      for (const { file, item } of added) {
        update(item.id, { status: 'uploading' });
        try {
          const stored = await uploadMediaFile(file, {
            dir,
            resize,
            onProgress: (progress) => update(item.id, { progress }),
          });
          update(item.id, { status: 'done', progress: 1, file: stored });
          onUploaded?.(stored);
        } catch (error) {
          update(item.id, { status: 'failed', error });
        }
      }
      await refresh();
    });
    return queue.current;
  };

  /** Drops the finished rows (done or failed) from the list. */
  const clear = () =>
    setItems((all) => all.filter((i) => i.status === 'waiting' || i.status === 'uploading'));

  return { items, upload, clear };
}
