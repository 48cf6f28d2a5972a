// A card's heading led by its icon: the large one of a page's main cards (the icon in the brand colour) or the smaller
// one of a card among several (an organisation's settings, teams and assignments).
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

const SIZES = {
  large: { heading: 'text-lg', icon: 'size-5 text-brand-700 dark:text-brand-300' },
  small: { heading: 'text-base', icon: 'size-4' },
} as const;

interface IconHeadingProps {
  /** The heading's id, which its section is labelled by. */
  id: string;
  icon: LucideIcon;
  size?: keyof typeof SIZES;
  children: ReactNode;
}

export function IconHeading({ id, icon: Icon, size = 'large', children }: IconHeadingProps) {
  return (
    <h2 id={id} className={`flex items-center gap-2 ${SIZES[size].heading} font-semibold`}>
      <Icon className={SIZES[size].icon} aria-hidden />
      {children}
    </h2>
  );
}
