import { cva } from 'class-variance-authority';

/** The base of every button, as utilities: what `btn` (app/globals.css) stands for. */
const BASE =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:outline-none disabled:pointer-events-none disabled:opacity-50';

/**
 * Button classes by variant and size. Its own module, free of tailwind-merge, so client
 * components of the public pages can style links as buttons without shipping (and initialising)
 * the merger: add classes that do not conflict with these instead of merging.
 *
 * Two themes:
 * - `light` (the default; the public pages, which always render light): the base is the single
 *   `btn` class. Each class list is in a cached document and again in its RSC payload, and a
 *   store page has some twenty-five buttons.
 * - `themed` (`Button`'s default; admin and account screens): the base as utilities, so
 *   tailwind-merge can still let a caller's `hidden` or `justify-start` replace a part of it,
 *   plus the `dark:` classes of the admin's dark theme.
 */
export const buttonVariants = cva('', {
  variants: {
    theme: {
      light: 'btn',
      themed: `${BASE} dark:focus-visible:ring-ring dark:focus-visible:ring-offset-background`,
    },
    variant: {
      default: 'bg-brand-700 text-white hover:bg-brand-900',
      outline: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50',
      ghost: 'text-slate-700 hover:bg-slate-100',
      destructive: 'bg-red-700 text-white hover:bg-red-800',
    },
    size: {
      default: 'h-10 px-4 text-sm',
      sm: 'h-9 px-3 text-sm',
      lg: 'h-12 px-6 text-base',
      icon: 'size-10',
    },
  },
  compoundVariants: [
    {
      theme: 'themed',
      variant: 'default',
      className: 'dark:bg-primary dark:text-primary-foreground dark:hover:bg-primary/90',
    },
    {
      theme: 'themed',
      variant: 'outline',
      className: 'dark:border-input dark:bg-transparent dark:text-foreground dark:hover:bg-accent',
    },
    { theme: 'themed', variant: 'ghost', className: 'dark:text-foreground dark:hover:bg-accent' },
    {
      theme: 'themed',
      variant: 'destructive',
      className: 'dark:bg-red-700 dark:hover:bg-red-600',
    },
  ],
  defaultVariants: { variant: 'default', size: 'default', theme: 'light' },
});
