'use client';

import { useEffect, useRef } from 'react';

/**
 * Marks the header it sits in with `data-scrolled` once the page has scrolled past 0 px (the
 * header draws its shadow from that). The header itself stays server-rendered and cached.
 */
export function ScrollShadow() {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const header = ref.current?.closest('header');
    if (!header) return;
    const update = () => header.toggleAttribute('data-scrolled', window.scrollY > 0);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return <span ref={ref} hidden />;
}
