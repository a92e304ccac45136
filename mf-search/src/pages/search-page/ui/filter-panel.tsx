/**
 * The filter panel of the listing page (SPEC §2, §3 Filter data, §9 keys). In one row on a wide
 * screen, the main choices: transaction status (for sale, for rent, for take-over), type, the
 * municipality search (combobox) and maximum price, with the submit button; under "More filters"
 * (a `details`, with the number of its filters in use): minimum price, sort, grouping, subtype
 * (of the chosen type), bedrooms (6 or more as one bucket), minimum bedrooms and country. Keeping
 * the panel this short lets the first results show in the first screen. A map area (geo_range) shows as a removable filter.
 * Each change applies at once (the results update below, the focus stays in the control).
 * Thin: reads the filter model, fires its events.
 */
import { lazy, Suspense, useRef } from 'react';
import { useUnit } from 'shared/effector';
import { useTranslation } from 'shared/i18n';
import type { GroupingKind, Locale, SortOrder, SortType } from 'shared/domain';
import type { SearchFilterQuery } from '#search/entities/filter';
import { formatMoney, localized, textOrder } from 'shared/format';
import { Button, buttonLook } from 'kit/ui/button';
import { buildPath } from 'shared/routes';
import { colors, focusRing, mq, radius, space } from 'shared/ui/tokens';
import {
  $filterOptions,
  $ignoredTypes,
  $priceChoices,
  $filterQuery,
  filtersCleared,
  listFilterSet,
  priceRangeSet,
  sortSet,
  valueSet,
} from '#search/entities/filter';
import {
  activeFilterCount,
  GROUPING_KINDS,
  hasFilters,
  moreFilterCount,
  type ListFilterKey,
} from '#search/entities/filter';
import { parseGeoRange } from 'shared/estate';
import { SelectField } from 'kit/ui/select-field';
import { filterGridStyle as gridStyle, mainFilterRowStyle } from './filter-grid';
import { RESULTS_ID } from '../lib/request-extras';
import { CityCombobox } from '#search/features/city-search';
import { SEARCH_NAMESPACE } from '#search/config/i18n';
import {
  $isFilterPanelOpen,
  $isMoreFiltersOpen,
  $unmatchedPlace,
  filterCitySearch,
  filterPanelToggled,
  moreFiltersToggled,
} from '../model';

/** Scrolls to the results section and moves the focus to its heading (for screen readers). */
function showResults() {
  const results = document.getElementById(RESULTS_ID);
  if (!results) return;
  results.scrollIntoView({ block: 'start' });
  results.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
}

const loadMoreFilters = () => import('./more-filters');
/** The "more filters" controls load when the section opens (or is about to). */
const MoreFilters = lazy(() => loadMoreFilters().then((m) => ({ default: m.MoreFilters })));
const preloadMoreFilters = () => void loadMoreFilters();

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

/**
 * The hidden fields of a GET submission for the selection's keys that have no visible control:
 * the map area, and the "more filters" while their section is closed.
 */
function HiddenSelection({ query, moreOpen }: { query: SearchFilterQuery; moreOpen: boolean }) {
  const fields: [string, string][] = [];
  if (query.geo_range) fields.push(['geo_range', query.geo_range]);
  if (!moreOpen) {
    for (const key of ['subType', 'country', 'bedrooms'] as const) {
      for (const value of query[key] ?? []) fields.push([key, value]);
    }
    if (query['bed-min'] !== undefined) fields.push(['bed-min', String(query['bed-min'])]);
  }
  return (
    <>
      {fields.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

/**
 * The phone's fold of the filter panel: a `details` whose summary looks like a secondary button.
 * From the tablet width up, where the browser can show a closed `details`' content
 * (`::details-content`), the content always shows and the summary is hidden.
 */
const panelStyle = {
  '& > summary': {
    listStyle: 'none',
    '&::-webkit-details-marker': { display: 'none' },
  },
  '&[open] > summary': { marginBottom: space(4) },
  '@supports selector(::details-content)': {
    [mq('md')]: {
      '&::details-content': { contentVisibility: 'visible' },
      '& > summary': { display: 'none' },
    },
  },
} as const;

/**
 * The filter form. Takes the page's locale; renders labelled controls fed by the filter options.
 * It is a GET form of the listing page with named fields (the query string keys the page reads)
 * and a submit button, so a change works before and without scripts; once the scripts run, each
 * change applies at once and the button is hidden.
 */
export function FilterPanel({ locale }: { locale: Locale }) {
  const { t } = useTranslation(SEARCH_NAMESPACE, { lng: locale });
  const [query, options, setList, setPrice, setSort, setValue, clear] = useUnit([
    $filterQuery,
    $filterOptions,
    listFilterSet,
    priceRangeSet,
    sortSet,
    valueSet,
    filtersCleared,
  ]);
  const [moreOpen, toggleMore, priceOptions, panelOpen, togglePanel, unmatchedPlace] = useUnit([
    $isMoreFiltersOpen,
    moreFiltersToggled,
    $priceChoices,
    $isFilterPanelOpen,
    filterPanelToggled,
    $unmatchedPlace,
  ]);
  const ignoredTypes = useUnit($ignoredTypes);
  const activeCount = activeFilterCount(query);
  const moreCount = moreFilterCount(query);
  const formRef = useRef<HTMLFormElement>(null);

  // A list from a pasted URL (status=SOLD, type=1,2) shows as one choice of its own.
  const transaction = query.status?.join(',') ?? '';
  const type = query.type?.join(',') ?? '';
  const cityId = query.city?.length === 1 ? Number(query.city[0]) : null;
  const city = options.locations?.find((l) => l.id === cityId);
  const cityLabel = city
    ? `${localized(city.name, locale)}${city.zip ? ` (${city.zip})` : ''}`
    : cityId !== null
      ? String(cityId)
      : '';
  const min = query['price-min'];
  const max = query['price-max'];
  const sort = `${query.sortType}-${query.sortOrder}`;
  const area = parseGeoRange(query.geo_range);

  const order = textOrder(locale);
  const byName = <T extends { name: string }>(a: T, b: T) => order(a.name, b.name);
  const headTypes = [...(options.headTypes ?? [])]
    .map((h) => ({ id: String(h.id), name: localized(h.name, locale) }))
    .filter((h) => h.name !== '')
    .sort(byName);
  // The selected prices stay choosable even when the options do not list them.
  const prices = [...new Set([...priceOptions, ...[min, max].filter((p) => p !== undefined)])]
    .filter((p) => typeof p === 'number' && p > 0)
    .sort((a, b) => a - b);

  const setListValue = (key: ListFilterKey) => (value: string) =>
    setList({ key, values: value ? value.split(',') : [] });
  const transactionChoices = ['FOR_SALE', 'TO_RENT', 'TAKE_OVER'].map((code) => ({
    value: code,
    label: t(`filter.statusOptions.${code}`),
  }));
  if (transaction && !transactionChoices.some((c) => c.value === transaction)) {
    transactionChoices.push({
      value: transaction,
      label: (query.status ?? []).map((code) => t(`filter.statusOptions.${code}`)).join(', '),
    });
  }
  const typeChoices = headTypes.map((h) => ({ value: h.id, label: h.name }));
  if ((query.type?.length ?? 0) > 1) {
    typeChoices.push({
      value: type,
      label: (query.type ?? [])
        .map((id) => headTypes.find((h) => h.id === id)?.name ?? id)
        .join(', '),
    });
  }
  const priceChoices = prices.map((p) => ({ value: String(p), label: formatMoney(p) }));

  return (
    <form
      ref={formRef}
      role="search"
      aria-label={t('filter.label')}
      method="get"
      action={buildPath('search', locale)}
      // Live, every change has applied already: the submission would only reload the page, so
      // it takes the visitor to the results instead (on a phone they are a screen further down).
      onSubmit={(event) => {
        event.preventDefault();
        showResults();
      }}
      css={{
        display: 'flex',
        flexDirection: 'column',
        gap: space(4),
        padding: space(4),
        marginBottom: space(6),
        background: colors.surfaceAlt,
        borderRadius: radius,
      }}
    >
      {/* On a phone the controls fold away behind the summary, so results come first: a
          disclosure that opens without scripts and by keyboard. From the tablet width up it is
          always unfolded and its summary hidden; a browser that cannot unfold a closed
          `details` by style keeps the summary there, so the controls stay within reach. */}
      <details
        open={panelOpen}
        onToggle={(event) => {
          if (event.currentTarget.open !== panelOpen) togglePanel(event.currentTarget.open);
        }}
        css={panelStyle}
      >
        <summary data-testid="filter-panel-toggle" css={buttonLook('secondary')}>
          {activeCount > 0 ? t('filter.toggleActive', { count: activeCount }) : t('filter.heading')}
        </summary>
        <div css={{ display: 'flex', flexDirection: 'column', gap: space(4) }}>
          <div css={mainFilterRowStyle}>
            <SelectField
              label={t('filter.transaction')}
              name="status"
              value={transaction}
              onChange={setListValue('status')}
              empty={t('filter.anyTransaction')}
              choices={transactionChoices}
            />
            <SelectField
              label={t('filter.type')}
              name="type"
              value={type}
              onChange={setListValue('type')}
              empty={t('filter.anyType')}
              choices={typeChoices}
            />
            <CityCombobox
              model={filterCitySearch}
              locale={locale}
              label={t('filter.city')}
              selectedLabel={cityLabel}
              placeholder={t('filter.cityPlaceholder')}
              clearLabel={t('filter.cityClear')}
              listLabel={t('filter.citySuggestions')}
              name="place"
              cityName="city"
              cityId={cityId === null ? '' : String(cityId)}
            />
            <SelectField
              label={t('filter.priceMax')}
              name="price-max"
              value={max === undefined ? '' : String(max)}
              onChange={(value) => setPrice({ min, max: value })}
              empty={t('filter.noMax')}
              choices={priceChoices}
            />
            {/* Without scripts it applies the filters; live, each change has applied already and
              it leads to the results. It stays where it is when the page goes live: removing it
              then would move every card up under a visitor's pointer (a press meant for a
              card's heart would land beside it). */}
            <Button type="submit">{t('filter.apply')}</Button>
          </div>

          {/* The rest folds away; its fields stay in the form (a closed section's fields are
            still sent), so a GET submission keeps them, with or without scripts. */}
          <details
            open={moreOpen}
            onToggle={(event) => {
              if (event.currentTarget.open !== moreOpen) toggleMore(event.currentTarget.open);
            }}
            css={{
              '& > summary': {
                cursor: 'pointer',
                fontWeight: 600,
                minHeight: '44px',
                display: 'inline-flex',
                alignItems: 'center',
                gap: space(2),
                color: colors.primary,
                listStyle: 'none',
                '&::-webkit-details-marker': { display: 'none' },
                // A chevron that turns when the section opens.
                '&::before': {
                  content: '""',
                  width: '0.5em',
                  height: '0.5em',
                  borderRight: '2px solid currentColor',
                  borderBottom: '2px solid currentColor',
                  transform: 'rotate(-45deg)',
                  transition: 'transform 0.15s',
                },
                ...focusRing,
              },
              '&[open] > summary::before': { transform: 'rotate(45deg)' },
            }}
          >
            <summary onPointerEnter={preloadMoreFilters} onFocus={preloadMoreFilters}>
              {moreCount > 0 ? t('filter.moreActive', { count: moreCount }) : t('filter.more')}
            </summary>
            <div css={[gridStyle, { marginTop: space(2) }]}>
              <SelectField
                label={t('filter.priceMin')}
                name="price-min"
                value={min === undefined ? '' : String(min)}
                onChange={(value) => setPrice({ min: value, max })}
                empty={t('filter.noMin')}
                choices={priceChoices}
              />
              <SelectField
                label={t('filter.sort')}
                name="sort"
                value={sort}
                onChange={(value) => {
                  const [sortType, sortOrder] = value.split('-') as [SortType, SortOrder];
                  setSort({ sortType, sortOrder });
                }}
                choices={SORT_CHOICES.map((choice) => ({
                  value: choice,
                  label: t(`filter.sortOptions.${choice}`),
                }))}
              />
              <SelectField
                label={t('filter.groupBy')}
                name="groupBy"
                value={query.groupBy ?? ''}
                onChange={(value) =>
                  setValue({ key: 'groupBy', value: value as GroupingKind | '' })
                }
                empty={t('filter.noGrouping')}
                choices={GROUPING_KINDS.map((kind) => ({
                  value: kind,
                  label: t(`filter.groupOptions.${kind}`),
                }))}
              />
            </div>
            {moreOpen && (
              <Suspense fallback={<p role="status">{t('results.loading')}</p>}>
                <MoreFilters locale={locale} />
              </Suspense>
            )}
          </details>
          <HiddenSelection query={query} moreOpen={moreOpen} />
          {unmatchedPlace !== null && (
            <p role="status" css={{ margin: 0, color: colors.text }}>
              {t('filter.placeUnmatched', { place: unmatchedPlace })}
            </p>
          )}
          {ignoredTypes.length > 0 && (
            <p role="status" css={{ margin: 0, color: colors.text }}>
              {t('filter.typeUnknown', {
                count: ignoredTypes.length,
                types: ignoredTypes.join(', '),
              })}
            </p>
          )}
        </div>
      </details>

      {(area || hasFilters(query)) && (
        <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space(3) }}>
          {area && (
            <p css={{ margin: 0, display: 'flex', alignItems: 'center', gap: space(2) }}>
              {t('filter.area', { km: area.km })}
              <Button
                variant="secondary"
                onClick={() => setValue({ key: 'geo_range', value: null })}
              >
                {t('filter.removeArea')}
              </Button>
            </p>
          )}
          {hasFilters(query) && (
            <Button
              variant="secondary"
              onClick={() => {
                clear();
                // The button goes away with the filters: the focus moves to the first control,
                // or to the panel's button where the controls are folded away (a phone).
                const first = formRef.current?.querySelector('select');
                if (first && first.getClientRects().length > 0) first.focus();
                else formRef.current?.querySelector<HTMLElement>('summary')?.focus();
              }}
            >
              {t('filter.clear')}
            </Button>
          )}
        </div>
      )}
    </form>
  );
}
