import localFont from 'next/font/local';

// The site's two fonts, shared by the public layout and the admin layout.
export const cairo = localFont({
  src: './fonts/cairo-arabic.woff2',
  weight: '200 1000',
  variable: '--font-cairo',
  display: 'swap',
  // Not preloaded (neither font): on a slow connection a preload takes bandwidth from the HTML and
  // the stylesheet before first paint; text paints at once in the size-adjusted fallback and
  // swaps when the font arrives (bench:lighthouse: LCP 2.1 s against 2.9 s on a store page).
  preload: false,
  // Arabic letters first from a local Arabic font on Cairo's metrics (app/globals.css), so the
  // text does not jump when Cairo replaces it; Latin from the metric-adjusted Arial.
  fallback: ['cairo Arabic Fallback', 'Tahoma', 'Arial', 'sans-serif'],
  adjustFontFallback: 'Arial',
});

export const inter = localFont({
  src: './fonts/inter-latin.woff2',
  weight: '100 900',
  variable: '--font-inter',
  display: 'swap',
  preload: false,
  fallback: ['Arial', 'sans-serif'],
  adjustFontFallback: 'Arial',
});
