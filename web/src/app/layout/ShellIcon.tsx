/**
 * The shell's icons as plain SVG: Material icons' paths (the same drawings as @mui/icons-material),
 * without SvgIcon's styled component, so the header and footer hydrate no MUI component
 * (docs/first-paint.md › Interactive sooner). Sized and coloured by shell.css (`.shell-icon`).
 */
const iconPaths = {
  person: 'M12 12c2.21 0 4-1.79 4-4s-1.79-4-4-4-4 1.79-4 4 1.79 4 4 4m0 2c-2.67 0-8 1.34-8 4v2h16v-2c0-2.66-5.33-4-8-4',
  menu: 'M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z',
  keyboardArrowDown: 'M7.41 8.59 12 13.17l4.59-4.58L18 10l-6 6-6-6z',
  expandMore: 'M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z',
} as const;

export function ShellIcon({ name, className }: { name: keyof typeof iconPaths; className?: string }) {
  return (
    <svg
      className={className ? `shell-icon ${className}` : 'shell-icon'}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={iconPaths[name]} />
    </svg>
  );
}
