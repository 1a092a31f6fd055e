import QRCode from 'qrcode';
import { shortLinkHref } from '@/lib/short-links';

/**
 * The full address of a short link: on the link domain when the build names one, else
 * `/l/{slug}` on the origin the admin works on (`origin`, e.g. `window.location.origin`).
 */
export function shortUrlOf(slug: string, origin: string): string {
  return new URL(shortLinkHref(slug), origin).href;
}

export interface QrFiles {
  /** The SVG document (scales without loss, for print). */
  svg: string;
  /** The SVG as a data URL, for an `<img>` and its download. */
  svgHref: string;
  /** A square PNG (`pngWidth` pixels, 1024 by default) as a data URL. */
  pngHref: string;
}

/** The QR code of `text` as SVG and PNG (error correction M: survives a small logo or a smudge). */
export async function qrFiles(text: string, pngWidth = 1024): Promise<QrFiles> {
  const options = { errorCorrectionLevel: 'M', margin: 2 } as const;
  const [svg, pngHref] = await Promise.all([
    QRCode.toString(text, { ...options, type: 'svg' }),
    QRCode.toDataURL(text, { ...options, width: pngWidth }),
  ]);
  return { svg, svgHref: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, pngHref };
}
