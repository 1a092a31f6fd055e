// The home page's building blocks: a titled section and a grid of icon cards.
import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import type { SpriteIconName } from '@/lib/icons/sprite';
import { cn } from '@/lib/utils';

export function Section({
  id,
  title,
  subtitle,
  children,
  className,
}: {
  id: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={cn('defer-render', className)}>
      <div className="mx-auto max-w-6xl px-4 py-12">
        <h2 id={id} className="text-center text-2xl font-extrabold sm:text-3xl">
          {title}
        </h2>
        {subtitle ? (
          <p className="mx-auto mt-2 max-w-2xl text-center text-slate-700">{subtitle}</p>
        ) : null}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}

interface IconCard {
  icon: SpriteIconName;
  title: string;
  text: string;
}

function Cards({ items }: { items: IconCard[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item) => (
        <li
          key={item.title}
          className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <span className="bg-brand-50 text-brand-800 flex size-11 items-center justify-center rounded-xl">
            <Icon name={item.icon} className="size-6" />
          </span>
          <h3 className="text-lg font-bold">{item.title}</h3>
          <p className="text-sm text-slate-700">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** Each card's icon with its `{key}.title` and `{key}.text`, translated by `t` (keys type-checked). */
export function iconCards<K extends string>(
  t: (key: `${K}.title` | `${K}.text`) => string,
  cards: readonly (readonly [key: K, icon: SpriteIconName])[],
) {
  return cards.map(([key, icon]) => ({ icon, title: t(`${key}.title`), text: t(`${key}.text`) }));
}

/** A titled section holding a grid of icon cards (texts already translated by the caller). */
export function IconCardSection({
  id,
  title,
  subtitle,
  cards,
  className,
}: {
  id: string;
  title: string;
  subtitle?: string;
  cards: IconCard[];
  className?: string;
}) {
  return (
    <Section id={id} title={title} subtitle={subtitle} className={className}>
      <Cards items={cards} />
    </Section>
  );
}
