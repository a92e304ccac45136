/**
 * Public API of shared/ui: the basic UI primitives every team reuses. Design tokens live in
 * 'shared/ui/tokens'.
 * - Button, VisuallyHidden: small accessible basics; buttonLook gives another element the button's
 *   look.
 * The building blocks several teams share (estate card and grid, form kit, submit button,
 * honeypot, retry alert, photo gallery, day picker) are in the `kit` package.
 */
export { Button, buttonLook } from './button';
export type { ButtonProps } from './button';
export { VisuallyHidden } from './visually-hidden';
