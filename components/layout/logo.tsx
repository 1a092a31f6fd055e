/**
 * The Safqa mark: a tag shape with the Arabic letter ص, and the name beside it. `className` adds
 * to the base classes and `color` replaces the text colour: no class merging, since the navbar
 * draws it in the browser too, where the public pages do not ship the merger.
 */
export function Logo({
  name,
  className,
  color = 'text-brand-900',
  withName = true,
}: {
  name: string;
  className?: string;
  color?: string;
  withName?: boolean;
}) {
  return (
    <span
      className={`${color} inline-flex items-center gap-2 font-bold${className ? ` ${className}` : ''}`}
    >
      <svg viewBox="0 0 40 40" className="size-9 shrink-0" aria-hidden="true">
        <rect width="40" height="40" rx="10" fill="#047857" />
        <text
          x="20"
          y="27"
          textAnchor="middle"
          fontSize="22"
          fontWeight="700"
          fill="#fff"
          fontFamily="var(--font-cairo), sans-serif"
        >
          ص
        </text>
      </svg>
      {withName ? <span className="text-xl">{name}</span> : <span className="sr-only">{name}</span>}
    </span>
  );
}
