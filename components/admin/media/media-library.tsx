'use client';

import { useTranslations } from 'next-intl';
import { parseAsString, parseAsStringLiteral, useQueryStates } from 'nuqs';
import { DEFAULT_MEDIA_DIR } from '@/lib/validation/media';
import { PageHeading } from '../audit/page-parts';
import { MediaBrowser } from './media-browser';

const libraryParams = {
  dir: parseAsString.withDefault(DEFAULT_MEDIA_DIR),
  view: parseAsStringLiteral(['grid', 'list'] as const).withDefault('grid'),
};

/** /admin/media: the library, its folder and view kept in the URL (`?dir=shops&view=list`). */
export function MediaLibrary() {
  const t = useTranslations('admin.media');
  const [state, setState] = useQueryStates(libraryParams);
  return (
    <div className="grid gap-6">
      <PageHeading title={t('title')} intro={t('intro')} />
      <MediaBrowser
        dir={state.dir}
        onDir={(dir) => void setState({ dir: dir === DEFAULT_MEDIA_DIR ? null : dir })}
        view={state.view}
        onView={(view) => void setState({ view: view === 'grid' ? null : view })}
      />
    </div>
  );
}
