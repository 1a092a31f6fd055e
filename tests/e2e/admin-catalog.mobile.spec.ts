import { test, type Locale } from './support/account';
import { catalogJourney } from './support/admin-journey';

test.describe('admin catalogue at 360 px', () => {
  for (const locale of ['en', 'ar'] as const satisfies Locale[]) {
    test(`shop, categories, coupon: create, publish, pause, delete, restore (${locale})`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await catalogJourney(page, locale);
    });
  }
});
