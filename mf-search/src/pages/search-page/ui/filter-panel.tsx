/**
 * The filter panel of the listing page (first cut): transaction, type, municipality, price range
 * and sort, as labelled selects in a `<form role="search">`. Each change applies at once (the
 * results update below, the focus stays in the control). Thin: reads the filter model, fires its
 * events.
 */
import { useId, type ChangeEvent, type ReactNode } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { Locale, SortOrder, SortType } from 'shared/domain';
import { formatMoney, localized } from 'shared/format';
import { Button } from 'shared/ui';
import { colors, focusRing, mq, radius, space } from 'shared/ui/tokens';
import {
  $filterOptions,
  $filterQuery,
  filtersCleared,
  listFilterSet,
  priceRangeSet,
  sortSet,
} from '../../../entities/filter/model';
import { hasFilters } from '../../../entities/filter/lib/filter-query';
import { SEARCH_NAMESPACE } from '../../../config/i18n';

/** Sort choices of the select: sort type and order. */
export const SORT_CHOICES: readonly `${SortType}-${SortOrder}`[] = [
  'date-DESC',
  'date-ASC',
  'price-ASC',
  'price-DESC',
  'city-ASC',
  'city-DESC',
  'type-ASC',
  'type-DESC',
];

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

/** The filter form. Takes the page's locale; renders labelled selects fed by the filter options. */
export function FilterPanel({ locale }: { locale: Locale }) {
  const { t } = useTranslation(SEARCH_NAMESPACE, { lng: locale });
  const [query, options, setList, setPrice, setSort, clear] = useUnit([
    $filterQuery,
    $filterOptions,
    listFilterSet,
    priceRangeSet,
    sortSet,
    filtersCleared,
  ]);

  const status = query.status?.length === 1 ? query.status[0] : '';
  const transaction = status === 'FOR_SALE' || status === 'TO_RENT' ? status : '';
  const type = query.type?.[0] ?? '';
  const city = query.city?.[0] ?? '';
  const min = query['price-min'];
  const max = query['price-max'];
  const sort = `${query.sortType}-${query.sortOrder}`;

  const headTypes = [...(options.headTypes ?? [])]
    .map((h) => ({ id: String(h.id), name: localized(h.name, locale) }))
    .filter((h) => h.name !== '')
    .sort((a, b) => a.name.localeCompare(b.name, locale));
  const locations = [...(options.locations ?? [])]
    .map((l) => ({ id: String(l.id), name: localized(l.name, locale), zip: l.zip }))
    .filter((l) => l.name !== '')
    .sort((a, b) => a.name.localeCompare(b.name, locale));
  // The selected prices stay choosable even when the options do not list them.
  const prices = [
    ...new Set([...(options.prices ?? []), ...[min, max].filter((p) => p !== undefined)]),
  ]
    .filter((p) => typeof p === 'number' && p > 0)
    .sort((a, b) => a - b);

  const onList = (key: 'status' | 'type' | 'city') => (event: ChangeEvent<HTMLSelectElement>) =>
    setList({ key, values: event.target.value ? [event.target.value] : [] });

  return (
    <form
      role="search"
      aria-label={t('filter.label')}
      onSubmit={(event) => event.preventDefault()}
      css={{
        display: 'grid',
        gap: space(4),
        gridTemplateColumns: 'minmax(0, 1fr)',
        alignItems: 'end',
        padding: space(4),
        marginBottom: space(6),
        background: colors.surfaceAlt,
        borderRadius: radius,
        [mq('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        [mq('lg')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      <Field label={t('filter.transaction')}>
        {(id) => (
          <select id={id} value={transaction} onChange={onList('status')} css={selectStyle}>
            <option value="">{t('filter.anyTransaction')}</option>
            <option value="FOR_SALE">{t('filter.forSale')}</option>
            <option value="TO_RENT">{t('filter.forRent')}</option>
          </select>
        )}
      </Field>
      <Field label={t('filter.type')}>
        {(id) => (
          <select id={id} value={type} onChange={onList('type')} css={selectStyle}>
            <option value="">{t('filter.anyType')}</option>
            {headTypes.map((h) => (
              <option key={h.id} value={h.id}>
                {h.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('filter.city')}>
        {(id) => (
          <select id={id} value={city} onChange={onList('city')} css={selectStyle}>
            <option value="">{t('filter.anyCity')}</option>
            {locations.map((l) => (
              <option key={l.id} value={l.id}>
                {l.zip ? `${l.name} (${l.zip})` : l.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('filter.priceMin')}>
        {(id) => (
          <select
            id={id}
            value={min === undefined ? '' : String(min)}
            onChange={(event) => setPrice({ min: event.target.value, max })}
            css={selectStyle}
          >
            <option value="">{t('filter.noMin')}</option>
            {prices.map((p) => (
              <option key={p} value={String(p)}>
                {formatMoney(p)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('filter.priceMax')}>
        {(id) => (
          <select
            id={id}
            value={max === undefined ? '' : String(max)}
            onChange={(event) => setPrice({ min, max: event.target.value })}
            css={selectStyle}
          >
            <option value="">{t('filter.noMax')}</option>
            {prices.map((p) => (
              <option key={p} value={String(p)}>
                {formatMoney(p)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('filter.sort')}>
        {(id) => (
          <select
            id={id}
            value={sort}
            onChange={(event) => {
              const [sortType, sortOrder] = event.target.value.split('-') as [SortType, SortOrder];
              setSort({ sortType, sortOrder });
            }}
            css={selectStyle}
          >
            {SORT_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {t(`filter.sortOptions.${choice}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {hasFilters(query) && (
        <div>
          <Button variant="secondary" onClick={() => clear()}>
            {t('filter.clear')}
          </Button>
        </div>
      )}
    </form>
  );
}
