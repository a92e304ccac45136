/**
 * Where the focus goes in the site's forms (WCAG 2.2 AA 3.3.1 and 2.4.3), one rule for every team:
 * after an invalid submit, to the first field in error in the page's order (react-hook-form's own
 * choice follows its registration order, which differs from the page's when fields are grouped);
 * after a form is replaced by its outcome, to the outcome's message (otherwise the focus falls to
 * `<body>` and a keyboard or screen-reader user is lost at the top of the page).
 *
 * A field is an element with a `name` (an input, select or text area) or a group marked
 * `data-field="<name> [<name>...]"` (a calendar, a group of check boxes, a summary standing for
 * several hidden fields). A group itself is focused when it has a `tabindex`; otherwise its first
 * control that takes the focus from the keyboard (an enabled input, select or text area, or an
 * element with `tabindex="0"`, as the focusable day of a calendar grid, never its month
 * navigation).
 */
import { useEffect, useRef, type RefObject } from 'react';

const CONTROL = 'input:not([type="hidden"]), select, textarea';
const ENTRY = `input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex="0"]`;

/** The dotted paths of react-hook-form's errors, e.g. ['email', 'criteria.priceMax']. */
export function errorPaths(errors: object, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (!value || typeof value !== 'object') return [];
    return 'message' in value || 'type' in value ? [path] : errorPaths(value, path);
  });
}

/** The names an element stands for: its `name`, or the words of its `data-field`. */
function fieldNames(el: Element): string[] {
  const field = el.getAttribute('data-field');
  if (field) return field.split(/\s+/).filter(Boolean);
  const name = el.getAttribute('name');
  return name ? [name] : [];
}

/** The element to focus for the field element `el` (itself, or the entry of its group). */
function entryOf(el: HTMLElement): HTMLElement | null {
  if (el.matches(CONTROL) || el.hasAttribute('tabindex')) return el;
  return el.querySelector<HTMLElement>(ENTRY);
}

/**
 * Moves the focus to the first field of `form`, in the page's order, that is in error.
 * @param form the form (nothing happens when null)
 * @param invalid react-hook-form's errors object, or the names of the fields in error; when
 *   omitted, the first element of the form marked `aria-invalid="true"` (e.g. after the server's
 *   errors were set on the fields)
 */
export function focusFirstInvalid(
  form: HTMLElement | null,
  invalid?: object | readonly string[],
): void {
  if (!form) return;
  if (!invalid) {
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    return;
  }
  const wanted = new Set(Array.isArray(invalid) ? (invalid as string[]) : errorPaths(invalid));
  const first = Array.from(form.querySelectorAll<HTMLElement>('[name], [data-field]')).find((el) =>
    fieldNames(el).some((name) => wanted.has(name)),
  );
  if (first) entryOf(first)?.focus();
}

/**
 * Focuses the element of the returned ref each time `shown` turns true after the first render
 * (the outcome of a form that replaced the form): give that element `tabIndex={-1}`. A message
 * already there when the part first renders (e.g. rendered by the server) takes no focus.
 * @returns the ref to put on the message
 */
export function useFocusWhenShown<T extends HTMLElement>(shown: boolean): RefObject<T | null> {
  const ref = useRef<T>(null);
  const before = useRef(shown);
  useEffect(() => {
    if (shown && !before.current) ref.current?.focus();
    before.current = shown;
  }, [shown]);
  return ref;
}
