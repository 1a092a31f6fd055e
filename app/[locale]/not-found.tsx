import { getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/components/site/not-found-view';

// Unknown routes: logo, message, button home — in the page's language.
export default async function NotFound() {
  const t = await getTranslations('notFound');
  const tc = await getTranslations('common');
  return (
    <NotFoundView
      texts={{
        appName: tc('appName'),
        title: t('title'),
        message: t('message'),
        home: t('home'),
      }}
    />
  );
}
