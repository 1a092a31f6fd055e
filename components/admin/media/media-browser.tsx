'use client';

import {
  Copy,
  Folder,
  FolderPlus,
  LayoutGrid,
  List,
  MoreHorizontal,
  Pencil,
  Trash2,
} from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from 'sonner';
import { usePermissions } from '@/components/admin/shell/permissions';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { mediaVariant } from '@/lib/site/media';
import type { MediaFileDto, MediaFolderDto } from '@/lib/validation/media';
import { cn } from '@/lib/utils';
import { useAdminLocale, useErrorText } from '../audit/audit-bits';
import { HeaderCell } from '../audit/page-parts';
import { FolderTree } from './folder-tree';
import { absoluteUrl, useMediaFolder } from './media-api';
import { DeleteDialog, NewFolderDialog, RenameDialog } from './media-dialogs';
import { UploadZone } from './upload-zone';
import { useUploads } from './use-uploads';

export type MediaView = 'grid' | 'list';

function formatSize(bytes: number, locale: string) {
  const kb = bytes / 1024;
  const [value, unit] = kb < 1024 ? [kb, 'kilobyte'] : [kb / 1024, 'megabyte'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(
    value,
  );
}

const dimensions = (file: MediaFileDto) =>
  file.width && file.height ? `${file.width} × ${file.height}` : '';

/**
 * The media library's browser, shared by the page and the picker: folder tree, path, grid or list
 * of the folder's sub-folders and images, uploads into the folder (drag and drop or the button,
 * with progress), and per file: copy URL, rename, delete — or, when picking, "choose". Write
 * buttons show only to staff holding create_/update_/delete_media.
 */
export function MediaBrowser({
  dir,
  onDir,
  view,
  onView,
  onPick,
}: {
  dir: string;
  onDir: (dir: string) => void;
  view: MediaView;
  onView: (view: MediaView) => void;
  /** Picking mode: a file is chosen rather than managed. */
  onPick?: (file: MediaFileDto) => void;
}) {
  const t = useTranslations('admin.media');
  const tc = useTranslations('admin.common');
  const errorText = useErrorText();
  const { can } = usePermissions();
  const folder = useMediaFolder(dir);
  const uploads = useUploads();
  const [renaming, setRenaming] = useState<MediaFileDto | null>(null);
  const [deleting, setDeleting] = useState<MediaFileDto | null>(null);
  const [creating, setCreating] = useState(false);
  const folders = folder.data?.folders ?? [];
  const files = folder.data?.files ?? [];
  const folderLabel = dir || t('root');

  const copy = async (file: MediaFileDto) => {
    try {
      await navigator.clipboard.writeText(absoluteUrl(file.url));
      toast.success(t('copied', { name: file.name }));
    } catch {
      toast.error(t('copyFailed'));
    }
  };
  const actions: FileActions = {
    onPick,
    onCopy: (f) => void copy(f),
    onRename: can('update', 'media') && !onPick ? setRenaming : undefined,
    onDelete: can('delete', 'media') && !onPick ? setDeleting : undefined,
  };

  return (
    <div className="grid gap-4 md:grid-cols-[14rem_minmax(0,1fr)]">
      <aside className={cn('min-w-0', onPick && 'hidden md:block')}>
        <FolderTree current={dir} onOpen={onDir} />
      </aside>
      <div className="grid min-w-0 content-start gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Breadcrumb dir={dir} onDir={onDir} />
          <div className="flex items-center gap-1">
            {can('create', 'media') ? (
              <Button type="button" variant="outline" size="sm" onClick={() => setCreating(true)}>
                <FolderPlus aria-hidden="true" />
                {t('newFolder')}
              </Button>
            ) : null}
            <ViewSwitch view={view} onView={onView} />
          </div>
        </div>

        {can('create', 'media') ? (
          <UploadZone
            folderLabel={folderLabel}
            items={uploads.items}
            onFiles={(list, resize) => void uploads.upload(list, dir, resize)}
            onClear={uploads.clear}
          />
        ) : null}

        {folder.isPending ? (
          <p className="text-muted-foreground text-sm" role="status">
            {tc('loading')}
          </p>
        ) : folder.isError ? (
          <div role="alert" className="grid justify-items-start gap-2 text-sm">
            <p>{errorText(folder.error)}</p>
            <Button type="button" variant="outline" size="sm" onClick={() => void folder.refetch()}>
              {tc('retry')}
            </Button>
          </div>
        ) : !folders.length && !files.length ? (
          <p className="text-muted-foreground rounded-lg border border-dashed p-6 text-center text-sm">
            {t('empty')}
          </p>
        ) : view === 'grid' ? (
          <GridView folders={folders} files={files} onDir={onDir} actions={actions} />
        ) : (
          <ListView folders={folders} files={files} onDir={onDir} actions={actions} />
        )}
      </div>

      <RenameDialog
        key={renaming?.path ?? 'none'}
        file={renaming}
        onOpenChange={(open) => !open && setRenaming(null)}
      />
      <DeleteDialog file={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
      <NewFolderDialog
        open={creating}
        parent={dir}
        onOpenChange={setCreating}
        onCreate={(next) => {
          setCreating(false);
          onDir(next);
        }}
      />
    </div>
  );
}

/** Grid or list: two pressed-state buttons. */
function ViewSwitch({ view, onView }: { view: MediaView; onView: (view: MediaView) => void }) {
  const t = useTranslations('admin.media');
  return (
    <div role="group" aria-label={t('view')} className="flex">
      {(['grid', 'list'] as const).map((v) => {
        const Icon = v === 'grid' ? LayoutGrid : List;
        return (
          <Button
            key={v}
            type="button"
            size="icon"
            variant={view === v ? 'outline' : 'ghost'}
            className="size-9"
            aria-pressed={view === v}
            onClick={() => onView(v)}
          >
            <Icon aria-hidden="true" />
            <span className="sr-only">{t(v === 'grid' ? 'gridView' : 'listView')}</span>
          </Button>
        );
      })}
    </div>
  );
}

interface FileActions {
  onPick?: (file: MediaFileDto) => void;
  onCopy: (file: MediaFileDto) => void;
  onRename?: (file: MediaFileDto) => void;
  onDelete?: (file: MediaFileDto) => void;
}

/** root › a › b, each part a button back to that folder. */
function Breadcrumb({ dir, onDir }: { dir: string; onDir: (dir: string) => void }) {
  const t = useTranslations('admin.media');
  const parts = dir ? dir.split('/') : [];
  const crumbs = [
    { label: t('root'), path: '' },
    ...parts.map((p, i) => ({ label: p, path: parts.slice(0, i + 1).join('/') })),
  ];
  return (
    <nav aria-label={t('path')} className="min-w-0">
      <ol className="flex flex-wrap items-center gap-1 text-sm">
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-1">
              {i > 0 ? (
                <span aria-hidden="true" className="text-muted-foreground">
                  /
                </span>
              ) : null}
              {last ? (
                <span aria-current="location" className="font-semibold break-all">
                  {crumb.label}
                </span>
              ) : (
                <button
                  type="button"
                  className="text-primary break-all hover:underline"
                  onClick={() => onDir(crumb.path)}
                >
                  {crumb.label}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function FileMenu({ file, actions }: { file: MediaFileDto; actions: FileActions }) {
  const t = useTranslations('admin.media');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button type="button" variant="ghost" size="icon" className="size-8 shrink-0">
          <MoreHorizontal aria-hidden="true" className="size-4" />
          <span className="sr-only">{t('fileActions', { name: file.name })}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => actions.onCopy(file)}>
          <Copy aria-hidden="true" />
          {t('copyUrl')}
        </DropdownMenuItem>
        {actions.onRename ? (
          <DropdownMenuItem onSelect={() => actions.onRename!(file)}>
            <Pencil aria-hidden="true" />
            {t('rename')}
          </DropdownMenuItem>
        ) : null}
        {actions.onDelete ? (
          <DropdownMenuItem variant="destructive" onSelect={() => actions.onDelete!(file)}>
            <Trash2 aria-hidden="true" />
            {t('delete')}
          </DropdownMenuItem>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function Thumbnail({ file, size }: { file: MediaFileDto; size: number }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- media variants are resized by /media/
    <img
      src={mediaVariant(file.url, size >= 96 ? 176 : 64)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      className="bg-muted size-full rounded object-contain"
    />
  );
}

interface ViewProps {
  folders: MediaFolderDto[];
  files: MediaFileDto[];
  onDir: (dir: string) => void;
  actions: FileActions;
}

function GridView({ folders, files, onDir, actions }: ViewProps) {
  const t = useTranslations('admin.media');
  const locale = useAdminLocale();
  return (
    <ul
      className="grid grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))] gap-3"
      aria-label={t('items')}
    >
      {folders.map((f) => (
        <li key={f.path}>
          <button
            type="button"
            onClick={() => onDir(f.path)}
            aria-label={t('openFolder', { name: f.name })}
            className="hover:bg-muted flex w-full flex-col items-center gap-2 rounded-lg border p-3 text-sm"
          >
            <Folder aria-hidden="true" className="text-muted-foreground size-12" />
            <span className="w-full truncate text-center">{f.name}</span>
          </button>
        </li>
      ))}
      {files.map((file) => (
        <li key={file.path} className="grid gap-1 rounded-lg border p-2 text-sm">
          {actions.onPick ? (
            <button
              type="button"
              onClick={() => actions.onPick!(file)}
              aria-label={t('choose', { name: file.name })}
              className="hover:ring-primary grid gap-1 rounded text-start hover:ring-2"
            >
              <span className="block aspect-square">
                <Thumbnail file={file} size={128} />
              </span>
              <span className="truncate" dir="ltr">
                {file.name}
              </span>
            </button>
          ) : (
            <>
              <span className="block aspect-square">
                <Thumbnail file={file} size={128} />
              </span>
              <span className="flex min-w-0 items-center gap-1">
                <span className="min-w-0 flex-1 truncate" dir="ltr" title={file.name}>
                  {file.name}
                </span>
                <FileMenu file={file} actions={actions} />
              </span>
            </>
          )}
          <span className="text-muted-foreground text-xs" dir="ltr">
            {[dimensions(file), formatSize(file.size, locale)].filter(Boolean).join(' · ')}
          </span>
        </li>
      ))}
    </ul>
  );
}

function ListView({ folders, files, onDir, actions }: ViewProps) {
  const t = useTranslations('admin.media');
  const locale = useAdminLocale();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('items')}</caption>
        <thead className="bg-muted/50">
          <tr>
            <HeaderCell>{t('columns.name')}</HeaderCell>
            <HeaderCell className="hidden sm:table-cell">{t('columns.size')}</HeaderCell>
            <HeaderCell className="hidden md:table-cell">{t('columns.dimensions')}</HeaderCell>
            <HeaderCell className="hidden lg:table-cell">{t('columns.modified')}</HeaderCell>
            <HeaderCell>
              <span className="sr-only">{t('columns.actions')}</span>
            </HeaderCell>
          </tr>
        </thead>
        <tbody>
          {folders.map((f) => (
            <tr key={f.path} className="border-t">
              <td className="p-2" colSpan={5}>
                <button
                  type="button"
                  onClick={() => onDir(f.path)}
                  aria-label={t('openFolder', { name: f.name })}
                  className="flex items-center gap-2 hover:underline"
                >
                  <Folder aria-hidden="true" className="text-muted-foreground size-5" />
                  {f.name}
                </button>
              </td>
            </tr>
          ))}
          {files.map((file) => (
            <tr key={file.path} className="border-t">
              <td className="p-2">
                <span className="flex min-w-0 items-center gap-2">
                  <span className="size-10 shrink-0">
                    <Thumbnail file={file} size={40} />
                  </span>
                  <span className="min-w-0 break-all" dir="ltr">
                    {file.name}
                  </span>
                </span>
              </td>
              <td className="hidden p-2 whitespace-nowrap sm:table-cell" dir="ltr">
                {formatSize(file.size, locale)}
              </td>
              <td className="hidden p-2 whitespace-nowrap md:table-cell" dir="ltr">
                {dimensions(file)}
              </td>
              <td className="hidden p-2 whitespace-nowrap lg:table-cell">
                {date.format(new Date(file.modifiedAt))}
              </td>
              <td className="p-2 text-end">
                {actions.onPick ? (
                  <Button
                    type="button"
                    size="sm"
                    aria-label={t('choose', { name: file.name })}
                    onClick={() => actions.onPick!(file)}
                  >
                    {t('pick')}
                  </Button>
                ) : (
                  <FileMenu file={file} actions={actions} />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
