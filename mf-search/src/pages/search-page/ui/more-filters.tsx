/**
 * The "more filters" section of the filter panel (SPEC §9 keys): subtype (of the chosen type),
 * minimum bedrooms, country and bedrooms (6 or more as one bucket). Loaded only when the section
 * opens, so the listing's first load does not carry it. Thin: reads the filter model, fires its
 * events.
 */
import { useUnit } from 'shared/effector';
import { useTranslation } from 'shared/i18n';
import type { Locale } from 'shared/domain';
import { localized, textOrder } from 'shared/format';
import { colors, radius, space } from 'shared/ui/tokens';
import { $filterOptions, $filterQuery, listFilterSet, valueSet } from '#search/entities/filter';
import { BEDROOMS_BUCKET, type ListFilterKey } from '#search/entities/filter';
import { SelectField } from 'kit/ui/select-field';
import { SEARCH_NAMESPACE } from '#search/config/i18n';
import { filterGridStyle as gridStyle } from './filter-grid';

/** The controls of the section. Takes the page's locale. */
export function MoreFilters({ locale }: { locale: Locale }) {
  const { t } = useTranslation(SEARCH_NAMESPACE, { lng: locale });
  const [query, options, setList, setValue] = useUnit([
    $filterQuery,
    $filterOptions,
    listFilterSet,
    valueSet,
  ]);
  const type = query.type?.join(',') ?? '';
  const subType = query.subType?.[0] ?? '';
  const country = query.country?.[0] ?? '';
  const bedrooms = new Set(query.bedrooms ?? []);
  const order = textOrder(locale);
  const byName = <T extends { name: string }>(a: T, b: T) => order(a.name, b.name);
  const subTypes = [...(options.subTypes ?? [])]
    .filter((s) => !type || type.split(',').includes(String(s.headTypeId)))
    .map((s) => ({ id: String(s.id), name: localized(s.name, locale) }))
    .filter((s) => s.name !== '')
    .sort(byName);
  const countries = [...(options.countries ?? [])]
    .map((c) => ({ id: c.id, name: localized(c.name, locale) || c.id }))
    .sort(byName);
  const setListValue = (key: ListFilterKey) => (value: string) =>
    setList({ key, values: value ? [value] : [] });
  const toggleBedroom = (count: string, on: boolean) => {
    const next = new Set(bedrooms);
    if (on) next.add(count);
    else next.delete(count);
    setList({ key: 'bedrooms', values: [...next] });
  };

  return (
    <div css={[gridStyle, { marginTop: space(2) }]}>
      <SelectField
        label={t('filter.subType')}
        name="subType"
        value={subType}
        onChange={setListValue('subType')}
        empty={t('filter.anySubType')}
        choices={subTypes.map((s) => ({ value: s.id, label: s.name }))}
      />
      <SelectField
        label={t('filter.bedMin')}
        name="bed-min"
        value={query['bed-min'] === undefined ? '' : String(query['bed-min'])}
        onChange={(value) => setValue({ key: 'bed-min', value })}
        empty={t('filter.anyBedMin')}
        choices={[1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: `${n}+` }))}
      />
      <SelectField
        label={t('filter.country')}
        name="country"
        value={country}
        onChange={setListValue('country')}
        empty={t('filter.anyCountry')}
        choices={countries.map((c) => ({ value: c.id, label: c.name }))}
      />
      <fieldset css={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <legend css={{ fontWeight: 600, fontSize: '0.9rem', padding: 0, marginBottom: space(1) }}>
          {t('filter.bedrooms')}
        </legend>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(2) }}>
          {Array.from({ length: BEDROOMS_BUCKET }, (_, i) => String(i + 1)).map((count) => (
            <label
              key={count}
              css={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: space(1),
                minHeight: '44px',
                padding: `0 ${space(2)}`,
                border: `1px solid ${colors.border}`,
                borderRadius: radius,
                background: colors.surface,
                cursor: 'pointer',
              }}
            >
              <input
                type="checkbox"
                name="bedrooms"
                value={count}
                checked={bedrooms.has(count)}
                onChange={(event) => toggleBedroom(count, event.target.checked)}
              />
              {count === String(BEDROOMS_BUCKET) ? t('filter.bedroomsBucket') : count}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
