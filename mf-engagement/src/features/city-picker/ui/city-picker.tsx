/**
 * The municipalities of the criteria (issue 11): the chosen ones, each with its remove button,
 * and a combobox (WAI-ARIA 1.2 pattern: arrows move through the suggestions, Enter chooses,
 * Escape closes) fed by the site's city search. The number of suggestions is announced.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import { useUnit } from 'shared/effector';
import { useTranslation } from 'shared/i18n';
import type { Locale, Location } from 'shared/domain';
import { MAX_CRITERIA_VALUES } from 'shared/forms';
import { colors, focusRing, radius, space } from 'shared/ui/tokens';
import { ENGAGEMENT_NAMESPACE } from '../../../config/i18n';
import { FieldError, inputStyle, labelStyle } from '../../../lib/form-ui';
import {
  $citySearchDone,
  $citySuggestions,
  $cityText,
  cityTextChanged,
  citySuggestionsClosed,
} from '../../../entities/city-search';

interface CityPickerProps {
  locale: Locale;
  /** The chosen municipality ids. */
  value: number[];
  onChange: (ids: number[]) => void;
  /** Every municipality of the site, to name the chosen ids. */
  locations: Location[];
  error?: string;
}

/** The municipality picker; `value` and `onChange` as a controlled field of react-hook-form. */
export function CityPicker({ locale, value, onChange, locations, error }: CityPickerProps) {
  const { t } = useTranslation(ENGAGEMENT_NAMESPACE, { lng: locale });
  const id = useId();
  const [text, suggestions, done, typed, closed] = useUnit([
    $cityText,
    $citySuggestions,
    $citySearchDone,
    cityTextChanged,
    citySuggestionsClosed,
  ]);
  const [active, setActive] = useState(-1);
  const [named, setNamed] = useState<Record<number, string>>({});
  const open = suggestions.length > 0;
  const listId = `${id}-list`;
  const inputId = `${id}-input`;

  const nameOf = (cityId: number) => {
    const location = locations.find((l) => l.id === cityId);
    const name = location ? (location.name[locale] ?? location.name.nl) : undefined;
    return named[cityId] ?? (name && location ? `${name} (${location.zip})` : String(cityId));
  };

  const choose = (index: number) => {
    const city = suggestions[index];
    if (!city) return;
    setNamed((known) => ({ ...known, [city.id]: city.label }));
    if (!value.includes(city.id) && value.length < MAX_CRITERIA_VALUES)
      onChange([...value, city.id]);
    setActive(-1);
    closed();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && open) {
      event.preventDefault();
      setActive((i) => (i + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && open) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setActive(-1);
      closed();
    }
  };

  let announcement = '';
  if (open) announcement = t('criteria.cityCount', { count: suggestions.length });
  else if (done && text.trim().length >= 2) announcement = t('criteria.noCity');

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
      <div css={{ position: 'relative' }}>
        <label htmlFor={inputId} css={{ ...labelStyle, fontWeight: 400 }}>
          {t('criteria.cityInput')}
        </label>
        <p
          id={`${id}-hint`}
          css={{ margin: `0 0 ${space(1)}`, color: colors.muted, fontSize: '0.9rem' }}
        >
          {t('criteria.cityHint')}
        </p>
        <input
          id={inputId}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? `${id}-option-${active}` : undefined}
          aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          value={text}
          onChange={(event) => {
            setActive(-1);
            typed({ text: event.target.value, locale });
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setTimeout(() => closed(), 150)}
          css={inputStyle}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={t('criteria.cities')}
          hidden={!open}
          css={{
            position: 'absolute',
            zIndex: 10,
            left: 0,
            right: 0,
            margin: 0,
            padding: 0,
            listStyle: 'none',
            background: colors.surface,
            border: `1px solid ${colors.border}`,
            borderRadius: radius,
            boxShadow: '0 4px 12px rgba(0,0,0,0.15)',
            maxHeight: '16rem',
            overflowY: 'auto',
          }}
        >
          {suggestions.map((city, index) => (
            <li
              key={city.id}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => {
                event.preventDefault();
                choose(index);
              }}
              css={{
                padding: `${space(2)} ${space(3)}`,
                cursor: 'pointer',
                background: index === active ? colors.surfaceAlt : undefined,
                '&:hover': { background: colors.surfaceAlt },
              }}
            >
              {city.label}
            </li>
          ))}
        </ul>
        <p
          role="status"
          css={{
            position: 'absolute',
            width: '1px',
            height: '1px',
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
            margin: 0,
          }}
        >
          {announcement}
        </p>
      </div>
      <FieldError id={id} text={error ?? ''} />
    </div>
  );
}
