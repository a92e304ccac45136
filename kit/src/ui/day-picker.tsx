/**
 * The calendar of the appointment modules' forms (`kit/ui/day-picker`, a subpath of
 * its own so that no other page downloads it): react-day-picker, a kept and accessible day picker
 * (a grid with arrow keys, Home/End, Page Up/Down, labelled days and navigation), Monday as the
 * first day, its labels and month names in the page's language (its nl, fr, en-GB and de
 * locales), styled with the site's tokens. Days are 'YYYY-MM-DD' calendar days: no time zone is
 * involved (each is drawn at local noon).
 */
import { DayPicker } from 'react-day-picker';
import { de, enGB, fr, nl } from 'react-day-picker/locale';
import type { Locale } from 'shared/domain';
import { colors, focusRing, radius, space } from 'shared/ui/tokens';

const LOCALES = { nl, fr, en: enGB, de } as const;

/** The Date (local noon) of a 'YYYY-MM-DD' day. */
export function dateOfDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 12);
}

/** The 'YYYY-MM-DD' day of a Date, in local time. */
export function dayOfDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const style = {
  '.rdp-root': { position: 'relative', display: 'inline-block' },
  '.rdp-months': { display: 'flex', flexWrap: 'wrap', gap: space(4) },
  '.rdp-month_caption': {
    display: 'flex',
    alignItems: 'center',
    minHeight: '44px',
    fontWeight: 700,
    textTransform: 'capitalize',
  },
  '.rdp-nav': { position: 'absolute', top: 0, right: 0, display: 'flex', gap: space(1) },
  '.rdp-button_previous, .rdp-button_next': {
    width: '44px',
    height: '44px',
    border: `1px solid ${colors.border}`,
    borderRadius: radius,
    background: colors.surface,
    color: colors.primary,
    cursor: 'pointer',
    ...focusRing,
    '&:disabled': { color: colors.border, cursor: 'default' },
  },
  '.rdp-chevron': { fill: 'currentColor', width: '16px', height: '16px' },
  '.rdp-month_grid': { borderCollapse: 'collapse' },
  '.rdp-weekday': {
    padding: `${space(1)} 0`,
    fontSize: '0.85rem',
    fontWeight: 600,
    color: colors.muted,
    textTransform: 'capitalize',
  },
  '.rdp-day': { padding: '2px', textAlign: 'center' },
  // 44 px targets, smaller on a narrow phone so the week fits the screen (320 px: 33 px, still
  // above WCAG 2.2's 24 px minimum).
  '.rdp-day_button': {
    width: 'min(44px, calc((100vw - 5.5rem) / 7))',
    height: 'min(44px, calc((100vw - 5.5rem) / 7))',
    padding: 0,
    whiteSpace: 'nowrap',
    overflowWrap: 'normal',
    border: `2px solid transparent`,
    borderRadius: '50%',
    background: 'transparent',
    font: 'inherit',
    fontWeight: 600,
    color: colors.primary,
    cursor: 'pointer',
    ...focusRing,
    '&:hover': { borderColor: colors.primary },
  },
  '.rdp-disabled .rdp-day_button': {
    color: colors.muted,
    fontWeight: 400,
    textDecoration: 'line-through',
    cursor: 'default',
    '&:hover': { borderColor: 'transparent' },
  },
  '.rdp-today .rdp-day_button': { borderColor: colors.border },
  '.rdp-selected .rdp-day_button': {
    background: colors.primary,
    color: colors.onPrimary,
    borderColor: colors.primary,
  },
  '.rdp-outside': { visibility: 'hidden' },
} as const;

/** Props of the day picker. */
export interface DayPickerFieldProps {
  locale: Locale;
  /** The days that can be chosen ('YYYY-MM-DD'); every other day is disabled. */
  available: readonly string[];
  /** The chosen days. */
  selected: readonly string[];
  /** One day or several. */
  mode: 'single' | 'multiple';
  /** A day was chosen (or, in 'multiple' mode, chosen or unchosen): the new list. */
  onChange: (days: string[]) => void;
  /** The first and last month to show ('YYYY-MM-DD' of any of their days). */
  from: string;
  to: string;
  /** The id of the text that labels the calendar. */
  labelledBy: string;
  /**
   * The ids of the texts that describe the choice (a hint, its error): they describe the
   * calendar's group, as react-day-picker passes no description to its grid.
   */
  describedBy?: string;
  /** The choice is in error: the group is marked `aria-invalid`. */
  invalid?: boolean;
}

/**
 * A month calendar in `locale` where only `available` days can be picked, Monday first, keyboard
 * operable (react-day-picker's grid). Months before `from` and after `to` cannot be reached.
 */
export function DayPickerField({
  locale,
  available,
  selected,
  mode,
  onChange,
  from,
  to,
  labelledBy,
  describedBy,
  invalid = false,
}: DayPickerFieldProps) {
  const allowed = new Set(available);
  const disabled = (date: Date) => !allowed.has(dayOfDate(date));
  const dates = selected.map(dateOfDay);
  const common = {
    locale: LOCALES[locale],
    weekStartsOn: 1 as const,
    startMonth: dateOfDay(from),
    endMonth: dateOfDay(to),
    defaultMonth: dates[0] ?? dateOfDay(available[0] ?? from),
    disabled,
    showOutsideDays: false,
  };
  return (
    <div
      css={style}
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
    >
      {mode === 'single' ? (
        <DayPicker
          {...common}
          mode="single"
          required
          selected={dates[0]}
          onSelect={(date: Date | undefined) => onChange(date ? [dayOfDate(date)] : [])}
        />
      ) : (
        <DayPicker
          {...common}
          mode="multiple"
          selected={dates}
          onSelect={(list: Date[] | undefined) => onChange((list ?? []).map(dayOfDate).sort())}
        />
      )}
    </div>
  );
}
