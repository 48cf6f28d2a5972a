// A scenario character's picture: one of two drawings, chosen by the character's gender (the specification's rule).

/** Only "Female" changes the styling; anything else reads as male. */
export function isFemale(gender: string | null | undefined): boolean {
  return gender?.trim().toLowerCase() === 'female';
}

export type CharacterAvatarSize = 'sm' | 'md' | 'lg' | 'cover';

const SIZE_CLASSES: Record<CharacterAvatarSize, string> = {
  sm: 'size-8 rounded-full',
  md: 'size-12 rounded-full',
  lg: 'size-24 rounded-2xl',
  // Fills its (sized) parent, as on a scenario card.
  cover: 'size-full',
};

export interface CharacterAvatarProps {
  gender: string | null | undefined;
  /** A circle of 32 or 48 px, a 96 px tile, or `cover` to fill the parent; `md` when left out. */
  size?: CharacterAvatarSize;
  className?: string;
}

/** Decorative (empty alt): the character's name is always written beside it. */
export function CharacterAvatar({ gender, size = 'md', className = '' }: CharacterAvatarProps) {
  return (
    <img
      src={isFemale(gender) ? '/images/avatars/female.svg' : '/images/avatars/male.svg'}
      alt=""
      width={240}
      height={180}
      loading="lazy"
      decoding="async"
      className={`shrink-0 bg-slate-100 object-cover dark:bg-slate-800 ${SIZE_CLASSES[size]} ${className}`}
    />
  );
}
