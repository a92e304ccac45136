/**
 * The availability calendar of a rental unit (SPEC §3 Rental unit periods), built on
 * react-day-picker (keyboard: arrows, Page Up/Down for months, Home/End, Enter; Monday first;
 * the page's language): the visitor picks a length of stay (week, midweek, weekend, long
 * weekend), then an arrival day. Free arrival days of that length are the enabled days and show
 * their rent; nights under option and booked nights are marked (with a legend, and in each day's
 * accessible name); the chosen period is highlighted from arrival to departure.
 */
import { createContext, useContext, useId, useMemo } from 'react';
import { css } from '@emotion/react';
import {
  Day,
  DayButton,
  DayPicker,
  Root,
  type DayButtonProps,
  type DayProps,
  type RootProps,
} from 'react-day-picker';
import { de, enGB, fr, nl } from 'react-day-picker/locale';
import dayPickerCss from 'react-day-picker/style.css?raw';
import type { Locale } from 'shared/domain';
import type { RentalPeriod, RentalPeriodType } from 'api/contract';
import { dateTimeFormat, formatMoney } from 'shared/format';
import { useRentalT } from '#holiday/entities/rental-unit';
import { useTranslation } from 'shared/i18n';
import { colors, focusRing, radius, space, visuallyHidden } from 'shared/ui/tokens';
import { HOLIDAY_NAMESPACE } from '#holiday/config/i18n';
import { dayOfIso, freeArrivals, heldNights, isoOfDay, nightsOf } from '../lib/periods';

const DAY_PICKER_LOCALES = { nl, fr, en: enGB, de } as const;

/**
 * react-day-picker's stylesheet, among the calendar's own styles (emotion): the server renders the
 * calendar, and its styles then come in the page's head with the page's other styles. A
 * stylesheet of its own, from the remote's address, would hold the page's first paint.
 */
const dayPickerStyles = css(dayPickerCss);

/** The free arrivals of the shown period type, for the day buttons. */
const FreeArrivals = createContext<Map<string, RentalPeriod>>(new Map());

/**
 * A day button with the rent of its free arrival under the number. Its name is the day's whole
 * description (date, state, period and price) as hidden text, so the name holds what it shows;
 * the number and the price themselves are hidden from assistive technology.
 */
function PricedDayButton(props: DayButtonProps) {
  const { day, modifiers, children, 'aria-label': label, ...rest } = props;
  const period = useContext(FreeArrivals).get(isoOfDay(day.date));
  return (
    <DayButton day={day} modifiers={modifiers} {...rest}>
      <span className="day-number" aria-hidden="true">
        {children}
      </span>
      {period && !modifiers.outside && (
        <span className="day-price" aria-hidden="true">
          {formatMoney(period.price)}
        </span>
      )}
      {label && <span css={visuallyHidden}>{label}</span>}
    </DayButton>
  );
}

/**
 * A day's cell without the `role="gridcell"` react-day-picker writes on it: a `td` of its
 * `role="grid"` table is a grid cell already, and HTML allows no role there (the page the server
 * renders is valid HTML).
 */
function GridDay(props: DayProps) {
  return <Day {...props} role={undefined} />;
}

/** The calendar's root as a group, which its name (`aria-label`) needs on a `div`. */
function CalendarRoot(props: RootProps) {
  return <Root {...props} role="group" />;
}

/** Props of AvailabilityCalendar. */
export interface AvailabilityCalendarProps {
  locale: Locale;
  /** The unit's periods from today, with their status. */
  periods: RentalPeriod[];
  /** The period types the unit offers, and the one shown. */
  periodTypes: RentalPeriodType[];
  periodType: RentalPeriodType | null;
  /** The chosen (free) period, or null. */
  selected: RentalPeriod | null;
  onPeriodTypeChange: (type: RentalPeriodType) => void;
  onPeriodChange: (periodId: number) => void;
}

const swatch = (background: string, border = background) =>
  ({
    display: 'inline-block',
    width: '1rem',
    height: '1rem',
    marginRight: space(1),
    verticalAlign: 'middle',
    borderRadius: '3px',
    background,
    border: `2px solid ${border}`,
  }) as const;

/** The calendar with its period-type choice, legend and help. */
export function AvailabilityCalendar({
  locale,
  periods,
  periodTypes,
  periodType,
  selected,
  onPeriodTypeChange,
  onPeriodChange,
}: AvailabilityCalendarProps) {
  const { t } = useTranslation(HOLIDAY_NAMESPACE, { lng: locale });
  const rt = useRentalT(locale);
  const helpId = useId();
  // The length of stay as a sentence names it (German nouns keep their capital); a sentence
  // that agrees with it (gender) takes it as its context.
  const typeName = (type: RentalPeriodType) => rt(`periodInText.${type}`);

  const { free, held, stay, first, last } = useMemo(() => {
    const free = periodType ? freeArrivals(periods, periodType) : new Map<string, RentalPeriod>();
    const held = heldNights(periods);
    const stay = new Set(selected ? [...nightsOf(selected), selected.end] : []);
    return {
      free,
      held,
      stay,
      first: periods[0]?.start,
      last: periods.reduce((max, p) => (p.end > max ? p.end : max), periods[0]?.end ?? ''),
    };
  }, [periods, periodType, selected]);

  if (periods.length === 0 || !first) return <p>{t('booking.noPeriods')}</p>;
  const firstFree = [...free.keys()][0];
  const shownMonth = dayOfIso(selected?.start ?? firstFree ?? first);

  const dayLabel = (day: Date): string => {
    const iso = isoOfDay(day);
    // The long date holds the day's number as the button shows it (its name starts with its text).
    const date = dateTimeFormat(`${locale}-BE`, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(day);
    const long = (value: string) =>
      dateTimeFormat(`${locale}-BE`, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }).format(dayOfIso(value));
    const period = free.get(iso);
    if (selected && selected.start === iso) {
      return t('booking.daySelected', {
        date,
        type: typeName(selected.type),
        end: long(selected.end),
        price: formatMoney(selected.price),
      });
    }
    if (period) {
      return t('booking.dayFree', {
        context: period.type,
        date,
        type: typeName(period.type),
        end: long(period.end),
        price: formatMoney(period.price),
      });
    }
    if (held.booked.has(iso)) return t('booking.dayBooked', { date });
    if (held.option.has(iso)) return t('booking.dayOption', { date });
    return t('booking.dayOther', { date });
  };

  return (
    <div>
      <fieldset css={{ border: 0, padding: 0, margin: `0 0 ${space(4)}` }}>
        <legend css={{ fontWeight: 600, marginBottom: space(2) }}>{t('booking.periodType')}</legend>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(2) }}>
          {periodTypes.map((type) => (
            <label
              key={type}
              css={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: space(2),
                minHeight: '44px',
                padding: `0 ${space(3)}`,
                border: `1px solid ${type === periodType ? colors.primary : colors.border}`,
                borderRadius: radius,
                background: type === periodType ? '#e6f0f4' : colors.surface,
                cursor: 'pointer',
                '&:focus-within': { outline: `3px solid ${colors.focus}`, outlineOffset: '2px' },
              }}
            >
              <input
                type="radio"
                name="period-type"
                value={type}
                checked={type === periodType}
                onChange={() => onPeriodTypeChange(type)}
              />
              {rt(`period.${type}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {periodType && free.size === 0 && (
        <p role="status">
          {t('booking.noFreeOfType', { context: periodType, type: typeName(periodType) })}
        </p>
      )}
      <p id={helpId} css={{ margin: `0 0 ${space(2)}`, color: colors.muted, fontSize: '0.9rem' }}>
        {t('booking.calendarHelp')}
      </p>
      <div
        css={[
          dayPickerStyles,
          {
            overflowX: 'auto',
            // On the calendar's root, where react-day-picker's stylesheet gives its defaults.
            '.rdp-root': {
              margin: 0,
              '--rdp-accent-color': colors.primary,
              '--rdp-accent-background-color': '#e6f0f4',
              '--rdp-day-width': '2.6rem',
              '--rdp-day-height': '2.9rem',
              '--rdp-day_button-width': '2.5rem',
              '--rdp-day_button-height': '2.8rem',
              '--rdp-day_button-border-radius': '6px',
              '--rdp-selected-border': `2px solid ${colors.primary}`,
            },
            '.rdp-day_button': {
              position: 'relative',
              flexDirection: 'column',
              lineHeight: 1.1,
              ...focusRing,
              '&:focus-visible': { outline: `3px solid ${colors.focus}`, outlineOffset: '1px' },
            },
            '.day-price': {
              fontSize: '0.6rem',
              fontWeight: 600,
              color: colors.primary,
              whiteSpace: 'nowrap',
            },
            '.rdp-disabled': { opacity: 1, color: colors.muted },
            '.rdp-disabled .rdp-day_button': { cursor: 'default' },
            '.is-free .rdp-day_button': { border: `1px solid ${colors.primary}` },
            '.is-booked': {
              background: `repeating-linear-gradient(135deg, #f4d6d2, #f4d6d2 4px, #fbeceb 4px, #fbeceb 8px)`,
              color: '#6b1d15',
            },
            '.is-option': { background: '#fcefc7', color: '#5c4400' },
            '.is-stay': { background: '#cfe3ec', color: colors.text },
            '.rdp-selected .rdp-day_button': {
              background: colors.primary,
              color: colors.onPrimary,
              '.day-price': { color: colors.onPrimary },
            },
          },
        ]}
      >
        <FreeArrivals.Provider value={free}>
          <DayPicker
            mode="single"
            required={false}
            locale={DAY_PICKER_LOCALES[locale]}
            weekStartsOn={1}
            startMonth={dayOfIso(first)}
            endMonth={dayOfIso(last)}
            defaultMonth={shownMonth}
            selected={selected ? dayOfIso(selected.start) : undefined}
            onSelect={(day) => {
              const period = day ? free.get(isoOfDay(day)) : undefined;
              if (period) onPeriodChange(period.id);
            }}
            disabled={(day: Date) => !free.has(isoOfDay(day))}
            modifiers={{
              free: (day: Date) => free.has(isoOfDay(day)),
              booked: (day: Date) => held.booked.has(isoOfDay(day)),
              option: (day: Date) => held.option.has(isoOfDay(day)),
              stay: (day: Date) => stay.has(isoOfDay(day)),
            }}
            modifiersClassNames={{
              free: 'is-free',
              booked: 'is-booked',
              option: 'is-option',
              stay: 'is-stay',
            }}
            labels={{
              labelDayButton: (day: Date) => dayLabel(day),
            }}
            components={{ Root: CalendarRoot, Day: GridDay, DayButton: PricedDayButton }}
            aria-label={t('booking.calendar')}
          />
        </FreeArrivals.Provider>
      </div>
      <ul
        aria-label={t('booking.calendar')}
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: space(4),
          listStyle: 'none',
          padding: 0,
          margin: `${space(2)} 0 ${space(4)}`,
          fontSize: '0.9rem',
        }}
      >
        <li>
          <span aria-hidden="true" css={swatch(colors.surface, colors.primary)} />
          {t('booking.legendFree')}
        </li>
        <li>
          <span aria-hidden="true" css={swatch('#fcefc7')} />
          {t('booking.legendOption')}
        </li>
        <li>
          <span aria-hidden="true" css={swatch('#f4d6d2')} />
          {t('booking.legendBooked')}
        </li>
      </ul>
    </div>
  );
}
