/**
 * The API's texts for refused holiday requests, in the request's language: the field
 * errors of kit/forms/holiday-fields' codes and the reservation rules.
 */
import type { Locale } from 'shared/domain';
import { names, type Names } from '../reference/locales';

/** Codes of the reservation rules the API checks against the unit and its periods. */
export type ReservationRule =
  'TOO_MANY_PERSONS' | 'DATES_OUTSIDE_PERIODS' | 'PERIOD_NOT_FREE' | 'VALIDATION';

const RULES: Record<ReservationRule, Names> = {
  TOO_MANY_PERSONS: names(
    'Deze woning biedt plaats aan hoogstens {max} personen.',
    'Ce logement accueille au maximum {max} personnes.',
    'This unit takes at most {max} people.',
    'Diese Unterkunft bietet Platz für höchstens {max} Personen.',
  ),
  DATES_OUTSIDE_PERIODS: names(
    'Deze data komen niet overeen met een huurperiode van de woning. Kies een periode in de kalender.',
    'Ces dates ne correspondent à aucune période de location du logement. Choisissez une période dans le calendrier.',
    'These dates do not match a rental period of this unit. Choose a period in the calendar.',
    'Diese Daten entsprechen keinem Mietzeitraum der Unterkunft. Wählen Sie einen Zeitraum im Kalender.',
  ),
  PERIOD_NOT_FREE: names(
    'Deze periode is niet meer vrij. Kies een andere periode.',
    "Cette période n'est plus libre. Choisissez une autre période.",
    'This period is no longer free. Choose another period.',
    'Dieser Zeitraum ist nicht mehr frei. Wählen Sie einen anderen Zeitraum.',
  ),
  VALIDATION: names(
    'Controleer de gemarkeerde velden.',
    'Vérifiez les champs indiqués.',
    'Please check the marked fields.',
    'Bitte prüfen Sie die markierten Felder.',
  ),
};

const FIELDS: Record<string, Names> = {
  invalid: names(
    'Deze tekst bevat een ongeldig teken.',
    'Ce texte contient un caractère non valable.',
    'This text holds a character that is not allowed.',
    'Dieser Text enthält ein ungültiges Zeichen.',
  ),
  required: names(
    'Vul dit veld in.',
    'Remplissez ce champ.',
    'Fill in this field.',
    'Füllen Sie dieses Feld aus.',
  ),
  number: names(
    'Geef een getal.',
    'Indiquez un nombre.',
    'Enter a number.',
    'Geben Sie eine Zahl ein.',
  ),
  tooFew: names(
    'Deze waarde is te klein of te kort.',
    'Cette valeur est trop petite ou trop courte.',
    'This value is too small or too short.',
    'Dieser Wert ist zu klein oder zu kurz.',
  ),
  tooMany: names(
    'Deze waarde is te groot.',
    'Cette valeur est trop grande.',
    'This value is too large.',
    'Dieser Wert ist zu groß.',
  ),
  tooLong: names(
    'Deze tekst is te lang.',
    'Ce texte est trop long.',
    'This text is too long.',
    'Dieser Text ist zu lang.',
  ),
  email: names(
    'Geef een geldig e-mailadres.',
    'Indiquez une adresse e-mail valide.',
    'Enter a valid e-mail address.',
    'Geben Sie eine gültige E-Mail-Adresse ein.',
  ),
  name: names(
    'Geef een naam met minstens één letter.',
    'Indiquez un nom comportant au moins une lettre.',
    'Enter a name with at least one letter.',
    'Geben Sie einen Namen mit mindestens einem Buchstaben ein.',
  ),
  phone: names(
    'Geef een geldig telefoonnummer.',
    'Indiquez un numéro de téléphone valide.',
    'Enter a valid phone number.',
    'Geben Sie eine gültige Telefonnummer ein.',
  ),
  date: names(
    'Geef een geldige datum.',
    'Indiquez une date valide.',
    'Enter a valid date.',
    'Geben Sie ein gültiges Datum ein.',
  ),
  departureBeforeArrival: names(
    'Het vertrek moet na de aankomst liggen.',
    "Le départ doit suivre l'arrivée.",
    'Departure must be after arrival.',
    'Die Abreise muss nach der Anreise liegen.',
  ),
  stayTooLong: names(
    'Een verblijf duurt hoogstens {max} nachten.',
    'Un séjour dure au maximum {max} nuits.',
    'A stay lasts at most {max} nights.',
    'Ein Aufenthalt dauert höchstens {max} Nächte.',
  ),
  conditions: names(
    'Aanvaard de huurvoorwaarden.',
    'Acceptez les conditions de location.',
    'Accept the rental conditions.',
    'Akzeptieren Sie die Mietbedingungen.',
  ),
  consent: names(
    'Geef uw toestemming volgens de privacyverklaring.',
    'Donnez votre consentement selon la déclaration de confidentialité.',
    'Give your consent under the privacy statement.',
    'Geben Sie Ihre Einwilligung gemäß der Datenschutzerklärung.',
  ),
  unknownField: names(
    'Dit formulier heeft geen veld {fields}.',
    "Ce formulaire n'a pas de champ {fields}.",
    'This form has no field {fields}.',
    'Dieses Formular hat kein Feld {fields}.',
  ),
  tooManyPersons: RULES.TOO_MANY_PERSONS,
  arrivalInPast: names(
    'De aankomst moet in de toekomst liggen.',
    "L'arrivée doit être dans le futur.",
    'Arrival must be in the future.',
    'Die Anreise muss in der Zukunft liegen.',
  ),
};

const fill = (text: string, params: Record<string, unknown> = {}) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));

/** The text of a rule in a language, with its values (e.g. `{ max: 4 }`). */
export function ruleMessage(
  rule: ReservationRule,
  lang: Locale,
  params?: Record<string, unknown>,
): string {
  return fill(RULES[rule][lang], params);
}

/**
 * The text of a field error code in a language, with its values (e.g. `{ fields: 'admin' }` for
 * 'unknownField'); a code this table does not know (none of HolidayFormErrorCode) gets the code
 * itself.
 */
export function fieldMessage(code: string, lang: Locale, params?: Record<string, unknown>): string {
  const text = FIELDS[code]?.[lang];
  return text === undefined ? code : fill(text, params);
}
