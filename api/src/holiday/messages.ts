/**
 * The API's texts for refused holiday requests, in the request's language: the field
 * errors of the holiday fields' codes (contract/holiday-fields.ts) and the reservation rules.
 */
import type { Locale } from 'shared/domain';
import { names, type Names } from '../reference/locales';

/** Codes of the reservation rules the API checks against the unit and its periods. */
export type ReservationRule =
  | 'TOO_MANY_PERSONS'
  | 'DATES_OUTSIDE_PERIODS'
  | 'PERIOD_NOT_FREE'
  | 'VALIDATION'
  | 'ENQUIRIES_ONLY'
  | 'PENDING_PER_ADDRESS'
  | 'PENDING_PER_UNIT'
  | 'OPTION_UNKNOWN'
  | 'OPTION_LAPSED';

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
    'Cette période n’est plus libre. Choisissez une autre période.',
    'This period is no longer free. Choose another period.',
    'Dieser Zeitraum ist nicht mehr frei. Wählen Sie einen anderen Zeitraum.',
  ),
  VALIDATION: names(
    'Controleer de gemarkeerde velden.',
    'Vérifiez les champs indiqués.',
    'Please check the marked fields.',
    'Bitte prüfen Sie die markierten Felder.',
  ),
  ENQUIRIES_ONLY: names(
    'Dit kantoor neemt geen opties: stuur een aanvraag met uw gewenste data.',
    'Cette agence ne prend pas d’options. Envoyez une demande avec vos dates souhaitées.',
    'This agency takes no options. Send an enquiry with the dates you wish.',
    'Dieses Büro nimmt keine Optionen an. Senden Sie eine Anfrage mit Ihren Wunschdaten.',
  ),
  PENDING_PER_ADDRESS: names(
    'Dit e-mailadres heeft al aanvragen die op bevestiging wachten. Bevestig ze via de link in uw e-mail, of probeer het over {minutes} minuten opnieuw.',
    'Cette adresse e-mail a déjà des demandes en attente de confirmation. Confirmez-les par le lien de votre e-mail, ou réessayez dans {minutes} minutes.',
    'This e-mail address already has requests waiting for confirmation. Confirm them with the link in your e-mail, or try again in {minutes} minutes.',
    'Diese E-Mail-Adresse hat bereits Anfragen, die auf Bestätigung warten. Bestätigen Sie sie über den Link in Ihrer E-Mail oder versuchen Sie es in {minutes} Minuten erneut.',
  ),
  PENDING_PER_UNIT: names(
    'Voor deze woning wachten al te veel aanvragen op bevestiging. Probeer het over {minutes} minuten opnieuw.',
    'Trop de demandes attendent déjà une confirmation pour ce logement. Réessayez dans {minutes} minutes.',
    'Too many requests for this unit are already waiting for confirmation. Try again in {minutes} minutes.',
    'Für diese Unterkunft warten bereits zu viele Anfragen auf Bestätigung. Versuchen Sie es in {minutes} Minuten erneut.',
  ),
  OPTION_UNKNOWN: names(
    'Deze bevestigingslink is onbekend of verlopen. Vraag de periode opnieuw aan als ze nog vrij is.',
    'Ce lien de confirmation est inconnu ou a expiré. Demandez à nouveau la période si elle est encore libre.',
    'This confirmation link is unknown or has expired. Ask for the period again if it is still free.',
    'Dieser Bestätigungslink ist unbekannt oder abgelaufen. Fragen Sie den Zeitraum erneut an, wenn er noch frei ist.',
  ),
  OPTION_LAPSED: names(
    'Deze aanvraag is niet op tijd bevestigd en houdt de periode niet meer vast. Vraag de periode opnieuw aan als ze nog vrij is.',
    'Cette demande n’a pas été confirmée à temps et ne retient plus la période. Demandez à nouveau la période si elle est encore libre.',
    'This request was not confirmed in time and no longer holds the period. Ask for the period again if it is still free.',
    'Diese Anfrage wurde nicht rechtzeitig bestätigt und hält den Zeitraum nicht mehr. Fragen Sie den Zeitraum erneut an, wenn er noch frei ist.',
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
    'Le départ doit suivre l’arrivée.',
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
    'Ce formulaire n’a pas de champ {fields}.',
    'This form has no field {fields}.',
    'Dieses Formular hat kein Feld {fields}.',
  ),
  tooManyPersons: RULES.TOO_MANY_PERSONS,
  arrivalInPast: names(
    'De aankomst moet in de toekomst liggen.',
    'L’arrivée doit être dans le futur.',
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
