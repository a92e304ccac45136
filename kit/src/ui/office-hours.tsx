/**
 * The agency office's opening hours and the way there: the week in lines (days alike on one
 * line, day names from Intl), once the page is live whether the office is open now in Brussels
 * time or when it opens next, and the address with a plain link to OpenStreetMap (no map is
 * embedded: nothing is loaded from another host). Shown in the footer, a detail page's contact
 * card and the contact page, from the site settings' `office`.
 */
import { useEffect, useState } from 'react';
import type { Locale, Office } from 'shared/domain';
import { officeMapUrl, officeStatus, openingLines, weekdayName } from './opening-hours';
import { useHydrated } from 'kit/remote';
import { lineLink, space } from 'shared/ui/tokens';
import { useSharedUiT } from './i18n';

/** How often the "open now" line is computed again (ms): a minute is the hours' precision. */
const REFRESH_MS = 60_000;

/** Props of OfficeHours. */
export interface OfficeHoursProps {
  office: Office;
  locale: Locale;
  /** The office's address in `locale` (the site's), shown above the map link; none: the link alone. */
  address?: string;
  /** The level of the heading "Opening hours" (default 2). */
  headingLevel?: 2 | 3;
}

/** The "open now / closed, opens at …" line at `now`, in `locale`. */
function statusText(office: Office, locale: Locale, now: Date, t: ReturnType<typeof useSharedUiT>) {
  const status = officeStatus(office, now);
  if (status.open) return t('office.openNow', { time: status.closes });
  if (!status.opens) return t('office.closed');
  const { inDays, day, time } = status.opens;
  if (inDays === 0) return t('office.opensToday', { time });
  if (inDays === 1) return t('office.opensTomorrow', { time });
  return t('office.opensOn', { day: weekdayName(day, locale), time });
}

/**
 * The opening hours of `office` in `locale` under a heading of `headingLevel`, the open-now line
 * (rendered once hydrated, as the server's clock is not the visitor's moment; its line is kept
 * empty before, so nothing moves) and the map link, under the `address` when given.
 */
export function OfficeHours({ office, locale, address, headingLevel = 2 }: OfficeHoursProps) {
  const t = useSharedUiT(locale);
  const hydrated = useHydrated();
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    if (!hydrated) return;
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), REFRESH_MS);
    return () => clearInterval(timer);
  }, [hydrated]);
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    // Not a landmark: the footer and a contact page both show it, under headings of their own.
    <div data-testid="office-hours">
      <Heading css={{ margin: `0 0 ${space(2)}`, fontSize: '1.125rem' }}>
        {t('office.heading')}
      </Heading>
      <p css={{ margin: `0 0 ${space(2)}`, minHeight: '1.5em', fontWeight: 600 }}>
        {now ? statusText(office, locale, now, t) : ''}
      </p>
      <dl
        css={{
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          gap: `${space(1)} ${space(3)}`,
          margin: 0,
          '& dd': { margin: 0 },
        }}
      >
        {openingLines(office, locale).map((line) => (
          <div key={line.days} css={{ display: 'contents' }}>
            <dt>{line.days}</dt>
            <dd>{line.times.length > 0 ? line.times.join(', ') : t('office.closed')}</dd>
          </div>
        ))}
      </dl>
      <p css={{ margin: `${space(2)} 0 0` }}>
        {address && (
          <>
            {address}
            <br />
          </>
        )}
        <a href={officeMapUrl(office.geo)} rel="noopener noreferrer" css={lineLink}>
          {/* One flex item: the hint wraps after the words, not beside them as a column. */}
          <span>
            {t('office.directions')}{' '}
            <span css={{ fontWeight: 400 }}>({t('office.directionsHint')})</span>
          </span>
        </a>
      </p>
    </div>
  );
}
