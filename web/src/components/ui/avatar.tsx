// A member's avatar: the square variants the server made (48, 96 and 192 px in AVIF, WebP and
// JPEG) at the size it is shown, so a list of forty members loads forty small files; the initials of
// the name for a member without one. Beside a name the picture is decorative (empty alt); alone it
// says whose it is through `alt`.
import type { CSSProperties } from 'react';
import { Picture, type PictureImage } from './picture';

const SIDE = { small: 40, large: 96 } as const;

export function initialsOf(first: string | null | undefined, last: string | null | undefined, fallback = '?'): string {
  return ((first?.[0] ?? fallback[0] ?? '?') + (last?.[0] ?? '')).toUpperCase();
}

export function Avatar({
  avatar,
  initials,
  size = 'small',
  alt = '',
  style,
}: {
  avatar: PictureImage | null | undefined;
  initials: string;
  size?: keyof typeof SIDE;
  alt?: string;
  /** Layout where no stylesheet gives one (the console). */
  style?: CSSProperties;
}) {
  const side = SIDE[size];
  const className = `avatar avatar--${size}`;
  if (!avatar)
    return (
      <span className={`${className} avatar--initials`} aria-hidden="true" style={style}>
        {initials}
      </span>
    );
  return (
    <Picture
      image={avatar}
      sizes={`${side}px`}
      alt={alt}
      className={className}
      width={side}
      height={side}
      style={style}
    />
  );
}
