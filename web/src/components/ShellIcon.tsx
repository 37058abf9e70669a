/**
 * Icons as plain SVG for what hydrates without MUI (every page): Material icons' paths (the same
 * drawings as @mui/icons-material and MUI's Alert), without SvgIcon's styled component
 * (docs/first-paint.md › Interactive sooner). Sized and coloured by web/src/app/layout/shell.css
 * (`.shell-icon`). The shell's and the form kit's icons by name (this module is in every page's
 * first JavaScript); a page's own icons by `path`, kept in its own module (e.g.
 * web/src/features/home/home-icons.ts).
 */
const iconPaths = {
  person: 'M12 12c2.21 0 4-1.79 4-4s-1.79-4-4-4-4 1.79-4 4 1.79 4 4 4m0 2c-2.67 0-8 1.34-8 4v2h16v-2c0-2.66-5.33-4-8-4',
  menu: 'M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z',
  keyboardArrowDown: 'M7.41 8.59 12 13.17l4.59-4.58L18 10l-6 6-6-6z',
  expandMore: 'M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z',
  errorOutline:
    'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z',
  infoOutlined:
    'M11,9H13V7H11M12,20C7.59,20 4,16.41 4,12C4,7.59 7.59,4 12,4C16.41,4 20,7.59 20,12C20,16.41 16.41,20 12,20M12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12A10,10 0 0,0 12,2M11,17H13V11H11V17Z',
} as const;

export type ShellIconName = keyof typeof iconPaths;

type IconDrawing = { name: ShellIconName; path?: never } | { path: string; name?: never };

/**
 * Decorative (hidden from assistive technology) unless it has a `title`: then it is an image with
 * that name, as SvgIcon's `titleAccess`.
 */
export function ShellIcon({ name, path, className, title }: IconDrawing & { className?: string; title?: string }) {
  return (
    <svg
      className={className ? `shell-icon ${className}` : 'shell-icon'}
      viewBox="0 0 24 24"
      aria-hidden={title ? undefined : 'true'}
      role={title ? 'img' : undefined}
      focusable="false"
    >
      <path d={name ? iconPaths[name] : path} />
      {title && <title>{title}</title>}
    </svg>
  );
}
