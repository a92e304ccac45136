/**
 * The site's one city field: a combobox on downshift's useCombobox (the WAI-ARIA 1.2 pattern:
 * role="combobox" with aria-expanded, aria-controls and aria-activedescendant, a labelled
 * listbox; Arrow Down/Up move through the suggestions, Enter chooses, Escape closes), fed by a
 * city search instance (createCitySuggestions). The number of suggestions is announced, and so is
 * a search that found none or that failed (the service, not the text). HTML first: the server's
 * HTML is a plain named text input (and, once a city is chosen, its id in a hidden input), so a
 * GET form without scripts sends what was typed; its clear button, which only a script can press,
 * appears once the page has hydrated (without scripts the visitor erases the text instead).
 */
import type { FocusEventHandler, Ref } from 'react';
import { useCombobox } from 'downshift';
import type { CitySuggestion, Locale } from 'shared/domain';
import { useUnit } from 'shared/effector';
import { colors, focusRing, radius, space } from 'shared/ui/tokens';
import { inputStyle } from '../form-kit/input-style';
import { useHydrated } from 'kit/remote';
import { useSharedUiT } from '../ui/i18n';
import type { SuggestionSource } from './model';

/** An option of the combobox: an id, and its label in the page's language. */
export interface ComboboxOption {
  id: string | number;
  label: string;
}

/** How the list closed without a choice (see CityComboboxProps.onClose). */
export type ComboboxCloseReason = 'enter' | 'escape' | 'blur' | 'other';

/** Props of CityCombobox; `T` is its option (a city suggestion by default). */
export interface CityComboboxProps<T extends ComboboxOption = CitySuggestion> {
  /** The input's id: the list is `{id}-list`, the options `{id}-option-{index}`. */
  id: string;
  locale: Locale;
  /** What gives the suggestions: a city search instance, or a local list of options. */
  search: SuggestionSource<T>;
  label: string;
  /** A hint under the label, tied to the input. */
  hint?: string;
  placeholder?: string;
  /** The accessible name of the list of suggestions. */
  listLabel: string;
  /** The text the field shows (typed, or the chosen city's). */
  value: string;
  /** The visitor typed: the new text (the search itself is the combobox's). */
  onTextChange?: (text: string) => void;
  /** The visitor chose a suggestion (Enter on it, or a click). */
  onChoose: (option: T) => void;
  /**
   * The list closed without a choice: how (`'enter'` Enter with no suggestion highlighted, which
   * a field may take as sending its text; `'escape'`; `'blur'` the field left; `'other'`).
   */
  onClose?: (how: ComboboxCloseReason) => void;
  /** The input's own props: its name in a GET form, a form library's ref and blur, autofill. */
  input?: {
    name?: string;
    ref?: Ref<HTMLInputElement>;
    onBlur?: FocusEventHandler<HTMLInputElement>;
    autoComplete?: string;
  };
  /** The field's error text, '' or undefined when none (`{id}-error`). */
  error?: string;
  /** A button that removes the chosen city, shown while `clear` is given and the page is live. */
  clear?: { label: string; onClear: () => void };
  /** The chosen city's id sent by a GET form: a hidden input, left out when the value is ''. */
  hidden?: { name: string; value: string };
  /** The small label of a filter bar instead of a form's. */
  compact?: boolean;
}

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  margin: 0,
} as const;

/**
 * The city combobox (see the module's comment).
 * Takes its search instance, its words and what the field shows; tells the choice, the typing
 * and the closing. Never throws.
 */
export function CityCombobox<T extends ComboboxOption = CitySuggestion>({
  id,
  locale,
  search,
  label,
  hint,
  placeholder,
  listLabel,
  value,
  onTextChange,
  onChoose,
  onClose,
  input = {},
  error,
  clear,
  hidden,
  compact = false,
}: CityComboboxProps<T>) {
  const t = useSharedUiT(locale);
  const hydrated = useHydrated();
  const [suggestions, state, typed, closed] = useUnit([
    search.$suggestions,
    search.$state,
    search.textChanged,
    search.closed,
  ]);
  const combobox = useCombobox<T>({
    id,
    inputId: id,
    labelId: `${id}-label`,
    menuId: `${id}-list`,
    getItemId: (index) => `${id}-option-${index}`,
    items: suggestions,
    inputValue: value,
    itemToString: (city) => city?.label ?? '',
    itemToKey: (city) => city?.id,
    // Each choice is an act of its own: the combobox holds none (the form holds the city).
    selectedItem: null,
    onInputValueChange: ({ inputValue, type }) => {
      if (type !== useCombobox.stateChangeTypes.InputChange) return;
      onTextChange?.(inputValue);
      typed({ text: inputValue, locale });
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) onChoose(selectedItem);
    },
    onIsOpenChange: ({ isOpen, type }) => {
      if (isOpen) return;
      closed();
      if (type === useCombobox.stateChangeTypes.ItemClick) return;
      const types = useCombobox.stateChangeTypes;
      onClose?.(
        // Enter on a highlighted suggestion chose it: not a text sent as it is.
        type === types.InputKeyDownEnter && combobox.highlightedIndex < 0
          ? 'enter'
          : type === types.InputKeyDownEscape
            ? 'escape'
            : type === types.InputBlur
              ? 'blur'
              : 'other',
      );
    },
  });
  const shown = combobox.isOpen && suggestions.length > 0;
  const active = value.trim() !== '' && combobox.isOpen;
  const status =
    shown && state === 'done'
      ? t('citySearch.count', { count: suggestions.length })
      : active && state === 'done'
        ? t('citySearch.none')
        : state === 'failed'
          ? t('citySearch.failed')
          : '';
  const hintId = hint ? `${id}-hint` : '';
  const errorId = error ? `${id}-error` : '';
  const inputProps = combobox.getInputProps({
    ref: input.ref,
    name: input.name,
    onBlur: input.onBlur,
    type: 'text',
    autoComplete: input.autoComplete ?? 'off',
    spellCheck: false,
    placeholder,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
    'aria-invalid': error ? true : undefined,
  });

  return (
    <div css={{ position: 'relative', marginBottom: compact ? 0 : space(4) }}>
      <label
        {...combobox.getLabelProps()}
        css={
          compact
            ? { display: 'block', fontWeight: 600, fontSize: '0.9rem', marginBottom: space(1) }
            : { display: 'block', fontWeight: 600, marginBottom: space(1) }
        }
      >
        {label}
      </label>
      {hint && (
        <p id={hintId} css={{ margin: `0 0 ${space(1)}`, color: colors.muted, fontSize: '0.9rem' }}>
          {hint}
        </p>
      )}
      <div css={{ display: 'flex', gap: space(1) }}>
        {hidden && hidden.value !== '' && (
          <input type="hidden" name={hidden.name} value={hidden.value} />
        )}
        <input
          {...inputProps}
          // The list is open only with suggestions in it.
          aria-expanded={shown}
          // downshift writes an empty id while no suggestion is highlighted: HTML wants none.
          aria-activedescendant={inputProps['aria-activedescendant'] || undefined}
          css={{ ...inputStyle, flex: 1, minWidth: 0 }}
        />
        {clear && hydrated && (
          <button
            type="button"
            aria-label={clear.label}
            onClick={() => {
              clear.onClear();
              // The button goes away with the city: the focus goes back to the field.
              document.getElementById(id)?.focus();
            }}
            css={{
              minWidth: '44px',
              minHeight: '44px',
              border: `1px solid ${colors.muted}`,
              borderRadius: radius,
              background: colors.surface,
              color: colors.text,
              cursor: 'pointer',
              font: 'inherit',
              ...focusRing,
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
      <ul
        {...combobox.getMenuProps({ 'aria-label': listLabel })}
        hidden={!shown}
        css={{
          position: 'absolute',
          zIndex: 1100,
          left: 0,
          right: 0,
          margin: `${space(1)} 0 0`,
          padding: 0,
          listStyle: 'none',
          maxHeight: '16rem',
          overflowY: 'auto',
          background: colors.surface,
          border: `1px solid ${colors.border}`,
          borderRadius: radius,
          boxShadow: '0 4px 14px rgba(0, 0, 0, 0.14)',
        }}
      >
        {shown &&
          suggestions.map((city, index) => (
            <li
              key={city.id}
              {...combobox.getItemProps({ item: city, index })}
              css={{
                padding: `${space(2)} ${space(3)}`,
                cursor: 'pointer',
                background: index === combobox.highlightedIndex ? colors.primary : 'transparent',
                color: index === combobox.highlightedIndex ? colors.onPrimary : colors.text,
              }}
            >
              {city.label}
            </li>
          ))}
      </ul>
      {/* A div: the page's own status lines are paragraphs (the listing's result count). */}
      <div
        role="status"
        css={
          // The count is for screen readers; "none" and a failure are for everyone.
          status && !shown
            ? { margin: `${space(1)} 0 0`, fontSize: '0.9rem', color: colors.muted }
            : visuallyHidden
        }
      >
        {status}
      </div>
      {error && (
        <p id={errorId} css={{ margin: `${space(1)} 0 0`, color: colors.danger, fontWeight: 600 }}>
          {error}
        </p>
      )}
    </div>
  );
}
