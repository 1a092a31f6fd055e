// Build-time settings (extension/build.mjs passes them to esbuild's `define`).

declare const __SAFQA_ORIGIN__: string;

/**
 * The Safqa site and API origin (`https://safqa.app`, `http://localhost:3000` in development):
 * the API is `${SITE_ORIGIN}/api/v1`, and the sign-in hand-off happens on its pages.
 */
export const SITE_ORIGIN: string = __SAFQA_ORIGIN__;
