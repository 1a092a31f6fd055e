'use client';

import { useEffect, useState, type ComponentType } from 'react';

type ToasterComponent = ComponentType<{ dir: 'rtl' | 'ltr' }>;

// The toaster is mounted on demand: the account screens ask for it once they are hydrated
// (ToasterOnMount), a public page with its first toast (lazyToast). A visitor who only reads a
// page never downloads, runs or renders the toast library (its chunk competed with hydration).
let wanted = false;
let mountToaster: (() => void) | null = null;
/** Settles lazyToast's promise once the toaster is on screen (set while one is pending). */
let toasterMounted: (() => void) | null = null;
let sonner: Promise<typeof import('sonner')> | null = null;

/** The toast API once the toaster is on screen: `(await lazyToast()).toast.success(…)`. */
export function lazyToast(): Promise<typeof import('sonner')> {
  sonner ??= new Promise<void>((resolve) => {
    toasterMounted = resolve;
    wanted = true;
    mountToaster?.();
  }).then(() => import('sonner'));
  return sonner;
}

/** Mounts the toaster right after hydration, for screens that toast without a page load. */
export function ToasterOnMount() {
  useEffect(() => {
    void lazyToast();
  }, []);
  return null;
}

/** Where toasts appear (the locale layout); renders nothing until a toast is wanted. */
export function LazyToaster({ dir }: { dir: 'rtl' | 'ltr' }) {
  const [Toaster, setToaster] = useState<ToasterComponent | null>(null);

  useEffect(() => {
    const load = () => {
      void import('./sonner').then((m) => setToaster(() => m.Toaster));
    };
    mountToaster = load;
    if (wanted) load();
    return () => {
      mountToaster = null;
    };
  }, []);

  useEffect(() => {
    // The toaster subscribed to toasts in its own effect, which React ran before this one.
    if (Toaster) toasterMounted?.();
  }, [Toaster]);

  return Toaster ? <Toaster dir={dir} /> : null;
}
