'use client';

import { useEffect } from 'react';

/** App shell timing: body marked ready after 100 ms, loader hidden 500 ms later. */
export function ShellReady() {
  useEffect(() => {
    const ready = window.setTimeout(() => {
      document.body.dataset.ready = 'true';
    }, 100);
    const hide = window.setTimeout(() => {
      document.body.dataset.loader = 'hidden';
    }, 600);
    return () => {
      window.clearTimeout(ready);
      window.clearTimeout(hide);
    };
  }, []);
  return null;
}
