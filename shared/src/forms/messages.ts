/**
 * The texts of the engagement forms' errors in nl, fr, en and de ("the same validation
 * in the browser, in the site server and in the API ... Error texts in the four languages"), and
 * the reading of a schema's result into them.
 */
import type { Locale } from 'shared/domain';

/** The message codes the schemas report (plus the answers the servers give). */
export type FormErrorCode =
  | 'required'
  | 'tooLong'
  | 'email'
  | 'name'
  | 'phone'
  | 'consent'
  | 'agreement'
  | 'number'
  | 'priceOrder'
  | 'tooMany'
  | 'invalid'
  | 'rateLimited'
  | 'choose'
  | 'slotTaken'
  | 'slotUnavailable'
  | 'appointmentStarted'
  | 'noLinks'
  | 'formTokenMissing'
  | 'formTokenInvalid'
  | 'formTokenExpired'
  | 'formTooFast'
  | 'postalCode';

const TEXTS: Record<Locale, Record<FormErrorCode, string>> = {
  nl: {
    required: 'Vul dit veld in.',
    tooLong: 'Dit is te lang: hoogstens {max} tekens.',
    email: 'Vul een geldig e-mailadres in, zoals naam@voorbeeld.be.',
    name: 'Vul een naam in met minstens één letter.',
    phone: 'Vul een geldig telefoonnummer in, zoals 0470 12 34 56 of +32 470 12 34 56.',
    consent: 'Ga akkoord met de privacyverklaring om dit formulier te versturen.',
    agreement: 'De toestemmingstekst is gewijzigd. Laad de pagina opnieuw.',
    number: 'Vul een geldig getal in.',
    priceOrder: 'De maximumprijs mag niet lager zijn dan de minimumprijs.',
    tooMany: 'Kies er hoogstens {max}.',
    invalid: 'Deze waarde is niet geldig.',
    rateLimited: 'U hebt dit formulier te vaak verstuurd. Probeer het over {wait} opnieuw.',
    choose: 'Maak een keuze.',
    slotTaken: 'Dit tijdstip werd net door iemand anders geboekt. Kies een ander tijdstip.',
    slotUnavailable: 'Dit tijdstip is niet (meer) beschikbaar. Kies een ander tijdstip.',
    appointmentStarted:
      'Deze afspraak is al begonnen of voorbij en kan niet meer geannuleerd worden. Neem contact op met het kantoor.',
    noLinks: 'Webadressen en e-mailadressen zijn hier niet toegestaan.',
    formTokenMissing:
      'Dit formulier kon niet worden gecontroleerd. Laad de pagina opnieuw en verstuur het nog eens.',
    formTokenInvalid:
      'Dit formulier kon niet worden gecontroleerd. Laad de pagina opnieuw en verstuur het nog eens.',
    formTokenExpired: 'Dit formulier stond te lang open. Verstuur het nog eens.',
    formTooFast: 'Dit formulier werd wel erg snel verstuurd. Kijk het na en verstuur het nog eens.',
    postalCode: 'Vul een Belgische postcode van vier cijfers in, zoals 9000.',
  },
  fr: {
    required: 'Veuillez remplir ce champ.',
    tooLong: 'Ce texte est trop long : {max} caractères au maximum.',
    email: 'Saisissez une adresse e-mail valide, par exemple nom@exemple.be.',
    name: 'Saisissez un nom comportant au moins une lettre.',
    phone:
      'Saisissez un numéro de téléphone valide, par exemple 0470 12 34 56 ou +32 470 12 34 56.',
    consent: 'Acceptez la déclaration de confidentialité pour envoyer ce formulaire.',
    agreement: 'Le texte de consentement a changé. Veuillez recharger la page.',
    number: 'Saisissez un nombre valide.',
    priceOrder: 'Le prix maximum ne peut pas être inférieur au prix minimum.',
    tooMany: 'Choisissez-en {max} au maximum.',
    invalid: "Cette valeur n'est pas valide.",
    rateLimited: 'Vous avez envoyé ce formulaire trop souvent. Réessayez dans {wait}.',
    choose: 'Faites un choix.',
    slotTaken: "Ce créneau vient d'être réservé par quelqu'un d'autre. Choisissez-en un autre.",
    slotUnavailable: "Ce créneau n'est pas (plus) disponible. Choisissez-en un autre.",
    appointmentStarted:
      "Ce rendez-vous a déjà commencé ou est passé et ne peut plus être annulé. Contactez l'agence.",
    noLinks: 'Les adresses web et e-mail ne sont pas admises ici.',
    formTokenMissing:
      "Ce formulaire n'a pas pu être vérifié. Rechargez la page et envoyez-le à nouveau.",
    formTokenInvalid:
      "Ce formulaire n'a pas pu être vérifié. Rechargez la page et envoyez-le à nouveau.",
    formTokenExpired: 'Ce formulaire est resté ouvert trop longtemps. Envoyez-le à nouveau.',
    formTooFast: 'Ce formulaire a été envoyé très vite. Vérifiez-le et envoyez-le à nouveau.',
    postalCode: 'Saisissez un code postal belge de quatre chiffres, par exemple 5000.',
  },
  en: {
    required: 'Please fill in this field.',
    tooLong: 'This is too long: {max} characters at most.',
    email: 'Enter a valid e-mail address, such as name@example.com.',
    name: 'Enter a name with at least one letter.',
    phone: 'Enter a valid phone number, such as 0470 12 34 56 or +32 470 12 34 56.',
    consent: 'Please agree to the privacy statement to send this form.',
    agreement: 'The consent text has changed. Please reload the page.',
    number: 'Enter a valid number.',
    priceOrder: 'The maximum price cannot be below the minimum price.',
    tooMany: 'Choose {max} at most.',
    invalid: 'This value is not valid.',
    rateLimited: 'You have sent this form too often. Please try again in {wait}.',
    choose: 'Please make a choice.',
    slotTaken: 'Someone else has just booked this time. Please pick another one.',
    slotUnavailable: 'This time is not available (any more). Please pick another one.',
    appointmentStarted:
      'This appointment has already started or is over and can no longer be cancelled. Please contact the office.',
    noLinks: 'Web and e-mail addresses are not allowed here.',
    formTokenMissing: 'This form could not be checked. Please reload the page and send it again.',
    formTokenInvalid: 'This form could not be checked. Please reload the page and send it again.',
    formTokenExpired: 'This form was open for too long. Please send it again.',
    formTooFast: 'This form was sent very quickly. Please check it and send it again.',
    postalCode: 'Enter a Belgian postal code of four digits, such as 9000.',
  },
  de: {
    required: 'Bitte füllen Sie dieses Feld aus.',
    tooLong: 'Dieser Text ist zu lang: höchstens {max} Zeichen.',
    email: 'Geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.be.',
    name: 'Geben Sie einen Namen mit mindestens einem Buchstaben ein.',
    phone: 'Geben Sie eine gültige Telefonnummer ein, z. B. 0470 12 34 56 oder +32 470 12 34 56.',
    consent: 'Bitte stimmen Sie der Datenschutzerklärung zu, um dieses Formular zu senden.',
    agreement: 'Der Einwilligungstext hat sich geändert. Bitte laden Sie die Seite neu.',
    number: 'Geben Sie eine gültige Zahl ein.',
    priceOrder: 'Der Höchstpreis darf nicht unter dem Mindestpreis liegen.',
    tooMany: 'Wählen Sie höchstens {max}.',
    invalid: 'Dieser Wert ist ungültig.',
    rateLimited:
      'Sie haben dieses Formular zu oft gesendet. Bitte versuchen Sie es in {wait} erneut.',
    choose: 'Bitte treffen Sie eine Auswahl.',
    slotTaken:
      'Dieser Termin wurde gerade von jemand anderem gebucht. Bitte wählen Sie einen anderen.',
    slotUnavailable: 'Dieser Termin ist nicht (mehr) verfügbar. Bitte wählen Sie einen anderen.',
    appointmentStarted:
      'Dieser Termin hat bereits begonnen oder ist vorbei und kann nicht mehr abgesagt werden. Bitte wenden Sie sich an das Büro.',
    noLinks: 'Web- und E-Mail-Adressen sind hier nicht erlaubt.',
    formTokenMissing:
      'Dieses Formular konnte nicht geprüft werden. Bitte laden Sie die Seite neu und senden Sie es erneut.',
    formTokenInvalid:
      'Dieses Formular konnte nicht geprüft werden. Bitte laden Sie die Seite neu und senden Sie es erneut.',
    formTokenExpired: 'Dieses Formular war zu lange geöffnet. Bitte senden Sie es erneut.',
    formTooFast:
      'Dieses Formular wurde sehr schnell gesendet. Bitte prüfen Sie es und senden Sie es erneut.',
    postalCode: 'Geben Sie eine belgische Postleitzahl mit vier Ziffern ein, z. B. 4700.',
  },
};

/** What `{wait}` says when the wait is not known: "a few minutes" in each language. */
const SOME_MINUTES: Record<Locale, string> = {
  nl: 'enkele minuten',
  fr: 'quelques minutes',
  en: 'a few minutes',
  de: 'einigen Minuten',
};

/**
 * A wait in words in a language, rounded up to whole minutes (at least one), or to whole hours
 * from two hours on: e.g. 3600 s gives "60 minutes" (en), "60 minuten" (nl), "60 minutes" (fr),
 * "60 Minuten" (de); 90 s "2 minutes"; 7200 s "2 hours". Intl's unit format picks the plural
 * form of each language ("1 minuut", "2 minuten"), so no text of it is kept here.
 * @param seconds the wait, e.g. a 429's Retry-After
 * @param locale the language
 * @returns the wait in words; "a few minutes" in the language when `seconds` is not a number ≥ 0
 */
export function waitText(seconds: number, locale: Locale): string {
  if (!Number.isFinite(seconds) || seconds < 0) return SOME_MINUTES[locale];
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const [value, unit] = minutes >= 120 ? [Math.ceil(minutes / 60), 'hour'] : [minutes, 'minute'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** True when `code` is one of the message codes. */
export function isFormErrorCode(code: unknown): code is FormErrorCode {
  return typeof code === 'string' && code in TEXTS.en;
}

/**
 * The text of a message code in a language, e.g. `formErrorText('tooLong', 'en', { max: 100 })`
 * gives "This is too long: 100 characters at most.", and `formErrorText('rateLimited', 'en',
 * { retryAfter: 3600 })` "... Please try again in 60 minutes." (see waitText; "in a few minutes"
 * without `retryAfter`). A text that is not a code (a library's own message) gives the 'invalid'
 * text.
 * @param params.max the bound of 'tooLong' and 'tooMany'
 * @param params.retryAfter the seconds to wait of 'rateLimited' (a 429's Retry-After)
 */
export function formErrorText(
  code: string,
  locale: Locale,
  params: { max?: number | bigint; retryAfter?: number } = {},
): string {
  const text = TEXTS[locale][isFormErrorCode(code) ? code : 'invalid'];
  return text
    .replace('{max}', String(params.max ?? ''))
    .replace('{wait}', () => waitText(params.retryAfter ?? NaN, locale));
}

/** One problem of a schema's result: where (dotted path, '' for the whole form) and its code. */
export interface FormIssue {
  path: readonly PropertyKey[];
  message: string;
  maximum?: number | bigint;
}

/** The errors of a form in the visitor's language: one text per field, and the first text. */
export interface FormErrors {
  /** Dotted field path ('email', 'criteria.priceMax'; '' for the form itself) to its text. */
  fields: Record<string, string>;
  /** The first error's text (for a 400 answer's `message`). */
  message: string;
}

/**
 * Reads a schema's issues into localized texts: the first issue of each field wins (so an empty
 * required e-mail says 'required', not 'email').
 */
export function formErrors(issues: readonly FormIssue[], locale: Locale): FormErrors {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    fields[path] ??= formErrorText(issue.message, locale, { max: issue.maximum });
  }
  return { fields, message: Object.values(fields)[0] ?? formErrorText('invalid', locale) };
}
