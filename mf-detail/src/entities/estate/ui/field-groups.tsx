/**
 * The display-field groups of an estate (SPEC §3) as sections with a heading (h2) and a list of
 * label/value facts; only visible fields and groups with a visible field are rendered.
 */
import { visibleFields, type DisplayGroup } from '../lib/display-fields';
import { colors, space } from 'shared/ui/tokens';
import { Fact, FactList } from '#detail/lib/ui/facts';

/**
 * Renders one section per visible group: its facts (label and value), or for a `list` group its
 * values as a list; a flood score after C carries a flooding icon.
 */
export function FieldGroups({ groups }: { groups: DisplayGroup[] }) {
  return (
    <>
      {groups
        .filter((g) => g.visible)
        .map((g) => (
          <section
            key={g.id}
            aria-labelledby={`detail-group-${g.id}`}
            className="detail-key-facts"
            css={{ margin: `${space(6)} 0` }}
          >
            <h2 id={`detail-group-${g.id}`}>{g.label}</h2>
            {g.presentation === 'list' ? (
              <ul css={{ margin: `${space(2)} 0`, paddingLeft: space(6), lineHeight: 1.6 }}>
                {visibleFields(g).map((f) => (
                  <li key={f.key} lang={f.lang}>
                    {f.value}
                  </li>
                ))}
              </ul>
            ) : (
              <FactList>
                {visibleFields(g).map((f) => (
                  <Fact key={f.key} label={f.label} lang={f.lang}>
                    {f.value}
                    {f.icon === 'flooding' && (
                      <span
                        role="img"
                        aria-label="⚠ flooding"
                        css={{ marginLeft: space(2), color: colors.danger }}
                      >
                        ⚠
                      </span>
                    )}
                  </Fact>
                ))}
              </FactList>
            )}
          </section>
        ))}
    </>
  );
}
