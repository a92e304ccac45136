/**
 * The holiday rental search page (SPEC §2 `/{lang}/{holiday}`, §3 Rental filters, §8):
 * heading, the filters (where, persons, kind, period, arrival) read from and written to the URL,
 * in a GET form of the page with named fields and a submit button (HTML first: without scripts
 * the form sends the search, a typed place included, and the server reads it; with them each
 * change applies at once and the button reads a typed place and leads to the results),
 * the count in a polite live region, the card grid, "more" while loaded < total (focus moves to
 * the first new card), an empty state with "clear the search", and the failure with a retry.
 * Used by every provider of the `holiday` slot. Thin: reads search-model, fires its events.
 */
import { useCallback, useId, useRef, useState } from 'react';
import { useUnit } from 'shared/effector';
import { dateTimeFormat, formatDate, localized } from 'shared/format';
import { buildPath } from 'shared/routes';
import { useQueryStringPage } from 'kit/remote';
import { usePageMeta } from 'kit/seo';
import { Button } from 'kit/ui/button';
import { EstateGrid, EstateGridItem, RetryAlert } from 'kit/ui';
import { SelectField } from 'kit/ui/select-field';
import { CityCombobox } from 'kit/city-search';
import { colors, mq, radius, space, visuallyHidden } from 'shared/ui/tokens';
import { LOCALES, type Locale } from 'shared/domain';
import type { RentalFilters } from '#holiday/forms';
import { PUBLIC_API_BASE, rentalPhotoUrl, useRentalT } from '#holiday/entities/rental-unit';
import {
  PERIOD_URL_WORDS,
  periodOfUrlWord,
  serializeRentalSearch,
  withRentalParam,
  type RentalSearchParams,
} from '../lib/search-params';
import {
  holidayPlacesOf,
  placeIdOf,
  withPlace,
  withoutPlace,
  type HolidayPlace,
} from '../lib/places';
import {
  $hasMoreRentalUnits,
  $isLoadingMoreUnits,
  $isRentalSearchLoading,
  $rentalFilterOptions,
  $pastArrival,
  $rentalSearch,
  $rentalSearchError,
  $rentalTotal,
  $rentalUnits,
  $unmatchedRentalPlace,
  holidayPlaces,
  holidaySearchClosed,
  holidaySearchLocationChanged,
  holidaySearchOpened,
  moreRentalUnitsRequested,
  rentalSearchChanged,
  rentalSearchRetried,
  rentalSearchSubmitted,
  unmatchedRentalPlaceDismissed,
} from '../search-model';
import { RentalUnitCard } from './unit-card';

/** "vr 13/11/2026": the weekday (short, in the language) and the date of SPEC §9. */
export function arrivalLabel(date: string, locale: Locale): string {
  const weekday = dateTimeFormat(`${locale}-BE`, {
    weekday: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
  return `${weekday} ${formatDate(date)}`;
}

/**
 * The "where" field: kit's combobox on the local list of areas and municipalities (the filter
 * options). Shows the chosen place, or what the visitor types, or a typed text that named no
 * place (`unmatched`); a choice sets the city or the area of the search, the clear button or an
 * erased field removes it (or the unmatched text), Enter on a typed text without a choice sends
 * it (`onSend`, as the form's button would), a field left with a typed text keeps it for the
 * form's button to send, and Escape shows the chosen place again. In the GET form its text is
 * `place` and the chosen place's id a hidden input of its URL key (`city` or `location`), which
 * the server reads.
 */
function PlaceField({
  locale,
  params,
  options,
  unmatched,
  onChange,
  onDismiss,
  onSend,
}: {
  locale: Locale;
  params: RentalSearchParams;
  options: Partial<RentalFilters>;
  /** The typed text that named no place, or null. */
  unmatched: string | null;
  onChange: (params: RentalSearchParams) => void;
  /** Puts the unmatched text away. */
  onDismiss: () => void;
  /** Sends a typed text (Enter without a choice), to be read as the place it names. */
  onSend: (text: string) => void;
}) {
  const t = useRentalT(locale);
  const id = useId();
  const current = placeIdOf(params);
  const chosen = holidayPlacesOf(options, locale).find((place) => place.id === current);
  // What is typed belongs to the search's place it was typed over: a new place (chosen, read
  // from a sent text, or removed) shows itself instead.
  const over = `${current}|${unmatched ?? ''}`;
  const [typed, setTyped] = useState<{ text: string; over: string } | null>(null);
  // The latest text typed, read when the list closes (in the same event as the typing).
  const latest = useRef<string | null>(null);
  const type = (text: string | null) => {
    latest.current = text;
    setTyped(text === null ? null : { text, over });
  };
  const without = () => withoutPlace(params);
  return (
    <CityCombobox<HolidayPlace>
      id={id}
      locale={locale}
      search={holidayPlaces}
      label={t('search.where')}
      placeholder={t('search.anywhere')}
      listLabel={t('search.places')}
      value={typed?.over === over ? typed.text : (chosen?.label ?? unmatched ?? '')}
      onTextChange={type}
      onChoose={(place) => {
        type(null);
        onChange(withPlace(params, place));
      }}
      onClose={(how) => {
        // An erased field removes the place; Enter sends other text, which is read as the place
        // it names (as a form sent without scripts); a field left keeps its text, which the
        // form's button sends; otherwise (Escape) it gives way to the place.
        const text = latest.current?.trim();
        if (text === undefined) return;
        if (text === '') {
          if (current) onChange(without());
          else if (unmatched !== null) onDismiss();
        } else if (how === 'enter') {
          onSend(text);
        } else if (how === 'blur') {
          return;
        }
        type(null);
      }}
      input={{ name: 'place' }}
      clear={
        current || unmatched !== null
          ? {
              label: t('search.clearPlace'),
              onClear: () => {
                type(null);
                if (current) onChange(without());
                else onDismiss();
              },
            }
          : undefined
      }
      hidden={
        current
          ? { name: params.city ? 'city' : 'location', value: current.split(':')[1]! }
          : undefined
      }
      compact
    />
  );
}

/**
 * The filter controls: a GET form of the search page in `locale` whose fields are named by the
 * URL's keys (`place` the typed text), with a submit button. Live, the submission reloads
 * nothing: it reads the typed place (`onSubmit`) and leads to the results.
 */
function RentalFilterForm({
  locale,
  params,
  options,
  onChange,
  onSubmit,
  onDismissPlace,
  pastArrival,
  unmatched,
}: {
  locale: Locale;
  params: RentalSearchParams;
  options: Partial<RentalFilters>;
  onChange: (params: RentalSearchParams) => void;
  /** The form was sent with scripts running: the text of the "where" field. */
  onSubmit: (place: string) => void;
  /** Puts the typed text that named no place away. */
  onDismissPlace: () => void;
  /** An arrival of the address that was in the past (dropped from the search), or null. */
  pastArrival: string | null;
  /** The typed text that named no place, or null. */
  unmatched: string | null;
}) {
  const t = useRentalT(locale);
  const max = Math.max(0, ...(options.maxOccupations ?? []));
  const arrivals = [...(options.periodStartDates ?? [])];
  if (params.arrival && !arrivals.includes(params.arrival)) arrivals.unshift(params.arrival);
  const set = <K extends keyof RentalSearchParams>(key: K, value: RentalSearchParams[K]) =>
    onChange(withRentalParam(params, key, value));
  return (
    <form
      role="search"
      aria-label={t('search.filters')}
      method="get"
      action={buildPath('holidaySearch', locale)}
      onSubmit={(event) => {
        // Live, every choice has applied already: only a typed place is left to read.
        event.preventDefault();
        const place = new FormData(event.currentTarget).get('place');
        onSubmit(typeof place === 'string' ? place : '');
      }}
      css={{
        display: 'grid',
        gap: space(4),
        gridTemplateColumns: 'minmax(0, 1fr)',
        padding: space(4),
        marginBottom: space(6),
        background: colors.surfaceAlt,
        borderRadius: radius,
        [mq('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        [mq('lg')]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
      }}
    >
      <PlaceField
        locale={locale}
        params={params}
        options={options}
        unmatched={unmatched}
        onChange={onChange}
        onDismiss={onDismissPlace}
        onSend={onSubmit}
      />
      <SelectField
        label={t('search.persons')}
        name="persons"
        value={params.persons ? String(params.persons) : ''}
        empty={t('search.anyPersons')}
        onChange={(value) => set('persons', Number(value) || undefined)}
        choices={Array.from({ length: Math.max(max, params.persons ?? 0) }, (_, i) => ({
          value: String(i + 1),
          label: t('search.personsOption', { count: i + 1 }),
        }))}
      />
      <SelectField
        label={t('search.kind')}
        name="kind"
        value={params.kind ? String(params.kind) : ''}
        empty={t('search.anyKind')}
        onChange={(value) => set('kind', Number(value) || undefined)}
        choices={(options.subKinds ?? []).map((kind) => ({
          value: String(kind.id),
          label: localized(kind.name, locale),
        }))}
      />
      <SelectField
        label={t('search.period')}
        name="period"
        value={params.period ? PERIOD_URL_WORDS[params.period] : ''}
        empty={t('search.anyPeriod')}
        onChange={(value) => {
          // Another period type has other arrival days.
          const next = withRentalParam(params, 'period', periodOfUrlWord(value));
          delete next.arrival;
          onChange(next);
        }}
        choices={(options.periodTypes ?? []).map((type) => ({
          value: PERIOD_URL_WORDS[type],
          label: t(`period.${type}`),
        }))}
      />
      <SelectField
        label={t('search.arrival')}
        name="arrival"
        value={params.arrival ?? ''}
        empty={t('search.anyArrival')}
        onChange={(value) => set('arrival', value || undefined)}
        notice={
          pastArrival ? t('search.pastArrival', { date: formatDate(pastArrival) }) : undefined
        }
        choices={arrivals.map((date) => ({ value: date, label: arrivalLabel(date, locale) }))}
      />
      {/* Without scripts it sends the search; live, it reads a typed place and leads to the
          results. It stays when the page goes live, so nothing moves under the pointer. */}
      <Button
        type="submit"
        // In the last column, under the arrival: the five fields keep their row's width.
        css={{ alignSelf: 'end', [mq('lg')]: { gridColumn: '-2 / -1' } }}
      >
        {t('search.submit')}
      </Button>
      {unmatched !== null && (
        <p role="status" css={{ gridColumn: '1 / -1', margin: 0, color: colors.text }}>
          {t('search.placeUnmatched', { place: unmatched })}
        </p>
      )}
    </form>
  );
}

/** Props of HolidaySearchView. */
export interface HolidaySearchViewProps {
  locale: Locale;
}

/** The page (an h1, the filters, the results). */
export function HolidaySearchView({ locale }: HolidaySearchViewProps) {
  const t = useRentalT(locale);
  const headingId = useId();
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const [past, unmatched] = useUnit([$pastArrival, $unmatchedRentalPlace]);
  const [units, total, loading, loadingMore, error, hasMore, params, options] = useUnit([
    $rentalUnits,
    $rentalTotal,
    $isRentalSearchLoading,
    $isLoadingMoreUnits,
    $rentalSearchError,
    $hasMoreRentalUnits,
    $rentalSearch,
    $rentalFilterOptions,
  ]);
  const [opened, closed, locationChanged, changed, more, retry, submitted, dismissPlace] = useUnit([
    holidaySearchOpened,
    holidaySearchClosed,
    holidaySearchLocationChanged,
    rentalSearchChanged,
    moreRentalUnitsRequested,
    rentalSearchRetried,
    rentalSearchSubmitted,
    unmatchedRentalPlaceDismissed,
  ]);

  useQueryStringPage(locale, { opened, closed, changed: locationChanged });

  // After "more", focus moves to the first new card.
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const focusOnMount = useCallback((link: HTMLAnchorElement | null) => {
    if (link) {
      link.focus({ preventScroll: true });
      link.scrollIntoView?.({ block: 'nearest' });
      setFocusIndex(null);
    }
  }, []);

  const city = params.city ? options.cities?.find((c) => c.id === params.city) : undefined;
  const area = params.location
    ? options.locations?.find((l) => l.id === params.location)
    : undefined;
  // Where the agency's homes are is the agency's own phrase (namespace 'site', from the API);
  // this package's texts name no region, for an agency whose phrases do not say.
  const title = city
    ? t('search.titleIn', { place: localized(city.name, locale) })
    : area
      ? t('search.titleArea', { place: localized(area.name, locale) })
      : t(['site:site.holiday.title', 'search.title']);
  const query = serializeRentalSearch(params);
  usePageMeta({
    title,
    description: t(['site:site.holiday.description', 'search.description']),
    canonical: `${buildPath('holidaySearch', locale)}${query ? `?${query}` : ''}`,
    alternates: Object.fromEntries(
      LOCALES.map((l) => [l, `${buildPath('holidaySearch', l)}${query ? `?${query}` : ''}`]),
    ),
  });

  const failed = error !== null && error !== undefined && !loading && !loadingMore;
  let status = '';
  if (loading) status = t('search.loading');
  else if (loadingMore) status = t('search.loadingMore');
  else if (!failed || units.length > 0) status = t('search.count', { count: total });
  const hasFilters = query !== '';

  return (
    <div>
      <h1
        css={{
          margin: `0 0 ${space(6)}`,
          fontSize: '1.75rem',
          [mq('md')]: { fontSize: '2.25rem' },
        }}
      >
        {title}
      </h1>
      <RentalFilterForm
        locale={locale}
        params={params}
        options={options}
        onChange={changed}
        onSubmit={(place) => {
          submitted({ place });
          // The results are what the visitor asked for (on a phone, a screen further down).
          resultsHeading.current?.scrollIntoView?.({ block: 'start' });
          resultsHeading.current?.focus({ preventScroll: true });
        }}
        onDismissPlace={dismissPlace}
        pastArrival={past}
        unmatched={unmatched}
      />
      <section aria-labelledby={headingId}>
        <h2 id={headingId} ref={resultsHeading} tabIndex={-1} css={visuallyHidden}>
          {t('search.results')}
        </h2>
        <p
          role="status"
          aria-live="polite"
          css={{ margin: `0 0 ${space(4)}`, color: colors.muted }}
        >
          {status}
        </p>
        {failed && (
          <RetryAlert locale={locale} message={t('search.error')} onRetry={() => retry()} />
        )}
        {!loading && units.length > 0 && (
          <EstateGrid busy={loadingMore}>
            {units.map((unit, index) => (
              <EstateGridItem key={unit.id}>
                <RentalUnitCard
                  unit={unit}
                  locale={locale}
                  eagerImage={index < 3}
                  photoUrl={
                    unit.photos[0] ? rentalPhotoUrl(PUBLIC_API_BASE, unit.photos[0].medium) : null
                  }
                  linkRef={index === focusIndex ? focusOnMount : undefined}
                />
              </EstateGridItem>
            ))}
          </EstateGrid>
        )}
        {!loading && !failed && units.length === 0 && (
          <div css={{ padding: `${space(8)} 0`, textAlign: 'center' }}>
            <p css={{ fontSize: '1.125rem', fontWeight: 600, margin: `0 0 ${space(2)}` }}>
              {t('search.empty')}
            </p>
            {hasFilters && (
              <>
                <p css={{ margin: `0 0 ${space(4)}`, color: colors.muted }}>
                  {t('search.emptyHint')}
                </p>
                <Button
                  onClick={() => {
                    changed({});
                    dismissPlace();
                    resultsHeading.current?.focus();
                  }}
                >
                  {t('search.clear')}
                </Button>
              </>
            )}
          </div>
        )}
        {hasMore && !loading && (
          <div css={{ display: 'flex', justifyContent: 'center', marginTop: space(8) }}>
            <Button
              busy={loadingMore}
              onClick={() => {
                setFocusIndex(units.length);
                more();
              }}
            >
              {loadingMore ? t('search.loadingMore') : t('search.loadMore')}
            </Button>
          </div>
        )}
      </section>
    </div>
  );
}
