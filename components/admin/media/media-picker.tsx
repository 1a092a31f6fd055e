'use client';

import { ImageIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { DEFAULT_MEDIA_DIR, type MediaFileDto } from '@/lib/validation/media';
import { MediaBrowser, type MediaView } from './media-browser';

/**
 * "Choose from media": a button that opens the library in a dialog (browse, upload) and hands
 * back the image picked — its public URL (what image fields store) and the whole file. Use it
 * beside any image URL field (shop logo, ad and campaign banners).
 */
export function MediaPicker({
  onPick,
  label,
  startDir = DEFAULT_MEDIA_DIR,
}: {
  onPick: (url: string, file: MediaFileDto) => void;
  /** The button's text; "Choose from media" by default. */
  label?: string;
  startDir?: string;
}) {
  const t = useTranslations('admin.media');
  const tc = useTranslations('admin.common');
  const [open, setOpen] = useState(false);
  const [dir, setDir] = useState(startDir);
  const [view, setView] = useState<MediaView>('grid');
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        <ImageIcon aria-hidden="true" />
        {label ?? t('picker.open')}
      </Button>
      <DialogContent
        closeLabel={tc('close')}
        className="max-h-[calc(100svh-2rem)] overflow-y-auto sm:max-w-4xl"
      >
        <DialogHeader>
          <DialogTitle>{t('picker.title')}</DialogTitle>
          <DialogDescription>{t('picker.text')}</DialogDescription>
        </DialogHeader>
        <MediaBrowser
          dir={dir}
          onDir={setDir}
          view={view}
          onView={setView}
          onPick={(file) => {
            setOpen(false);
            onPick(file.url, file);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
