'use client';

import { parseAsString, useQueryStates } from 'nuqs';
import { useCallback } from 'react';
import type { SheetPanel } from './edit-sheet';

const sheetParams = {
  edit: parseAsString,
  /** `history` or a section panel's id; absent: details. */
  panel: parseAsString,
};

/** The record sheet that is open (`?edit=<id>` or `new`, `&panel=`), and how to open one. */
export function useRecordSheet() {
  const [sheet, setSheet] = useQueryStates(sheetParams);
  const open = useCallback(
    (id: string, panel: SheetPanel = 'details') =>
      void setSheet({ edit: id, panel: panel === 'details' ? null : panel }),
    [setSheet],
  );
  return { sheet, setSheet, open };
}

export type RecordSheetState = ReturnType<typeof useRecordSheet>;
