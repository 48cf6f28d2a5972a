// A scenario character's picture: an illustrated portrait drawn here (no image files, no network), its hair, skin,
// clothes and background chosen from the character's name, gender and age band (character-avatar-traits.ts).
import type { ReactNode } from 'react';
import { avatarTraitsOf, type AvatarTraits, type HairStyle } from './character-avatar-traits.ts';

/** Only "Female" changes the styling; anything else reads as male. */
export function isFemale(gender: string | null | undefined): boolean {
  return gender?.trim().toLowerCase() === 'female';
}

export type CharacterAvatarSize = 'sm' | 'tile' | 'md' | 'profile' | 'lg' | 'cover';

const SIZE_CLASSES: Record<CharacterAvatarSize, string> = {
  sm: 'size-8 rounded-full',
  // A library card's 40 px tile, in place of the type's icon.
  tile: 'size-10 rounded-xl',
  md: 'size-12 rounded-full',
  profile: 'size-16 rounded-full',
  lg: 'size-24 rounded-2xl',
  // Fills its (sized) parent, as on a scenario card.
  cover: 'size-full',
};

export interface CharacterAvatarProps {
  gender: string | null | undefined;
  /** The character's name (or another stable id): the same name always gives the same face. */
  seed?: string | null | undefined;
  /** The age as written ("42"); it sets the age band (young, adult, senior). */
  age?: string | number | null | undefined;
  /** A circle of 32, 48 or 64 px, a 40 or 96 px tile, or `cover` to fill the parent; `md` when left out. */
  size?: CharacterAvatarSize;
  className?: string;
}

const EYE_COLOR = '#1e293b';

/** Hair drawn behind the head (long hair, a ponytail, a bun). */
function BackHair({ style, color }: { style: HairStyle; color: string }): ReactNode {
  switch (style) {
    case 'long':
      return <path d="M36 52 C33 26 47 17 60 17 C73 17 87 26 84 52 L87 92 C80 97 71 95 67 90 L53 90 C49 95 40 97 33 92 Z" fill={color} />;
    case 'bob':
      return <path d="M35 56 C32 27 47 19 60 19 C73 19 88 27 85 56 L86 74 C80 79 73 77 70 73 L50 73 C47 77 40 79 34 74 Z" fill={color} />;
    case 'ponytail':
      return <path d="M78 36 C92 38 96 56 92 74 C90 82 84 86 80 84 C86 72 86 56 78 46 Z" fill={color} />;
    case 'bun':
      return <circle cx="60" cy="24" r="10" fill={color} />;
    default:
      return null;
  }
}

/** Hair drawn over the top of the head. */
function FrontHair({ style, color }: { style: HairStyle; color: string }): ReactNode {
  switch (style) {
    case 'crop':
      return <path d="M39 50 C37 31 48 25 60 25 C72 25 83 31 81 50 C78 41 71 36 60 36 C49 36 42 41 39 50 Z" fill={color} />;
    case 'side-part':
      return <path d="M39 52 C35 30 51 22 64 24 C77 26 85 36 81 52 C79 43 74 38 67 36 C59 41 48 41 39 52 Z" fill={color} />;
    case 'buzz':
      return <path d="M40 47 C40 33 49 28 60 28 C71 28 80 33 80 47 C76 40 70 37 60 37 C50 37 44 40 40 47 Z" fill={color} opacity={0.9} />;
    case 'curly':
    case 'short-curly':
      return (
        <g fill={color}>
          {[
            [41, 44, 7],
            [45, 35, 8],
            [53, 29, 8.5],
            [62, 27, 8.5],
            [71, 30, 8],
            [77, 37, 7.5],
            [79, 45, 6.5],
          ].map(([cx, cy, r]) => (
            <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={r} />
          ))}
        </g>
      );
    case 'receding':
      return (
        <g fill={color}>
          <path d="M38 58 C36 47 39 40 45 37 L47 53 Z" />
          <path d="M82 58 C84 47 81 40 75 37 L73 53 Z" />
        </g>
      );
    case 'long':
    case 'bob':
      return <path d="M39 48 C39 29 50 24 60 24 C71 24 82 29 81 48 C75 39 67 34 57 35 C50 39 45 43 39 48 Z" fill={color} />;
    case 'bun':
    case 'ponytail':
      return <path d="M38 51 C37 31 49 26 60 26 C71 26 83 31 82 51 C79 40 71 35 60 35 C49 35 41 40 38 51 Z" fill={color} />;
    default:
      return null;
  }
}

function Portrait({ traits }: { traits: AvatarTraits }) {
  const { skin, skinShade, hair, shirt, face, hairStyle, hasBeard, hasGlasses, ageBand } = traits;
  // Grey and white hair needs a darker line for the brows to show on light skin.
  const browColor = ageBand === 'senior' ? '#6b7280' : hair;
  return (
    <>
      <BackHair style={hairStyle} color={hair} />
      {/* Shoulders and collar. */}
      <path d="M16 120 C16 96 34 86 60 86 C86 86 104 96 104 120 Z" fill={shirt} />
      <path d="M50 86 L60 98 L70 86 Z" fill="#ffffff" opacity={0.85} />
      <rect x="52" y="70" width="16" height="18" rx="6" fill={skinShade} />
      {/* Ears, then the face over them. */}
      <ellipse cx={60 - face.rx} cy="56" rx="4" ry="5.5" fill={skin} />
      <ellipse cx={60 + face.rx} cy="56" rx="4" ry="5.5" fill={skin} />
      <ellipse cx="60" cy="53" rx={face.rx} ry={face.ry} fill={skin} />
      {hasBeard ? (
        <path
          d={`M${60 - face.rx + 1} 54 C${60 - face.rx + 2} 72 50 ${53 + face.ry} 60 ${53 + face.ry} C70 ${53 + face.ry} ${60 + face.rx - 2} 72 ${60 + face.rx - 1} 54 C76 64 70 67 60 67 C50 67 44 64 ${60 - face.rx + 1} 54 Z`}
          fill={hair}
        />
      ) : null}
      <FrontHair style={hairStyle} color={hair} />
      {/* Brows, eyes, nose, mouth, cheeks. */}
      <path d="M47 46 Q51.5 43.5 56 45.5 M64 45.5 Q68.5 43.5 73 46" stroke={browColor} strokeWidth="2.2" strokeLinecap="round" fill="none" />
      <circle cx="51.5" cy="52" r="2.3" fill={EYE_COLOR} />
      <circle cx="68.5" cy="52" r="2.3" fill={EYE_COLOR} />
      <path d="M60 55 Q57.5 61 60.5 61.5" stroke={skinShade} strokeWidth="1.8" strokeLinecap="round" fill="none" />
      <path d="M53.5 66 Q60 71 66.5 66" stroke={hasBeard ? '#f8fafc' : '#9f1239'} strokeOpacity={hasBeard ? 0.9 : 0.75} strokeWidth="2" strokeLinecap="round" fill="none" />
      {traits.isFemale ? (
        <g fill="#fb7185" opacity={0.22}>
          <circle cx="46" cy="61" r="4" />
          <circle cx="74" cy="61" r="4" />
        </g>
      ) : null}
      {hasGlasses ? (
        <g stroke="#334155" strokeWidth="1.6" fill="#ffffff" fillOpacity={0.15}>
          <circle cx="51.5" cy="52" r="6" />
          <circle cx="68.5" cy="52" r="6" />
          <path d="M57.5 52 L62.5 52" fill="none" />
        </g>
      ) : null}
    </>
  );
}

/** Decorative (hidden from screen readers): the character's name is always written beside it. */
export function CharacterAvatar({ gender, seed, age, size = 'md', className = '' }: CharacterAvatarProps) {
  const traits = avatarTraitsOf({ seed: seed?.trim() || String(gender ?? ''), gender, age });
  return (
    <svg
      viewBox="0 0 120 120"
      // A card's wide frame keeps the whole head and shoulders, the background colour filling the sides.
      preserveAspectRatio={size === 'cover' ? 'xMidYMax meet' : 'xMidYMid slice'}
      aria-hidden
      focusable="false"
      data-testid="character-avatar"
      data-avatar={`${traits.isFemale ? 'female' : 'male'}-${traits.ageBand}-${traits.hairStyle}`}
      className={`shrink-0 overflow-hidden ${SIZE_CLASSES[size]} ${className}`}
      style={{ backgroundColor: traits.background }}
    >
      <Portrait traits={traits} />
    </svg>
  );
}
