/**
 * Labelled form controls shared by the search page's filter panel and the home page's quick
 * search: a label above its control, and a select of choices.
 */
import { useId, type ReactNode } from 'react';
import { colors, focusRing, radius, space } from 'shared/ui/tokens';

/** The look of every select: full width, 44 px target, visible focus. */
const selectStyle = {
  width: '100%',
  minHeight: '44px',
  padding: `${space(2)} ${space(3)}`,
  border: `1px solid ${colors.muted}`,
  borderRadius: radius,
  background: colors.surface,
  color: colors.text,
  font: 'inherit',
  ...focusRing,
} as const;

/** A label above its control; `children` receives the id the control must carry. */
function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: space(1) }}>
      <label htmlFor={id} css={{ fontWeight: 600, fontSize: '0.9rem' }}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** One choice of a select: its value and its visible text. */
export interface Choice {
  value: string;
  label: string;
}

/**
 * A labelled select: `empty` (when given) is the first choice, with the value '' meaning no
 * filter; `onChange` receives the chosen value. `name` is the field's name in its form's GET
 * submission (the query string key the listing page reads), so the form works without scripts.
 */
export function SelectField({
  label,
  name,
  value,
  onChange,
  choices,
  empty,
}: {
  label: string;
  name?: string;
  value: string;
  onChange: (value: string) => void;
  choices: Choice[];
  empty?: string;
}) {
  return (
    <Field label={label}>
      {(id) => (
        <select
          id={id}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          css={selectStyle}
        >
          {empty !== undefined && <option value="">{empty}</option>}
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
