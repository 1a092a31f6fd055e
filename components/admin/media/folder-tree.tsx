'use client';

import { ChevronRight, Folder, FolderOpen, HardDrive } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { cn } from '@/lib/utils';
import { useMediaFolder } from './media-api';

/** The ancestors of `dir` (`a`, `a/b` for `a/b/c`), which start expanded. */
const ancestors = (dir: string) =>
  dir
    .split('/')
    .slice(0, -1)
    .map((_, i, all) => all.slice(0, i + 1).join('/'));

/**
 * The folders as nested lists: a button opens a folder, a disclosure button beside it shows its
 * sub-folders (read when first shown). `current` is marked for screen readers.
 */
export function FolderTree({
  current,
  onOpen,
}: {
  current: string;
  onOpen: (dir: string) => void;
}) {
  const t = useTranslations('admin.media');
  return (
    <nav aria-label={t('tree')} className="text-sm">
      <button
        type="button"
        onClick={() => onOpen('')}
        aria-current={current === '' ? 'page' : undefined}
        className={cn(
          'hover:bg-muted flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-start',
          current === '' && 'bg-muted font-medium',
        )}
      >
        <HardDrive aria-hidden="true" className="size-4 shrink-0" />
        {t('root')}
      </button>
      <FolderLevel parent="" current={current} onOpen={onOpen} open={ancestors(current)} />
    </nav>
  );
}

function FolderLevel({
  parent,
  current,
  onOpen,
  open,
}: {
  parent: string;
  current: string;
  onOpen: (dir: string) => void;
  open: string[];
}) {
  const listing = useMediaFolder(parent);
  const folders = listing.data?.folders ?? [];
  if (!folders.length) return null;
  return (
    <ul className="ms-3 grid gap-0.5 border-s ps-1">
      {folders.map((folder) => (
        <FolderNode
          key={folder.path}
          path={folder.path}
          name={folder.name}
          current={current}
          onOpen={onOpen}
          open={open}
        />
      ))}
    </ul>
  );
}

function FolderNode({
  path,
  name,
  current,
  onOpen,
  open,
}: {
  path: string;
  name: string;
  current: string;
  onOpen: (dir: string) => void;
  open: string[];
}) {
  const t = useTranslations('admin.media');
  const [expanded, setExpanded] = useState(open.includes(path) || current === path);
  const active = current === path;
  const Icon = active ? FolderOpen : Folder;
  return (
    <li>
      <div className="flex items-center">
        <button
          type="button"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
          className="hover:bg-muted rounded-md p-1"
        >
          <ChevronRight
            aria-hidden="true"
            className={cn(
              'size-3.5 transition-transform rtl:-scale-x-100',
              expanded && 'rotate-90 rtl:-rotate-90',
            )}
          />
          <span className="sr-only">{t(expanded ? 'collapse' : 'expand', { name })}</span>
        </button>
        <button
          type="button"
          onClick={() => onOpen(path)}
          aria-current={active ? 'page' : undefined}
          className={cn(
            'hover:bg-muted flex min-w-0 flex-1 items-center gap-2 rounded-md px-1.5 py-1 text-start',
            active && 'bg-muted font-medium',
          )}
        >
          <Icon aria-hidden="true" className="size-4 shrink-0" />
          <span className="truncate">{name}</span>
        </button>
      </div>
      {expanded ? (
        <FolderLevel parent={path} current={current} onOpen={onOpen} open={open} />
      ) : null}
    </li>
  );
}
