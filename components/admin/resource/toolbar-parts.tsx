'use client';

import { Search } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '../audit/native-select';

/** Wait after the last key before the search goes to the URL (and the API). */
const SEARCH_DEBOUNCE_MS = 300;

/** A labelled native select of a list's filters. */
export function FilterSelect({
  label,
  value,
  onValue,
  children,
}: {
  label: string;
  value: string | null;
  onValue: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-1">
      <Label htmlFor={id} className="text-xs">
        {label}
      </Label>
      <NativeSelect id={id} value={value ?? ''} onChange={(e) => onValue(e.target.value)}>
        {children}
      </NativeSelect>
    </div>
  );
}

/**
 * A list's search box: the field follows the URL's value (back / forward), the URL follows
 * typing after a pause (`onSearch(null)` clears it).
 */
export function SearchField({
  label,
  value,
  onSearch,
}: {
  label: string;
  value: string | null;
  onSearch: (q: string | null) => void;
}) {
  const id = useId();
  const [q, setQ] = useState(value ?? '');
  const [urlQ, setUrlQ] = useState(value);

  // Adjusted while rendering (not in an effect) when the URL changes under the field.
  if (urlQ !== value) {
    setUrlQ(value);
    setQ(value ?? '');
  }
  useEffect(() => {
    if (q === (value ?? '')) return;
    const timer = setTimeout(() => onSearch(q.trim() || null), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [q, value, onSearch]);

  return (
    <div className="grid min-w-[min(100%,16rem)] flex-1 gap-1">
      <Label htmlFor={id} className="text-xs">
        {label}
      </Label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="text-muted-foreground pointer-events-none absolute start-2.5 top-1/2 size-4 -translate-y-1/2"
        />
        <Input
          id={id}
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          className="h-9 ps-8 text-sm"
        />
      </div>
    </div>
  );
}
