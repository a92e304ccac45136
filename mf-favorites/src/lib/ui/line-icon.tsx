import type { ReactNode, SVGProps } from 'react';

/**
 * The frame of this remote's decorative icons (the heart, the comparison's columns): a 24×24
 * drawing in lines of the current text colour, hidden from screen readers, since the control it
 * sits in carries the words.
 * @param size width and height in px
 * @param children the drawing (paths in the 24×24 box)
 * @param rest further SVG attributes (`fill` to fill the drawing, `strokeLinecap`, a `className`)
 * @returns the `<svg>`
 */
export function LineIcon({
  size,
  children,
  ...rest
}: { size: number; children: ReactNode } & Omit<SVGProps<SVGSVGElement>, 'ref'>) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      // Declared here so a caller's value keeps its place among the attributes.
      strokeLinecap={undefined}
      strokeLinejoin="round"
      {...rest}
    >
      {children}
    </svg>
  );
}
