import type { CSSProperties } from 'react';

interface SkeletonProps {
  /** text: a line of the surrounding font's height; circular and rounded: a box of the given size. */
  variant?: 'text' | 'circular' | 'rounded';
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** The font size of the line it stands for (text). */
  fontSize?: CSSProperties['fontSize'];
  /** 'light' on the hero's dark green; 'dark' on the yellow badge. */
  tone?: 'light' | 'dark';
}

/**
 * A pulsing placeholder of the size of what is loading, drawn as MUI's Skeleton was (home.css),
 * without MUI. Hidden from assistive technology: the caller says what is loading in words.
 */
export function Skeleton({ variant = 'text', width, height, fontSize, tone }: SkeletonProps) {
  const className = `home-skeleton home-skeleton--${variant}${tone ? ` home-skeleton--${tone}` : ''}`;
  return <span className={className} aria-hidden style={{ width, height, fontSize }} />;
}
