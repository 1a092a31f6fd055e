'use client';

import { useMutation } from '@tanstack/react-query';
import { FileUp } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { useErrorText as useFieldErrorText } from '@/components/forms/use-error-text';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { adminApi } from '@/lib/admin/api-client';
import { useRefreshSection, useWriteErrorText } from './use-resource-writes';
import type { CatalogSection } from './types';

/** The largest file the import takes (the API refuses more). */
const CSV_MAX_BYTES = 2 * 1024 * 1024;
/** Preview rows shown before applying. */
const PREVIEW_ROWS = 20;

/** POST /{section}/import with dryRun: what would happen, and every row's problems. */
export interface ImportCheck {
  total: number;
  valid: number;
  errors: { row: number; column: string; message: string }[];
  preview: { row: number; action: 'create' | 'update'; id: string | null; label: string }[];
}

/**
 * Import a CSV file: it is checked first (a dry run listing each bad row's line, column and
 * message in the admin's language); only a file without errors can be applied, in one
 * transaction on the server (every row or none).
 */
export function CsvImportDialog({ section }: { section: CatalogSection }) {
  const t = useTranslations('admin.resource.import');
  const tc = useTranslations('admin.common');
  const writeError = useWriteErrorText();
  const refresh = useRefreshSection(section);
  const fileId = useId();
  const [open, setOpen] = useState(false);
  const [csv, setCsv] = useState<string | null>(null);
  const [fileName, setFileName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const check = useMutation({
    mutationFn: (text: string) =>
      adminApi.post<ImportCheck>(`${section}/import`, { csv: text, dryRun: true }),
    onError: (error) => setProblem(writeError(error)),
  });
  const apply = useMutation({
    mutationFn: (text: string) =>
      adminApi.post<{ created: number; updated: number }>(`${section}/import`, {
        csv: text,
        dryRun: false,
      }),
    onSuccess: async (result) => {
      toast.success(t('done', result));
      close();
      await refresh();
    },
    onError: (error) => setProblem(writeError(error)),
  });

  function close() {
    setOpen(false);
    setCsv(null);
    setFileName('');
    setProblem(null);
    check.reset();
    apply.reset();
  }

  async function choose(file: File | undefined) {
    setProblem(null);
    check.reset();
    setCsv(null);
    if (!file) return;
    setFileName(file.name);
    if (file.size > CSV_MAX_BYTES) {
      setProblem(t('tooLarge'));
      return;
    }
    const text = await file.text();
    setCsv(text);
    check.mutate(text);
  }

  const result = check.data;
  const canApply = Boolean(csv && result && result.errors.length === 0 && result.total > 0);

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <FileUp aria-hidden="true" className="size-4" />
        {t('open')}
      </Button>
      <DialogContent
        closeLabel={tc('close')}
        className="max-h-[90svh] overflow-y-auto sm:max-w-2xl"
      >
        <DialogHeader>
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogDescription>{t('intro')}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-1.5">
          <Label htmlFor={fileId}>{t('file')}</Label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            className="file:bg-secondary file:text-secondary-foreground text-sm file:me-3 file:rounded-md file:border-0 file:px-3 file:py-1.5"
            onChange={(e) => void choose(e.target.files?.[0])}
          />
        </div>

        {check.isPending ? <p className="text-sm">{t('checking', { name: fileName })}</p> : null}
        {problem ? (
          <p role="alert" className="text-destructive text-sm">
            {problem}
          </p>
        ) : null}

        {result ? <CheckResult result={result} /> : null}

        <DialogFooter>
          <Button variant="outline" onClick={close}>
            {tc('cancel')}
          </Button>
          <Button disabled={!canApply || apply.isPending} onClick={() => csv && apply.mutate(csv)}>
            {t('apply', { count: result?.total ?? 0 })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** What the dry run found: the count, every bad row's problems, and what would change. */
function CheckResult({ result }: { result: ImportCheck }) {
  const t = useTranslations('admin.resource.import');
  return (
    <div className="grid gap-3">
      <p className="text-sm" role="status">
        {t('summary', { total: result.total, valid: result.valid })}
      </p>
      {result.errors.length ? <CheckErrors errors={result.errors} /> : null}
      {result.preview.length ? <CheckPreview preview={result.preview} /> : null}
    </div>
  );
}

/** The file's problems: line, column and message (in the admin's language). */
function CheckErrors({ errors }: { errors: ImportCheck['errors'] }) {
  const t = useTranslations('admin.resource.import');
  const fieldError = useFieldErrorText();
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <caption className="text-destructive p-2 text-start font-medium">
          {t('errorsTitle', { count: errors.length })}
        </caption>
        <thead className="bg-muted/50 text-muted-foreground text-xs">
          <tr>
            <th scope="col" className="p-2 text-start">
              {t('row')}
            </th>
            <th scope="col" className="p-2 text-start">
              {t('column')}
            </th>
            <th scope="col" className="p-2 text-start">
              {t('message')}
            </th>
          </tr>
        </thead>
        <tbody>
          {errors.map((e, i) => (
            <tr key={`${e.row}:${e.column}:${i}`} className="border-t">
              <td className="p-2 tabular-nums">{e.row}</td>
              <td className="p-2">
                <code dir="ltr">{e.column}</code>
              </td>
              <td className="p-2">{fieldError(e.message)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The first rows the import would create or update. */
function CheckPreview({ preview }: { preview: ImportCheck['preview'] }) {
  const t = useTranslations('admin.resource.import');
  return (
    <div className="grid gap-1">
      <p className="text-sm font-medium">{t('previewTitle')}</p>
      <ul className="grid gap-1 text-sm">
        {preview.slice(0, PREVIEW_ROWS).map((p) => (
          <li key={p.row} className="flex items-center gap-2">
            <span className="text-muted-foreground w-10 tabular-nums">{p.row}</span>
            <Badge variant={p.action === 'create' ? 'default' : 'secondary'}>
              {t(`action.${p.action}`)}
            </Badge>
            <bdi className="truncate">{p.label}</bdi>
          </li>
        ))}
      </ul>
      {preview.length > PREVIEW_ROWS ? (
        <p className="text-muted-foreground text-xs">
          {t('previewMore', { count: preview.length - PREVIEW_ROWS })}
        </p>
      ) : null}
    </div>
  );
}
