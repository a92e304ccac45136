/**
 * What a page at a dead end offers (the page not found, the estate not found), in the page's
 * language: a search form (a GET form to the listing, so it works without scripts), the newest
 * estates still offered, and the way to the home page. The caller keeps its own heading and its
 * 404 status; this is the help under it.
 */
import { useId } from 'react';
import type { Estate, Locale } from 'shared/domain';
import { buildPath } from 'shared/routes';
import { Link } from 'shared/router';
import { Button } from 'kit/ui/button';
import { colors, focusRing, space } from 'shared/ui/tokens';
import { SelectField, TextField } from 'kit/form-kit';
import { EstateCard, EstateGrid, EstateGridItem, useSharedUiT } from 'kit/ui';

/** Props of FindYourWay. */
export interface FindYourWayProps {
  /** The page's language: texts, the listing's and the home page's addresses. */
  locale: Locale;
  /** The newest estates to show as cards (none: that part is left out). */
  estates: readonly Estate[];
  /** The level of its section headings, under the page's h1: 2 by default. */
  headingLevel?: 2 | 3;
}

/**
 * The help of a dead end: search, newest estates, home (see the module's comment). The search
 * form sends `trans` (kopen / huren, or empty for both) and `price-max` (euro), the listing's own
 * filter keys.
 */
export function FindYourWay({ locale, estates, headingLevel = 2 }: FindYourWayProps) {
  const t = useSharedUiT(locale);
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div css={{ textAlign: 'left', display: 'grid', gap: space(8), marginTop: space(8) }}>
      <section aria-labelledby={`${id}-search`}>
        <Heading id={`${id}-search`} css={{ marginTop: 0 }}>
          {t('findYourWay.searchHeading')}
        </Heading>
        <form
          method="get"
          action={buildPath('search', locale)}
          role="search"
          aria-labelledby={`${id}-search`}
          css={{
            display: 'grid',
            gap: `0 ${space(4)}`,
            gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
            alignItems: 'end',
          }}
        >
          <SelectField
            id={`${id}-trans`}
            name="trans"
            label={t('findYourWay.trans')}
            defaultValue=""
            options={[
              { value: '', label: t('findYourWay.transAny') },
              { value: 'kopen', label: t('findYourWay.transBuy') },
              { value: 'huren', label: t('findYourWay.transRent') },
            ]}
          />
          <TextField
            id={`${id}-price`}
            name="price-max"
            label={t('findYourWay.priceMax')}
            type="number"
            min={0}
            step={1000}
            inputMode="numeric"
          />
          <div css={{ marginBottom: space(4) }}>
            <Button type="submit">{t('findYourWay.submit')}</Button>
          </div>
        </form>
      </section>
      {estates.length > 0 && (
        <section aria-labelledby={`${id}-newest`}>
          <Heading id={`${id}-newest`} css={{ marginTop: 0 }}>
            {t('findYourWay.newestHeading')}
          </Heading>
          <EstateGrid>
            {estates.map((estate) => (
              <EstateGridItem key={estate.id}>
                <EstateCard
                  estate={estate}
                  locale={locale}
                  headingLevel={headingLevel === 2 ? 3 : 4}
                />
              </EstateGridItem>
            ))}
          </EstateGrid>
        </section>
      )}
      <p css={{ margin: 0 }}>
        <Link
          to={buildPath('home', locale)}
          css={{ color: colors.primary, fontWeight: 600, ...focusRing }}
        >
          {t('findYourWay.home')}
        </Link>
      </p>
    </div>
  );
}
