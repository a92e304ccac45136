/**
 * The site's labelled select: a label above a select of choices (optionally in groups), as the
 * listing's filter panel, the home page's quick search and the holiday search show them.
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

/** Choices under a heading of their own (an optgroup): `label` names the group. */
export interface ChoiceGroup {
  label: string;
  choices: Choice[];
}

/** Props of SelectField. */
export interface SelectFieldProps {
  label: string;
  /** The field's name in its form's GET submission (the query string key the page reads). */
  name?: string;
  value: string;
  onChange: (value: string) => void;
  /** The choices, in order; a group is shown as an optgroup. */
  choices: (Choice | ChoiceGroup)[];
  /** The first choice, with the value '' meaning no filter; none when undefined. */
  empty?: string;
  /** What the page made of this field's value, said under it (a status tied to the select). */
  notice?: string;
}

const option = (choice: Choice) => (
  <option key={choice.value} value={choice.value}>
    {choice.label}
  </option>
);

/**
 * A labelled select: `empty` (when given) is the first choice, with the value '' meaning no
 * filter; `onChange` receives the chosen value. `name` is the field's name in its form's GET
 * submission (the query string key the listing page reads), so the form works without scripts.
 * A `notice` is shown under it as a status the select is described by.
 */
export function SelectField({
  label,
  name,
  value,
  onChange,
  choices,
  empty,
  notice,
}: SelectFieldProps) {
  return (
    <Field label={label}>
      {(id) => (
        <>
          <select
            id={id}
            name={name}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            aria-describedby={notice ? `${id}-notice` : undefined}
            css={selectStyle}
          >
            {empty !== undefined && <option value="">{empty}</option>}
            {choices.map((choice) =>
              'choices' in choice ? (
                <optgroup key={`group:${choice.label}`} label={choice.label}>
                  {choice.choices.map(option)}
                </optgroup>
              ) : (
                option(choice)
              ),
            )}
          </select>
          {notice && (
            <p id={`${id}-notice`} role="status" css={{ margin: 0, fontSize: '0.9rem' }}>
              {notice}
            </p>
          )}
        </>
      )}
    </Field>
  );
}
