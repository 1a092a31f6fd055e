/**
 * A readable companion of the encrypted, httpOnly session cookie: `1` while a sign-in is stored.
 * Public pages are cached and shared by every visitor, so they cannot know who asks; the navbar
 * reads this in the browser to show "My account" instead of "Log in". It grants nothing: every
 * account page and BFF call still checks the real session.
 */
export const SIGNED_IN_COOKIE = 'safqa_signed_in';

/** Whether a `document.cookie` string holds the signed-in mark. */
export function hasSignedInMark(cookieHeader: string): boolean {
  return cookieHeader.split(';').some((part) => part.trim() === `${SIGNED_IN_COOKIE}=1`);
}
