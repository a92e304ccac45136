/**
 * The display-field groups of an estate (SPEC §3) as sections with a heading (h2) and a list of
 * label/value facts; only visible fields and groups with a visible field are rendered. Folded,
 * each group is a disclosure (`details`/`summary`, which works without scripts) whose fields
 * with nothing entered are named together in one line instead of one "Not entered" row each.
 */
import type { ReactNode } from 'react';
import type { Locale } from 'shared/domain';
import { visibleFields, type DisplayField, type DisplayGroup } from '../lib/display-fields';
import { fieldLabel } from '../lib/field-labels';
import { colors, space } from 'shared/ui/tokens';
import { Fact, FactList } from '#detail/lib/ui/facts';
import { Fold } from 'kit/ui';
import { useTranslation } from 'shared/i18n';
import { DETAIL_NAMESPACE } from '#detail/config/i18n';

/** Props: the groups to show; `folded` with the page language folds each into a disclosure. */
export interface FieldGroupsProps {
  groups: DisplayGroup[];
  /** The page language, needed when folded (the "Not entered" line). */
  locale?: Locale;
  folded?: boolean;
}

/** The facts (or the values of a `list` group) of some fields; a flood score after C carries an icon. */
function GroupFields({ group, fields }: { group: DisplayGroup; fields: DisplayField[] }) {
  if (fields.length === 0) return null;
  if (group.presentation === 'list') {
    return (
      <ul css={{ margin: `${space(2)} 0`, paddingLeft: space(6), lineHeight: 1.6 }}>
        {fields.map((f) => (
          <li key={f.key} lang={f.lang}>
            {f.value}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <FactList>
      {fields.map((f) => (
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
  );
}

/** A folded group: the heading in the summary, the entered fields, then the others in one line. */
function FoldedGroup({ group, locale }: { group: DisplayGroup; locale: Locale }) {
  const { t } = useTranslation(DETAIL_NAMESPACE, { lng: locale });
  const notEntered = fieldLabel('value.notEntered', locale);
  const fields = visibleFields(group);
  const entered = fields.filter((f) => f.value !== notEntered);
  const empty = fields.filter((f) => f.value === notEntered);
  let emptyLine: ReactNode = null;
  if (empty.length > 0) {
    emptyLine = (
      <p css={{ margin: `${space(2)} 0 0`, color: colors.muted }}>
        {t('sections.notEntered', { fields: empty.map((f) => f.label).join(', ') })}
      </p>
    );
  }
  return (
    <Fold id={`detail-group-${group.id}`} title={group.label} className="detail-key-facts">
      <GroupFields group={group} fields={entered} />
      {emptyLine}
    </Fold>
  );
}

/**
 * Renders one section per visible group: its facts (label and value), or for a `list` group its
 * values as a list; folded (with `locale`), one disclosure per group, closed.
 */
export function FieldGroups({ groups, locale, folded = false }: FieldGroupsProps) {
  const shown = groups.filter((g) => g.visible);
  if (folded && locale) {
    return (
      <>
        {shown.map((g) => (
          <FoldedGroup key={g.id} group={g} locale={locale} />
        ))}
      </>
    );
  }
  return (
    <>
      {shown.map((g) => (
        <section
          key={g.id}
          aria-labelledby={`detail-group-${g.id}`}
          className="detail-key-facts"
          css={{ margin: `${space(6)} 0` }}
        >
          <h2 id={`detail-group-${g.id}`}>{g.label}</h2>
          <GroupFields group={g} fields={visibleFields(g)} />
        </section>
      ))}
    </>
  );
}
