/**
 * The city search field: the WAI-ARIA combobox pattern (an input with role="combobox",
 * aria-autocomplete="list", aria-expanded, aria-controls and aria-activedescendant, and a
 * listbox of options). Keyboard: Arrow Down/Up move through the suggestions (opening the list),
 * Enter chooses the active one, Escape closes the list and restores the chosen city. A clear
 * button removes the chosen city. Thin: the state lives in a city search model instance.
 */
import { useId, useRef, type KeyboardEvent } from 'react';
import { useUnit } from 'shared/effector';
import { colors, focusRing, radius, space } from 'shared/ui/tokens';
import type { CitySearch } from '../model';

/** Props of CityCombobox. */
export interface CityComboboxProps {
  /** The city search instance this field shows. */
  model: CitySearch;
  /** The visible label, e.g. "Municipality". */
  label: string;
  /** The chosen city's text shown when the visitor is not typing ('' for none). */
  selectedLabel: string;
  /** Placeholder of the empty field, e.g. "Name or postcode". */
  placeholder: string;
  /** Accessible name of the clear button, e.g. "Remove the municipality". */
  clearLabel: string;
  /** Accessible name of the list of suggestions, e.g. "Suggested municipalities". */
  listLabel: string;
  /**
   * For a form sent without scripts (GET): the text field's name (the typed municipality, which
   * the listing page looks up) and the chosen city's id in a hidden field of name `cityName`.
   */
  name?: string;
  cityName?: string;
  /** The chosen city's id ('' for none), sent as `cityName`. */
  cityId?: string;
}

/** The combobox. Takes the model instance and its texts; renders a labelled input and listbox. */
export function CityCombobox({
  model,
  label,
  selectedLabel,
  placeholder,
  clearLabel,
  listLabel,
  name,
  cityName,
  cityId = '',
}: CityComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, editing, rows, open, active] = useUnit([
    model.$text,
    model.$isEditing,
    model.$suggestions,
    model.$isOpen,
    model.$activeIndex,
  ]);
  const [changed, down, up, enter, escape, clicked, blurred, cleared] = useUnit([
    model.inputChanged,
    model.arrowDownPressed,
    model.arrowUpPressed,
    model.enterPressed,
    model.escapePressed,
    model.optionClicked,
    model.blurred,
    model.cityCleared,
  ]);
  const value = editing ? text : selectedLabel;
  const activeId = open && active >= 0 ? `${id}-option-${active}` : undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        down();
        break;
      case 'ArrowUp':
        event.preventDefault();
        up();
        break;
      case 'Enter':
        // Enter chooses an option; without an open list it must not submit a form either.
        if (open && active >= 0) event.preventDefault();
        enter();
        break;
      case 'Escape':
        if (open || editing) event.preventDefault();
        escape();
        break;
      default:
    }
  };

  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: space(1), position: 'relative' }}>
      <label htmlFor={id} css={{ fontWeight: 600, fontSize: '0.9rem' }}>
        {label}
      </label>
      <div css={{ display: 'flex', gap: space(1) }}>
        {cityName && cityId !== '' && <input type="hidden" name={cityName} value={cityId} />}
        <input
          ref={inputRef}
          id={id}
          name={name}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeId}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          value={value}
          onChange={(event) => changed(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => blurred()}
          css={{
            flex: 1,
            minWidth: 0,
            minHeight: '44px',
            padding: `${space(2)} ${space(3)}`,
            border: `1px solid ${colors.muted}`,
            borderRadius: radius,
            background: colors.surface,
            color: colors.text,
            font: 'inherit',
            ...focusRing,
          }}
        />
        {selectedLabel !== '' && !editing && (
          <button
            type="button"
            aria-label={clearLabel}
            onClick={() => {
              cleared();
              // The button goes away with the city: the focus goes back to the field.
              inputRef.current?.focus();
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
        id={listId}
        role="listbox"
        aria-label={listLabel}
        hidden={!open}
        css={{
          position: 'absolute',
          top: '100%',
          left: 0,
          right: 0,
          zIndex: 1100,
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
        {rows.map((row, index) => (
          <li
            key={row.id}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            // mousedown, not click: the input must not lose the list by blurring first.
            onMouseDown={(event) => {
              event.preventDefault();
              clicked(index);
            }}
            css={{
              padding: `${space(2)} ${space(3)}`,
              cursor: 'pointer',
              background: index === active ? colors.primary : 'transparent',
              color: index === active ? colors.onPrimary : colors.text,
            }}
          >
            {row.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
