import demoVideos from '../../server/db/seed/data/influencer-videos.json';
import { COUNTRIES } from '../../lib/countries';
import { at, expect, messages, test, type Locale } from './support/account';

// The home page's eleven sections (docs/product.md: hero, figures, features, how it works,
// benefits, testimonials, countries, creator videos, FAQ, install guide, final call to action),
// in both languages, server-rendered from the cached page. The e2e servers run with the demo's
// creator videos (server/db/seed/data/influencer-videos.json, scripts/e2e-server.mjs).

/** The countries the home page names. */
const HOME_COUNTRIES = ['eg', 'ae', 'sa', 'qa', 'bh', 'om', 'iq', 'lb', 'ma'];

for (const locale of ['ar', 'en'] as const satisfies Locale[]) {
  test(`the home page shows its eleven sections (${locale})`, async ({ page }) => {
    const m = messages[locale];
    const h = m.home;
    // Nothing leaves for YouTube in a test: its thumbnails and player are stood in for.
    await page.route('https://i.ytimg.com/**', (route) =>
      route.fulfill({
        contentType: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      }),
    );
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
    );

    await page.goto(at(locale, '/'));
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    const main = page.getByRole('main');
    const region = (name: string) => main.getByRole('region', { name, exact: true });

    // 1. Hero: the page's one heading, the download for this device and the store directory.
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(h.hero.title);
    const hero = main.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) });
    await expect(hero.getByRole('link', { name: h.hero.cta })).toBeVisible();
    await expect(hero.getByRole('link', { name: h.hero.browse })).toHaveAttribute(
      'href',
      at(locale, '/shops'),
    );

    // 2. Figures: four numbers with their labels.
    const stats = region(h.stats.title);
    await expect(stats.locator('dd')).toHaveText(['1000+', '50K+', '$2M+', '100%']);
    await expect(stats.locator('dt')).toHaveText([
      h.stats.stores,
      h.stats.users,
      h.stats.saved,
      h.stats.free,
    ]);

    // 3–5. Features, how it works, benefits: their cards and steps.
    await expect(region(h.features.title).getByRole('heading', { level: 3 })).toHaveText(
      (['coupons', 'history', 'alerts', 'tracking'] as const).map((k) => h.features[k].title),
    );
    await expect(region(h.how.title).getByRole('heading', { level: 3 })).toHaveText(
      (['step1', 'step2', 'step3'] as const).map((k) => h.how[k].title),
    );
    await expect(region(h.benefits.title).getByRole('heading', { level: 3 })).toHaveText(
      (['local', 'verified', 'private', 'bilingual'] as const).map((k) => h.benefits[k].title),
    );

    // 6. Testimonials: three quotes.
    await expect(region(h.testimonials.title).locator('blockquote')).toHaveText(
      (['t1', 't2', 't3'] as const).map((k) => `“${h.testimonials[k].quote}”`),
    );

    // 7. Countries, named in the page's language.
    await expect(region(h.countries.title).getByRole('listitem')).toHaveText(
      HOME_COUNTRIES.map((code) => COUNTRIES.find((c) => c.code === code)![locale]),
    );

    // 8. Creator videos: a thumbnail button each; pressing one loads only that player.
    const videos = region(h.videos.title);
    const play = (title: string) => h.videos.play.replace('{title}', title);
    for (const video of demoVideos) {
      await expect(videos.getByRole('button', { name: play(video.title) })).toBeVisible();
    }
    await expect(videos.locator('iframe')).toHaveCount(0);
    const [first] = demoVideos;
    await videos.getByRole('button', { name: play(first!.title) }).click();
    const player = videos.locator('iframe');
    await expect(player).toHaveCount(1);
    await expect(player).toHaveAttribute('title', first!.title);
    await expect(player).toHaveAttribute(
      'src',
      `https://www.youtube-nocookie.com/embed/${first!.id}?autoplay=1`,
    );

    // 9. FAQ: native disclosure widgets; an answer shows once its question is opened.
    const faq = region(h.faq.title);
    const questions = (['free', 'how', 'stores', 'browsers', 'data', 'alerts'] as const).map(
      (k) => h.faq[k],
    );
    await expect(faq.locator('summary')).toContainText(questions.map((q) => q.q));
    await expect(faq.getByText(questions[0]!.a)).toBeHidden();
    await faq.locator('summary').first().click();
    await expect(faq.getByText(questions[0]!.a)).toBeVisible();

    // 10. Install guide: three steps and the download.
    const install = region(h.install.title);
    await expect(install.getByRole('listitem')).toContainText([
      h.install.step1,
      h.install.step2,
      h.install.step3,
    ]);
    await expect(install.getByRole('link', { name: h.hero.cta })).toBeVisible();

    // 11. The final call to action.
    const final = region(h.final.title);
    await expect(final.getByText(h.final.text)).toBeVisible();
    await expect(final.getByRole('link', { name: h.final.cta })).toBeVisible();

    // In the product's order (other blocks, such as top stores or a campaign, may sit between).
    const eleven = [
      h.hero.title,
      h.stats.title,
      h.features.title,
      h.how.title,
      h.benefits.title,
      h.testimonials.title,
      h.countries.title,
      h.videos.title,
      h.faq.title,
      h.install.title,
      h.final.title,
    ];
    const headings = await main.locator('h1, h2').allTextContents();
    expect(headings.filter((text) => eleven.includes(text))).toEqual(eleven);
  });
}
