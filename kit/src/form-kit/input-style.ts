/**
 * The style of the site's text inputs, selects and text areas, on its own so that a field
 * outside the form kit (the city combobox) takes it without the form kit's rules.
 */
import { colors, focusRing, radius, space } from 'shared/ui/tokens';

/** The style of text inputs, selects and text areas (44 px high: WCAG 2.5.8 target size). */
export const inputStyle = {
  display: 'block',
  width: '100%',
  boxSizing: 'border-box',
  minHeight: '44px',
  padding: `${space(2)} ${space(3)}`,
  border: `1px solid ${colors.muted}`,
  borderRadius: radius,
  font: 'inherit',
  color: colors.text,
  background: colors.surface,
  ...focusRing,
  '&[aria-invalid="true"]': { borderColor: colors.danger, borderWidth: '2px' },
} as const;
