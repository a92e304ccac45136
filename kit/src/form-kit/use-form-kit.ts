/**
 * What every scripted form does with its fields around a submission (WCAG 2.2 AA 3.3.1 and
 * 2.4.3): after an invalid submit the focus goes to the first field in error in the page's order;
 * when the server refused fields, its texts are shown on them and the focus goes to the first.
 */
import { useCallback, useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import { errorPaths, focusFirstInvalid } from 'kit/ui/form-focus';

/** What useFormKit takes. */
export interface FormKitOptions<Name extends string> {
  /** The server's texts per field of the last refusal (the form model's `$serverErrors`). */
  serverErrors: Record<string, string>;
  /** The form's fields in the page's order, or which field names are the form's. */
  fields: readonly Name[] | ((name: string) => boolean);
  /** react-hook-form's `setError`. */
  setError: (name: Name, error: { type: string; message?: string }) => void;
  /**
   * Focus the first refused field by its name (for a form with groups marked `data-field`, such
   * as a calendar) instead of the first element marked `aria-invalid`.
   */
  focusByName?: boolean;
}

/** What useFormKit gives. */
export interface FormKit {
  /** The ref to put on the `<form>`. */
  formRef: RefObject<HTMLFormElement | null>;
  /** The second argument of `handleSubmit`: the focus to the first field in error. */
  focusInvalid: (invalid: object) => void;
  /** Whether the server's last refusal named fields of this form. */
  fieldsNamed: boolean;
}

/** The fields of the form that the server's refusal names, in the form's order. */
function refusedFields<Name extends string>(
  serverErrors: Record<string, string>,
  fields: FormKitOptions<Name>['fields'],
): Name[] {
  if (typeof fields === 'function') return Object.keys(serverErrors).filter(fields) as Name[];
  return fields.filter((field) => serverErrors[field]);
}

/**
 * Ties a form to its server refusals and to the focus rule of the site's forms (see the module's
 * comment).
 * @returns the form's ref, the invalid-submit handler and whether the refusal named its fields
 */
export function useFormKit<Name extends string>({
  serverErrors,
  fields,
  setError,
  focusByName = false,
}: FormKitOptions<Name>): FormKit {
  const formRef = useRef<HTMLFormElement>(null);

  // The server refused some fields: show its texts on them and go to the first. The focus waits
  // for the render that marks them invalid. Only a new refusal runs this again; the fields and
  // `setError` (a form may pass a new wrapper on each render) are read as they are then.
  const showRefusal = useEffectEvent((refusal: Record<string, string>) => {
    const known = refusedFields(refusal, fields);
    known.forEach((field) => setError(field, { type: 'server', message: refusal[field] }));
    if (known.length === 0) return;
    setTimeout(() => focusFirstInvalid(formRef.current, focusByName ? known : undefined), 0);
  });
  useEffect(() => showRefusal(serverErrors), [serverErrors]);

  // A group's error (an array's `root`) stands for the group: its own name counts too.
  const focusInvalid = useCallback(
    (invalid: object) =>
      focusFirstInvalid(formRef.current, [...Object.keys(invalid), ...errorPaths(invalid)]),
    [],
  );

  return { formRef, focusInvalid, fieldsNamed: refusedFields(serverErrors, fields).length > 0 };
}
