/**
 * The municipalities of the criteria (SPEC keep-me-informed criteria): the chosen ones, each with
 * its remove button, and the site's city combobox (kit/city-search: downshift's WAI-ARIA 1.2
 * pattern, the count of suggestions announced, a failed search said) to add one.
 */
import { useId, useState } from 'react';
import { useUnit } from 'shared/effector';
import { useTranslation } from 'shared/i18n';
import type { Locale, Location } from 'shared/domain';
import { MAX_CRITERIA_VALUES } from '#engagement/forms';
import { colors, focusRing, radius, space } from 'shared/ui/tokens';
import { ENGAGEMENT_NAMESPACE } from '#engagement/config/i18n';
import { labelStyle } from 'kit/form-kit';
import { CityCombobox } from 'kit/city-search';
import { citySearch } from '#engagement/entities/city-search';

interface CityPickerProps {
  locale: Locale;
  /** The chosen municipality ids. */
  value: number[];
  onChange: (ids: number[]) => void;
  /** Every municipality of the site, to name the chosen ids. */
  locations: Location[];
  error?: string;
}

/**
 * The municipality picker, a controlled field of react-hook-form.
 * Takes the locale, the chosen ids (`value`), `onChange` (called with the new list of ids; a
 * chosen id is not added twice nor beyond MAX_CRITERIA_VALUES), every municipality (to name the
 * chosen ids) and the field's error text. Returns the chosen list and the combobox; never throws.
 */
export function CityPicker({ locale, value, onChange, locations, error }: CityPickerProps) {
  const { t } = useTranslation(ENGAGEMENT_NAMESPACE, { lng: locale });
  const id = useId();
  const text = useUnit(citySearch.$text);
  const [named, setNamed] = useState<Record<number, string>>({});

  const nameOf = (cityId: number) => {
    const location = locations.find((l) => l.id === cityId);
    const name = location ? (location.name[locale] ?? location.name.nl) : undefined;
    return named[cityId] ?? (name && location ? `${name} (${location.zip})` : String(cityId));
  };

  return (
    <div css={{ marginBottom: space(4) }}>
      <p id={`${id}-label`} css={labelStyle}>
        {t('criteria.cities')}
      </p>
      {value.length === 0 ? (
        <p css={{ margin: `0 0 ${space(2)}`, color: colors.muted }}>{t('criteria.allCities')}</p>
      ) : (
        <ul
          aria-labelledby={`${id}-label`}
          css={{
            listStyle: 'none',
            margin: `0 0 ${space(2)}`,
            padding: 0,
            display: 'flex',
            flexWrap: 'wrap',
            gap: space(2),
          }}
        >
          {value.map((cityId) => (
            <li
              key={cityId}
              css={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: space(1),
                padding: `${space(1)} ${space(1)} ${space(1)} ${space(3)}`,
                border: `1px solid ${colors.border}`,
                borderRadius: radius,
                background: colors.surfaceAlt,
              }}
            >
              {nameOf(cityId)}
              <button
                type="button"
                onClick={() => onChange(value.filter((v) => v !== cityId))}
                aria-label={t('criteria.remove', { name: nameOf(cityId) })}
                css={{
                  minWidth: '32px',
                  minHeight: '32px',
                  border: 0,
                  background: 'transparent',
                  color: colors.text,
                  fontSize: '1.25rem',
                  cursor: 'pointer',
                  borderRadius: radius,
                  ...focusRing,
                }}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <CityCombobox
        id={`${id}-input`}
        locale={locale}
        search={citySearch}
        label={t('criteria.cityInput')}
        hint={t('criteria.cityHint')}
        listLabel={t('criteria.cities')}
        // The text typed; a choice empties it (the list above shows the chosen ones).
        value={text}
        onChoose={(city) => {
          setNamed((known) => ({ ...known, [city.id]: city.label }));
          if (!value.includes(city.id) && value.length < MAX_CRITERIA_VALUES)
            onChange([...value, city.id]);
        }}
        error={error}
      />
    </div>
  );
}
