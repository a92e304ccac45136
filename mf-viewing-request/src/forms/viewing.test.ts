/**
 * The viewing request form's browser rules against the API's contract (api/contract): every
 * example the form accepts, sent as the form sends it, is a request the API accepts (the browser
 * may be stricter, never looser); what the API refuses, the form refuses too, with the same text
 * in the visitor's language.
 */
import { validateRequest, type Validated } from 'api/contract';
import { viewingRequestFieldsSchema, viewingRequestSchema } from './index';

/** The field errors of a result, `{}` when it passed (so a failure shows which field failed). */
function errorsOf(result: Validated<unknown>): Record<string, string> {
  return result.ok ? {} : result.errors.fields;
}

/** The request the form sends of its values (see ViewingRequestForm's submit). */
const send = (values: Record<string, unknown>) => ({
  ...values,
  consent: true,
  estateId: '1042',
  agreementVersion: '2026-12',
  locale: 'nl',
  website: '',
});

const VALID = [
  {
    preferredDays: ['2026-12-04'],
    dayParts: ['morning'],
    name: 'An Peeters',
    email: 'an.peeters@example.be',
    phone: '',
    message: '',
    consent: true,
  },
  {
    preferredDays: ['2026-12-04', '2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10'],
    dayParts: ['afternoon', 'evening'],
    name: ' Ђорђе ',
    email: 'dj@example.rs',
    phone: '+32 9 123 45 67',
    message: 'Liefst na school.',
    consent: true,
  },
];

describe('the viewing request form against the API', () => {
  it.each(VALID.map((values) => [values]))(
    'sends a request the API accepts for what the form accepts: %j',
    (values) => {
      expect(errorsOf(validateRequest(viewingRequestFieldsSchema, values, 'en'))).toEqual({});
      expect(errorsOf(validateRequest(viewingRequestSchema, send(values), 'en'))).toEqual({});
    },
  );

  it.each([
    ['preferredDays', []],
    ['preferredDays', ['2026-02-30']],
    ['dayParts', ['night']],
    ['email', 'an@example'],
  ])('refuses %s %j in the browser as the API does, in Dutch', (field, value) => {
    const values = { ...VALID[0], [field]: value };
    const api = errorsOf(validateRequest(viewingRequestSchema, send(values), 'nl'));
    const browser = errorsOf(validateRequest(viewingRequestFieldsSchema, values, 'nl'));
    const apiText = Object.entries(api).find(([path]) => path.startsWith(field))?.[1];
    expect(apiText).toEqual(expect.any(String));
    expect(Object.entries(browser).find(([path]) => path.startsWith(field))?.[1]).toBe(apiText);
  });
});
