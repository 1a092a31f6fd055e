import { formatRange } from '@/components/admin/dashboard/date-range';
import { fullDateTime } from '@/components/admin/audit/audit-bits';
import { formatDay, plainSpaces } from '@/lib/format/day';
import { shortDate } from '@/lib/format/relative-time';

// What Chromium writes (its ICU spaces dates with plain spaces). The server renders with Node's
// ICU (U+2009 around a range's dash, U+202F before AM/PM); a difference is a hydration error.
const UNUSUAL_SPACES = /[\u00A0\u2009\u202F]/;

describe('dates read the same on the server and in the browser', () => {
  test('a range on the admin dashboard', () => {
    const range = { from: '2026-10-29', to: '2026-11-27' };
    expect(formatRange(range, 'en')).toBe('Oct 29 – Nov 27, 2026');
    expect(formatRange(range, 'ar')).not.toMatch(UNUSUAL_SPACES);
  });

  test('a date with a time, a day and a short date', () => {
    for (const locale of ['ar', 'en'] as const) {
      expect(fullDateTime('2026-11-27T15:04:00Z', locale)).not.toMatch(UNUSUAL_SPACES);
      expect(formatDay('2026-11-27', locale, true)).not.toMatch(UNUSUAL_SPACES);
      expect(shortDate(new Date('2026-11-27T00:00:00Z'), locale)).not.toMatch(UNUSUAL_SPACES);
    }
  });

  test('plainSpaces keeps every other character', () => {
    expect(plainSpaces('3:04\u202FPM\u2009–\u00A0x')).toBe('3:04 PM – x');
  });
});
