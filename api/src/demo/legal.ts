/**
 * The legal side of a demo agency's site, in four languages: the legal mentions of a Belgian
 * estate agent (site settings, shown in every page's footer) and the pages a visitor may rely on:
 * the privacy statement (controller, purposes, legal bases, retention periods, recipients, rights,
 * the Data Protection Authority), the terms of use and the rental conditions of the holiday homes.
 * The retention periods are the ones the API enforces (its retention job, the outbox and the
 * operator's erasure command); change both together.
 */
import type { Locale } from 'shared/domain';
import type { AgencyLegal, Page } from '../contract/domain';
import { names, type Names } from '../reference/locales';

/** What the legal texts say of an agency. */
export interface AgencyFacts {
  /** The trading name, e.g. 'Immo Zonneveld'. */
  name: string;
  /** The head office's postal address per language. */
  address: Names;
  email: string;
  phone: string;
  legal: AgencyLegal;
  /** The courts competent for disputes, per language (e.g. 'de rechtbanken van Gent'). */
  courts: Names;
}

/** The BIV/IPI, supervisor of every Belgian estate agent. */
const BIV: AgencyLegal['supervisor'] = {
  name: names(
    'Beroepsinstituut van Vastgoedmakelaars (BIV)',
    'Institut professionnel des agents immobiliers (IPI)',
    'Professional Institute of Real Estate Agents (BIV/IPI)',
    'Berufsinstitut der Immobilienmakler (BIV/IPI)',
  ),
  address: names(
    'Luxemburgstraat 16 B, 1000 Brussel',
    'Rue de Luxembourg 16 B, 1000 Bruxelles',
    'Rue de Luxembourg 16 B, 1000 Brussels',
    'Rue de Luxembourg 16 B, 1000 Brüssel',
  ),
  url: names(
    'https://www.biv.be/',
    'https://www.ipi.be/',
    'https://www.biv.be/',
    'https://www.biv.be/',
  ),
};

/** The code of ethics every BIV/IPI agent is bound by. */
const ETHICS: AgencyLegal['ethics'] = {
  label: names(
    'Plichtenleer van de vastgoedmakelaars (KB van 29 juni 2018)',
    'Code de déontologie des agents immobiliers (AR du 29 juin 2018)',
    'Code of ethics of estate agents (Royal Decree of 29 June 2018)',
    'Berufspflichten der Immobilienmakler (KE vom 29. Juni 2018)',
  ),
  url: names(
    'https://www.biv.be/',
    'https://www.ipi.be/',
    'https://www.biv.be/',
    'https://www.biv.be/',
  ),
};

/**
 * A demo agency's legal mentions (demo values: the numbers are made up).
 * @param legalName the company's name with its legal form per language
 */
export function demoAgencyLegal(
  legalName: Names,
  numbers: { companyNumber: string; bivNumber: string; insurer: string; policy: string },
): AgencyLegal {
  return { legalName, ...numbers, supervisor: BIV, ethics: ETHICS };
}

/** The Belgian Data Protection Authority, where a visitor can complain. */
const DPA = names(
  'Gegevensbeschermingsautoriteit, Drukpersstraat 35, 1000 Brussel, contact@apd-gba.be, www.gegevensbeschermingsautoriteit.be',
  'Autorité de protection des données, rue de la Presse 35, 1000 Bruxelles, contact@apd-gba.be, www.autoriteprotectiondonnees.be',
  'Data Protection Authority (Gegevensbeschermingsautoriteit / Autorité de protection des données), Rue de la Presse 35, 1000 Brussels, contact@apd-gba.be, www.dataprotectionauthority.be',
  'Datenschutzbehörde (Gegevensbeschermingsautoriteit / Autorité de protection des données), Rue de la Presse 35, 1000 Brüssel, contact@apd-gba.be, www.datenschutzbehorde.be',
);

const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

/** The controller's identity, as the statements open with it. */
function identity(agency: AgencyFacts, lang: Locale): string {
  const l = agency.legal;
  const words = {
    nl: `${l.legalName.nl}, ${agency.address.nl}, ondernemingsnummer ${l.companyNumber}, ${agency.email}, ${agency.phone}`,
    fr: `${l.legalName.fr}, ${agency.address.fr}, numéro d'entreprise ${l.companyNumber}, ${agency.email}, ${agency.phone}`,
    en: `${l.legalName.en}, ${agency.address.en}, company number ${l.companyNumber}, ${agency.email}, ${agency.phone}`,
    de: `${l.legalName.de}, ${agency.address.de}, Unternehmensnummer ${l.companyNumber}, ${agency.email}, ${agency.phone}`,
  } as const;
  return words[lang];
}

/** The privacy statement's body in one language. */
function privacyBody(agency: AgencyFacts, lang: Locale): string {
  const who = identity(agency, lang);
  const n = agency.name;
  switch (lang) {
    case 'nl':
      return [
        `<p>Deze verklaring zegt welke persoonsgegevens ${n} via deze website verwerkt, waarom, hoe lang, en welke rechten u hebt (Algemene Verordening Gegevensbescherming, AVG).</p>`,
        `<h2>Verwerkings&shy;verantwoordelijke</h2><p>${who}. Voor elke vraag over uw gegevens: ${agency.email}.</p>`,
        '<h2>Welke gegevens, waarvoor en op welke grond</h2>',
        list([
          '<strong>Contactvragen, bezoekaanvragen en afspraken</strong> (naam, e-mail, telefoon, bericht, het pand): om uw vraag te beantwoorden en het bezoek te plannen. Grond: uw toestemming op het formulier (art. 6.1.a AVG) en de stappen die u vóór een overeenkomst vraagt (art. 6.1.b).',
          '<strong>Aanvragen voor een gratis waardebepaling</strong> (adres en gegevens van het pand, uw plannen, naam, e-mail, telefoon, voorkeursmoment): om uw pand te waarderen en u daarover te contacteren. Grond: uw toestemming op het formulier (art. 6.1.a AVG) en de stappen die u vóór een overeenkomst vraagt (art. 6.1.b).',
          '<strong>Vragen en reservatieaanvragen voor vakantiewoningen</strong> (naam, e-mail, telefoon, adres, gezelschap, periode, opmerkingen): om uw aanvraag te behandelen en de huurovereenkomst voor te bereiden. Grond: de stappen vóór een overeenkomst (art. 6.1.b) en uw toestemming (art. 6.1.a).',
          '<strong>Hou me op de hoogte</strong> (e-mail, zoekcriteria): om u nieuwe panden te mailen. Grond: uw toestemming (art. 6.1.a), die u op elk moment intrekt met de uitschrijflink in elke mail.',
          '<strong>Doorsturen naar een vriend</strong> (uw naam en e-mail, het adres van de ontvanger): om die ene mail te versturen en misbruik te beperken. Grond: ons gerechtvaardigd belang om misbruik van het formulier te voorkomen (art. 6.1.f).',
          '<strong>Beveiliging</strong> (IP-adres in tellers van het aantal aanvragen): om de site tegen misbruik te beschermen. Grond: ons gerechtvaardigd belang (art. 6.1.f).',
          '<strong>Favorieten</strong> blijven in uw browser (lokale opslag) en worden nooit naar ons verstuurd. Deze site gebruikt geen cookies voor analyse of reclame.',
        ]),
        '<h2>Hoe lang wij uw gegevens bewaren</h2>',
        list([
          'Contactvragen, aanvragen voor een waardebepaling, bezoekaanvragen, vragen en reservatieaanvragen voor vakantiewoningen: 12 maanden na ontvangst, daarna gewist.',
          'Afspraken: naam, e-mail, telefoon en bericht worden geanonimiseerd bij annulering, en anders 30 dagen na de datum van de afspraak.',
          'Hou me op de hoogte: uw adres wordt meteen gewist wanneer u zich uitschrijft (ook in onze wachtrij van uitgaande mails); een inschrijving die u niet bevestigt, wordt na 30 dagen gewist.',
          'Doorsturen naar een vriend: 30 dagen (enkel voor de dagelijkse limieten en de controle op misbruik).',
          'Uitgaande mails: de inhoud (met elke link of code erin) wordt gewist zodra de mail verstuurd is; verstuurde mails worden 30 dagen na verzending gewist; een mail die niet verstuurd kon worden, bewaren wij 30 dagen om hem opnieuw te kunnen versturen, daarna wordt hij gewist.',
          'Tellers van het aantal aanvragen (IP-adres): hoogstens 24 uur.',
        ]),
        '<h2>Wie uw gegevens ontvangt</h2>',
        `<p>Enkel de medewerkers van ${n} die uw vraag behandelen, en onze verwerkers voor hosting en e-mail, onder een verwerkersovereenkomst en binnen de Europese Economische Ruimte. Wij verkopen uw gegevens niet en geven ze niet door voor reclame.</p>`,
        '<h2>Uw rechten</h2>',
        `<p>U hebt recht op inzage, verbetering, wissing, beperking van de verwerking, overdraagbaarheid en bezwaar, en u kunt uw toestemming op elk moment intrekken, zonder dat dit de eerdere verwerking aantast. Stuur uw verzoek naar ${agency.email}; wij antwoorden binnen een maand. Op uw verzoek wissen wij elk gegeven dat bij uw e-mailadres hoort.</p>`,
        '<h2>Klacht</h2>',
        `<p>Bent u het niet eens met hoe wij uw gegevens verwerken, dan kunt u klacht indienen bij de ${DPA.nl}.</p>`,
      ].join('');
    case 'fr':
      return [
        `<p>Cette déclaration indique quelles données personnelles ${n} traite par ce site, pourquoi, combien de temps, et quels sont vos droits (règlement général sur la protection des données, RGPD).</p>`,
        `<h2>Responsable du traitement</h2><p>${who}. Pour toute question sur vos données : ${agency.email}.</p>`,
        '<h2>Quelles données, pour quoi et sur quelle base</h2>',
        list([
          '<strong>Demandes de contact, demandes de visite et rendez-vous</strong> (nom, e-mail, téléphone, message, le bien) : pour répondre à votre question et organiser la visite. Base : votre consentement donné sur le formulaire (art. 6.1.a RGPD) et les mesures précontractuelles que vous demandez (art. 6.1.b).',
          '<strong>Demandes d’estimation gratuite</strong> (adresse et données du bien, vos projets, nom, e-mail, téléphone, moment préféré) : pour estimer votre bien et vous contacter à ce sujet. Base : votre consentement sur le formulaire (art. 6.1.a RGPD) et les mesures précontractuelles que vous demandez (art. 6.1.b).',
          '<strong>Demandes d’information et de réservation de locations de vacances</strong> (nom, e-mail, téléphone, adresse, composition du groupe, période, remarques) : pour traiter votre demande et préparer le contrat de location. Base : les mesures précontractuelles (art. 6.1.b) et votre consentement (art. 6.1.a).',
          '<strong>Tenez-moi informé</strong> (e-mail, critères de recherche) : pour vous envoyer les nouveaux biens. Base : votre consentement (art. 6.1.a), que vous retirez à tout moment par le lien de désinscription de chaque e-mail.',
          '<strong>Envoyer à un ami</strong> (vos nom et e-mail, l’adresse du destinataire) : pour envoyer cet unique e-mail et limiter les abus. Base : notre intérêt légitime à prévenir l’abus du formulaire (art. 6.1.f).',
          '<strong>Sécurité</strong> (adresse IP dans les compteurs de demandes) : pour protéger le site contre les abus. Base : notre intérêt légitime (art. 6.1.f).',
          '<strong>Les favoris</strong> restent dans votre navigateur (stockage local) et ne nous sont jamais envoyés. Ce site n’utilise aucun cookie d’analyse ni de publicité.',
        ]),
        '<h2>Combien de temps nous gardons vos données</h2>',
        list([
          'Demandes de contact, demandes d’estimation, demandes de visite, demandes d’information et de réservation de locations de vacances : 12 mois après leur réception, puis effacées.',
          'Rendez-vous : nom, e-mail, téléphone et message sont anonymisés à l’annulation, et sinon 30 jours après la date du rendez-vous.',
          'Tenez-moi informé : votre adresse est effacée dès votre désinscription (aussi dans notre file d’e-mails sortants) ; une inscription non confirmée est effacée après 30 jours.',
          'Envoyer à un ami : 30 jours (uniquement pour les limites journalières et le contrôle des abus).',
          'E-mails sortants : le contenu (avec tout lien ou code qu’il contient) est effacé dès l’envoi ; les e-mails envoyés sont effacés 30 jours après l’envoi ; un e-mail qui n’a pas pu être envoyé est gardé 30 jours pour pouvoir être renvoyé, puis effacé.',
          'Compteurs de demandes (adresse IP) : 24 heures au plus.',
        ]),
        '<h2>Qui reçoit vos données</h2>',
        `<p>Seuls les collaborateurs de ${n} qui traitent votre demande, et nos sous-traitants d’hébergement et d’e-mail, liés par un contrat de sous-traitance et établis dans l’Espace économique européen. Nous ne vendons pas vos données et ne les transmettons pas à des fins publicitaires.</p>`,
        '<h2>Vos droits</h2>',
        `<p>Vous avez le droit d’accès, de rectification, d’effacement, de limitation du traitement, de portabilité et d’opposition, et vous pouvez retirer votre consentement à tout moment, sans effet sur le traitement antérieur. Adressez votre demande à ${agency.email} ; nous répondons dans le mois. À votre demande, nous effaçons toute donnée liée à votre adresse e-mail.</p>`,
        '<h2>Réclamation</h2>',
        `<p>Si vous n’êtes pas d’accord avec la manière dont nous traitons vos données, vous pouvez introduire une réclamation auprès de l’${DPA.fr}.</p>`,
      ].join('');
    case 'en':
      return [
        `<p>This statement says which personal data ${n} processes through this website, why, for how long, and what your rights are (General Data Protection Regulation, GDPR).</p>`,
        `<h2>Controller</h2><p>${who}. For any question about your data: ${agency.email}.</p>`,
        '<h2>What data, what for and on what basis</h2>',
        list([
          '<strong>Contact requests, viewing requests and appointments</strong> (name, e-mail, phone, message, the property): to answer your question and arrange the viewing. Basis: the consent you give on the form (Art. 6(1)(a) GDPR) and the steps you ask for before a contract (Art. 6(1)(b)).',
          '<strong>Free valuation requests</strong> (the property’s address and details, your plans, name, e-mail, phone, preferred contact moment): to value your property and contact you about it. Basis: your consent on the form (art. 6.1.a GDPR) and the steps you ask for before a contract (art. 6.1.b).',
          '<strong>Holiday home enquiries and reservation requests</strong> (name, e-mail, phone, address, party, period, remarks): to handle your request and prepare the rental agreement. Basis: steps before a contract (Art. 6(1)(b)) and your consent (Art. 6(1)(a)).',
          '<strong>Keep me informed</strong> (e-mail, search criteria): to e-mail you new properties. Basis: your consent (Art. 6(1)(a)), which you withdraw at any time with the unsubscribe link in every e-mail.',
          '<strong>Send to a friend</strong> (your name and e-mail, the recipient’s address): to send that one e-mail and limit abuse. Basis: our legitimate interest in preventing abuse of the form (Art. 6(1)(f)).',
          '<strong>Security</strong> (IP address in counters of requests): to protect the site against abuse. Basis: our legitimate interest (Art. 6(1)(f)).',
          '<strong>Favourites</strong> stay in your browser (local storage) and are never sent to us. This site uses no analytics or advertising cookies.',
        ]),
        '<h2>How long we keep your data</h2>',
        list([
          'Contact requests, valuation requests, viewing requests, holiday enquiries and holiday reservation requests: 12 months after receipt, then deleted.',
          'Appointments: name, e-mail, phone and message are anonymised when the appointment is cancelled, and otherwise 30 days after the appointment’s date.',
          'Keep me informed: your address is erased as soon as you unsubscribe (in our queue of outgoing e-mails too); a subscription you do not confirm is deleted after 30 days.',
          'Send to a friend: 30 days (only for the daily caps and abuse checks).',
          'Outgoing e-mails: the body (with any link or code in it) is removed as soon as the e-mail is sent; sent e-mails are deleted 30 days after sending; an e-mail that could not be sent is kept for 30 days so that it can be resent, then deleted.',
          'Counters of requests (IP address): at most 24 hours.',
        ]),
        '<h2>Who receives your data</h2>',
        `<p>Only the staff of ${n} who handle your request, and our hosting and e-mail processors, under a data processing agreement and within the European Economic Area. We do not sell your data nor pass it on for advertising.</p>`,
        '<h2>Your rights</h2>',
        `<p>You have the right of access, rectification, erasure, restriction of processing, portability and objection, and you can withdraw your consent at any time, without affecting the processing before. Send your request to ${agency.email}; we answer within one month. On request we erase every record that holds your e-mail address.</p>`,
        '<h2>Complaints</h2>',
        `<p>If you disagree with how we process your data, you can lodge a complaint with the ${DPA.en}.</p>`,
      ].join('');
    case 'de':
      return [
        `<p>Diese Erklärung sagt, welche personenbezogenen Daten ${n} über diese Website verarbeitet, warum, wie lange, und welche Rechte Sie haben (Datenschutz-Grundverordnung, DSGVO).</p>`,
        `<h2>Verantwortlicher</h2><p>${who}. Für jede Frage zu Ihren Daten: ${agency.email}.</p>`,
        '<h2>Welche Daten, wofür und auf welcher Grundlage</h2>',
        list([
          '<strong>Kontaktanfragen, Besichtigungsanfragen und Termine</strong> (Name, E-Mail, Telefon, Nachricht, die Immobilie): um Ihre Frage zu beantworten und die Besichtigung zu planen. Grundlage: Ihre Einwilligung im Formular (Art. 6 Abs. 1 lit. a DSGVO) und die vorvertraglichen Schritte, um die Sie bitten (Art. 6 Abs. 1 lit. b).',
          '<strong>Anfragen einer kostenlosen Bewertung</strong> (Adresse und Angaben der Immobilie, Ihre Pläne, Name, E-Mail, Telefon, bevorzugte Kontaktzeit): um Ihre Immobilie zu bewerten und Sie dazu zu kontaktieren. Grundlage: Ihre Einwilligung im Formular (Art. 6 Abs. 1 lit. a DSGVO) und die von Ihnen gewünschten vorvertraglichen Schritte (Art. 6 Abs. 1 lit. b).',
          '<strong>Anfragen und Reservierungsanfragen für Ferienunterkünfte</strong> (Name, E-Mail, Telefon, Anschrift, Reisegruppe, Zeitraum, Bemerkungen): um Ihre Anfrage zu bearbeiten und den Mietvertrag vorzubereiten. Grundlage: vorvertragliche Schritte (Art. 6 Abs. 1 lit. b) und Ihre Einwilligung (Art. 6 Abs. 1 lit. a).',
          '<strong>Auf dem Laufenden bleiben</strong> (E-Mail, Suchkriterien): um Ihnen neue Immobilien zu mailen. Grundlage: Ihre Einwilligung (Art. 6 Abs. 1 lit. a), die Sie jederzeit über den Abmeldelink in jeder E-Mail widerrufen.',
          '<strong>An einen Freund senden</strong> (Ihr Name und Ihre E-Mail, die Adresse des Empfängers): um diese eine E-Mail zu senden und Missbrauch zu begrenzen. Grundlage: unser berechtigtes Interesse, Missbrauch des Formulars zu verhindern (Art. 6 Abs. 1 lit. f).',
          '<strong>Sicherheit</strong> (IP-Adresse in Zählern der Anfragen): um die Website vor Missbrauch zu schützen. Grundlage: unser berechtigtes Interesse (Art. 6 Abs. 1 lit. f).',
          '<strong>Favoriten</strong> bleiben in Ihrem Browser (lokaler Speicher) und werden nie an uns gesendet. Diese Website verwendet keine Analyse- oder Werbe-Cookies.',
        ]),
        '<h2>Wie lange wir Ihre Daten speichern</h2>',
        list([
          'Kontaktanfragen, Bewertungsanfragen, Besichtigungsanfragen, Anfragen und Reservierungsanfragen für Ferienunterkünfte: 12 Monate nach Eingang, dann gelöscht.',
          'Termine: Name, E-Mail, Telefon und Nachricht werden bei einer Absage anonymisiert, sonst 30 Tage nach dem Datum des Termins.',
          'Auf dem Laufenden bleiben: Ihre Adresse wird sofort gelöscht, wenn Sie sich abmelden (auch in unserer Warteschlange ausgehender E-Mails); eine nicht bestätigte Anmeldung wird nach 30 Tagen gelöscht.',
          'An einen Freund senden: 30 Tage (nur für die täglichen Obergrenzen und die Missbrauchskontrolle).',
          'Ausgehende E-Mails: der Inhalt (mit jedem Link oder Code darin) wird gelöscht, sobald die E-Mail gesendet ist; gesendete E-Mails werden 30 Tage nach dem Versand gelöscht; eine E-Mail, die nicht gesendet werden konnte, wird 30 Tage aufbewahrt, um sie erneut senden zu können, und dann gelöscht.',
          'Zähler der Anfragen (IP-Adresse): höchstens 24 Stunden.',
        ]),
        '<h2>Wer Ihre Daten erhält</h2>',
        `<p>Nur die Mitarbeiter von ${n}, die Ihre Anfrage bearbeiten, und unsere Auftragsverarbeiter für Hosting und E-Mail, mit einem Auftragsverarbeitungsvertrag und im Europäischen Wirtschaftsraum. Wir verkaufen Ihre Daten nicht und geben sie nicht zu Werbezwecken weiter.</p>`,
        '<h2>Ihre Rechte</h2>',
        `<p>Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch, und Sie können Ihre Einwilligung jederzeit widerrufen, ohne dass dies die frühere Verarbeitung berührt. Senden Sie Ihre Anfrage an ${agency.email}; wir antworten innerhalb eines Monats. Auf Anfrage löschen wir jeden Eintrag, der Ihre E-Mail-Adresse enthält.</p>`,
        '<h2>Beschwerde</h2>',
        `<p>Wenn Sie mit unserer Verarbeitung Ihrer Daten nicht einverstanden sind, können Sie bei der ${DPA.de} Beschwerde einlegen.</p>`,
      ].join('');
  }
}

/** The terms of use's body in one language. */
function termsBody(agency: AgencyFacts, lang: Locale): string {
  const who = identity(agency, lang);
  const l = agency.legal;
  switch (lang) {
    case 'nl':
      return [
        `<h2>Uitgever</h2><p>Deze website wordt uitgegeven door ${who}, erkend vastgoedmakelaar-bemiddelaar met BIV-nummer ${l.bivNumber} (België), onder toezicht van het ${l.supervisor.name.nl}, ${l.supervisor.address.nl}. Beroepsaansprakelijkheid: ${l.insurer}, polis ${l.policy}. Wij zijn gebonden door de ${l.ethics.label.nl}.</p>`,
        '<h2>De informatie op de site</h2><p>Wij stellen de beschrijvingen, foto’s, plannen en prijzen met zorg samen op basis van de gegevens van de eigenaars, maar ze zijn niet bindend en vormen geen aanbod in de zin van het Burgerlijk Wetboek. Prijzen, beschikbaarheid en kosten kunnen wijzigen; enkel de ondertekende overeenkomst geldt. Oppervlakten en afstanden zijn benaderend.</p>',
        '<h2>Gebruik van de site</h2><p>U mag de site gebruiken voor uw eigen zoektocht naar een woning. Het is niet toegestaan de inhoud op grote schaal over te nemen, de formulieren te misbruiken (zoals ongevraagde berichten aan derden) of de werking van de site te verstoren. Bij misbruik kunnen wij de toegang beperken.</p>',
        `<h2>Intellectuele eigendom</h2><p>Teksten, foto’s, logo’s en de vormgeving van deze site zijn beschermd en behoren toe aan ${agency.name} of haar opdrachtgevers. Overname vraagt onze voorafgaande schriftelijke toestemming.</p>`,
        '<h2>Aansprakelijkheid en links</h2><p>Wij doen ons best om de site juist en bereikbaar te houden, maar zijn niet aansprakelijk voor tijdelijke onderbrekingen of voor de inhoud van websites van derden waarnaar wij verwijzen.</p>',
        `<h2>Persoonsgegevens</h2><p>Hoe wij met uw gegevens omgaan, staat in onze privacyverklaring.</p><h2>Toepasselijk recht</h2><p>Op deze voorwaarden is het Belgisch recht van toepassing; geschillen behoren tot ${agency.courts.nl}, onverminderd uw rechten als consument.</p>`,
      ].join('');
    case 'fr':
      return [
        `<h2>Éditeur</h2><p>Ce site est édité par ${who}, agent immobilier intermédiaire agréé sous le numéro IPI ${l.bivNumber} (Belgique), sous le contrôle de l’${l.supervisor.name.fr}, ${l.supervisor.address.fr}. Responsabilité civile professionnelle : ${l.insurer}, police n° ${l.policy}. Nous sommes tenus par le ${l.ethics.label.fr}.</p>`,
        '<h2>Les informations du site</h2><p>Nous établissons avec soin les descriptions, photos, plans et prix sur la base des données des propriétaires, mais ils n’ont pas de valeur contractuelle et ne constituent pas une offre au sens du Code civil. Les prix, disponibilités et frais peuvent changer ; seul le contrat signé fait foi. Les surfaces et distances sont approximatives.</p>',
        '<h2>Utilisation du site</h2><p>Vous pouvez utiliser le site pour votre propre recherche d’un bien. Il est interdit d’en reprendre le contenu à grande échelle, d’abuser des formulaires (par exemple des messages non sollicités à des tiers) ou de perturber le fonctionnement du site. En cas d’abus, nous pouvons en limiter l’accès.</p>',
        `<h2>Propriété intellectuelle</h2><p>Les textes, photos, logos et la présentation de ce site sont protégés et appartiennent à ${agency.name} ou à ses mandants. Toute reproduction demande notre accord écrit préalable.</p>`,
        '<h2>Responsabilité et liens</h2><p>Nous faisons de notre mieux pour que le site soit exact et accessible, mais nous ne sommes pas responsables des interruptions temporaires ni du contenu des sites de tiers vers lesquels nous renvoyons.</p>',
        `<h2>Données personnelles</h2><p>La manière dont nous traitons vos données figure dans notre déclaration de confidentialité.</p><h2>Droit applicable</h2><p>Ces conditions sont régies par le droit belge ; les litiges relèvent ${agency.courts.fr}, sans préjudice de vos droits de consommateur.</p>`,
      ].join('');
    case 'en':
      return [
        `<h2>Publisher</h2><p>This website is published by ${who}, a licensed estate agent (intermediary) with BIV/IPI number ${l.bivNumber} (Belgium), supervised by the ${l.supervisor.name.en}, ${l.supervisor.address.en}. Professional liability insurance: ${l.insurer}, policy ${l.policy}. We are bound by the ${l.ethics.label.en}.</p>`,
        '<h2>The information on the site</h2><p>We compile descriptions, photos, plans and prices with care from the owners’ data, but they are not binding and are not an offer in the sense of the Civil Code. Prices, availability and costs may change; only the signed agreement counts. Surfaces and distances are approximate.</p>',
        '<h2>Using the site</h2><p>You may use the site for your own search for a home. You may not copy its content on a large scale, misuse its forms (such as unsolicited messages to others) or disrupt the site. In case of abuse we may limit access.</p>',
        `<h2>Intellectual property</h2><p>The texts, photos, logos and design of this site are protected and belong to ${agency.name} or its principals. Copying them needs our prior written consent.</p>`,
        '<h2>Liability and links</h2><p>We do our best to keep the site correct and available, but are not liable for temporary interruptions or for the content of third-party websites we link to.</p>',
        `<h2>Personal data</h2><p>How we handle your data is set out in our privacy statement.</p><h2>Applicable law</h2><p>These terms are governed by Belgian law; disputes fall under ${agency.courts.en}, without prejudice to your rights as a consumer.</p>`,
      ].join('');
    case 'de':
      return [
        `<h2>Herausgeber</h2><p>Diese Website wird herausgegeben von ${who}, zugelassener Immobilienmakler (Vermittler) mit der BIV/IPI-Nummer ${l.bivNumber} (Belgien). Aufsichtsbehörde: ${l.supervisor.name.de}, ${l.supervisor.address.de}. Berufshaftpflichtversicherung: ${l.insurer}, Police ${l.policy}. Wir sind an die ${l.ethics.label.de} gebunden.</p>`,
        '<h2>Die Informationen auf der Website</h2><p>Wir stellen Beschreibungen, Fotos, Pläne und Preise sorgfältig anhand der Angaben der Eigentümer zusammen, sie sind jedoch unverbindlich und kein Angebot im Sinne des Zivilgesetzbuchs. Preise, Verfügbarkeit und Kosten können sich ändern; es gilt nur der unterzeichnete Vertrag. Flächen und Entfernungen sind ungefähre Angaben.</p>',
        '<h2>Nutzung der Website</h2><p>Sie dürfen die Website für Ihre eigene Suche nach einer Immobilie nutzen. Nicht erlaubt ist es, ihre Inhalte in großem Umfang zu übernehmen, die Formulare zu missbrauchen (etwa für unerwünschte Nachrichten an Dritte) oder den Betrieb der Website zu stören. Bei Missbrauch können wir den Zugang beschränken.</p>',
        `<h2>Geistiges Eigentum</h2><p>Texte, Fotos, Logos und Gestaltung dieser Website sind geschützt und gehören ${agency.name} oder ihren Auftraggebern. Eine Übernahme bedarf unserer vorherigen schriftlichen Zustimmung.</p>`,
        '<h2>Haftung und Links</h2><p>Wir bemühen uns, die Website richtig und erreichbar zu halten, haften aber nicht für vorübergehende Unterbrechungen oder für den Inhalt von Websites Dritter, auf die wir verweisen.</p>',
        `<h2>Personenbezogene Daten</h2><p>Wie wir mit Ihren Daten umgehen, steht in unserer Datenschutzerklärung.</p><h2>Anwendbares Recht</h2><p>Für diese Bedingungen gilt belgisches Recht; für Streitigkeiten sind ${agency.courts.de} zuständig, unbeschadet Ihrer Rechte als Verbraucher.</p>`,
      ].join('');
  }
}

/** The holiday homes' rental conditions in one language. */
function rentalConditionsBody(agency: AgencyFacts, lang: Locale): string {
  const n = agency.name;
  switch (lang) {
    case 'nl':
      return [
        `<p>Deze voorwaarden gelden voor de vakantiewoningen die ${n} in naam van de eigenaars verhuurt. Wie een reservatie aanvraagt, aanvaardt ze.</p>`,
        `<h2>Aanvraag en optie</h2><p>Een reservatieaanvraag op deze site zet de gekozen periode voorlopig onder optie. Die optie bindt u noch de eigenaar: de huur komt pas tot stand wanneer ${n} ze schriftelijk bevestigt en u het voorschot betaalt. Een optie die niet bevestigd wordt, vervalt en de periode wordt weer vrij.</p>`,
        '<h2>Prijs en betaling</h2><p>De huurprijs, de eindschoonmaak en het energieverbruik staan bij de gekozen periode. Een voorschot van 30 % is te betalen binnen 7 dagen na de bevestiging, het saldo uiterlijk 4 weken vóór de aankomst. De waarborg wordt afzonderlijk betaald en binnen 14 dagen na het verblijf terugbetaald, na aftrek van eventuele schade.</p>',
        '<h2>Annulering</h2><p>Annuleert u meer dan 8 weken vóór de aankomst, dan blijft het voorschot verschuldigd; daarna de volledige huurprijs, tenzij de woning opnieuw verhuurd wordt. Wij raden een annuleringsverzekering aan.</p>',
        '<h2>Verblijf</h2><ul><li>Aankomst vanaf 16 uur, vertrek vóór 10 uur, tenzij anders afgesproken.</li><li>Het aantal personen mag het maximum van de woning niet overschrijden.</li><li>Huisdieren enkel als de woning ze toelaat en zoals bij de aanvraag vermeld.</li><li>De huurder gebruikt de woning als een goede huisvader en meldt schade meteen.</li></ul>',
        `<h2>Vragen en geschillen</h2><p>Vragen over uw verblijf stelt u aan ${n}, ${agency.email}, ${agency.phone}. Op de huur is het Belgisch recht van toepassing; geschillen behoren tot ${agency.courts.nl}.</p>`,
      ].join('');
    case 'fr':
      return [
        `<p>Ces conditions s’appliquent aux locations de vacances qu’${n} loue au nom des propriétaires. Demander une réservation vaut acceptation de ces conditions.</p>`,
        `<h2>Demande et option</h2><p>Une demande de réservation sur ce site met la période choisie sous option provisoire. Cette option n’engage ni vous ni le propriétaire : la location n’est conclue que lorsqu’${n} la confirme par écrit et que vous payez l’acompte. Une option non confirmée expire et la période redevient libre.</p>`,
        '<h2>Prix et paiement</h2><p>Le loyer, le nettoyage final et la consommation d’énergie figurent avec la période choisie. Un acompte de 30 % est payable dans les 7 jours de la confirmation, le solde au plus tard 4 semaines avant l’arrivée. La garantie est payée à part et remboursée dans les 14 jours suivant le séjour, déduction faite des éventuels dégâts.</p>',
        '<h2>Annulation</h2><p>Si vous annulez plus de 8 semaines avant l’arrivée, l’acompte reste dû ; ensuite, la totalité du loyer, sauf si le logement est reloué. Nous vous conseillons une assurance annulation.</p>',
        '<h2>Séjour</h2><ul><li>Arrivée à partir de 16 h, départ avant 10 h, sauf accord contraire.</li><li>Le nombre de personnes ne peut dépasser le maximum du logement.</li><li>Animaux uniquement si le logement les accepte et comme indiqué dans la demande.</li><li>Le locataire use du logement en bon père de famille et signale tout dégât sans délai.</li></ul>',
        `<h2>Questions et litiges</h2><p>Pour toute question sur votre séjour, adressez-vous à ${n}, ${agency.email}, ${agency.phone}. La location est régie par le droit belge ; les litiges relèvent ${agency.courts.fr}.</p>`,
      ].join('');
    case 'en':
      return [
        `<p>These conditions apply to the holiday homes ${n} lets on behalf of their owners. Requesting a reservation means accepting them.</p>`,
        `<h2>Request and option</h2><p>A reservation request on this site puts the chosen period provisionally under option. The option binds neither you nor the owner: the letting is made only when ${n} confirms it in writing and you pay the advance. An option that is not confirmed lapses and the period becomes free again.</p>`,
        '<h2>Price and payment</h2><p>The rent, the final cleaning and the energy use are shown with the chosen period. An advance of 30% is due within 7 days of the confirmation, the balance at the latest 4 weeks before arrival. The deposit is paid separately and refunded within 14 days after the stay, less any damage.</p>',
        '<h2>Cancellation</h2><p>If you cancel more than 8 weeks before arrival, the advance remains due; after that the full rent, unless the home is let again. We recommend a cancellation insurance.</p>',
        '<h2>Your stay</h2><ul><li>Arrival from 4 pm, departure before 10 am, unless agreed otherwise.</li><li>The number of persons may not exceed the home’s maximum.</li><li>Pets only where the home accepts them and as stated in the request.</li><li>The tenant uses the home with due care and reports any damage at once.</li></ul>',
        `<h2>Questions and disputes</h2><p>Ask ${n} about your stay: ${agency.email}, ${agency.phone}. The letting is governed by Belgian law; disputes fall under ${agency.courts.en}.</p>`,
      ].join('');
    case 'de':
      return [
        `<p>Diese Bedingungen gelten für die Ferienunterkünfte, die ${n} im Namen der Eigentümer vermietet. Wer eine Reservierung anfragt, akzeptiert sie.</p>`,
        `<h2>Anfrage und Option</h2><p>Eine Reservierungsanfrage auf dieser Website stellt den gewählten Zeitraum vorläufig unter Option. Die Option bindet weder Sie noch den Eigentümer: Die Miete kommt erst zustande, wenn ${n} sie schriftlich bestätigt und Sie die Anzahlung leisten. Eine nicht bestätigte Option verfällt, und der Zeitraum ist wieder frei.</p>`,
        '<h2>Preis und Zahlung</h2><p>Miete, Endreinigung und Energieverbrauch stehen beim gewählten Zeitraum. Eine Anzahlung von 30 % ist binnen 7 Tagen nach der Bestätigung fällig, der Rest spätestens 4 Wochen vor der Anreise. Die Kaution wird gesondert gezahlt und binnen 14 Tagen nach dem Aufenthalt erstattet, abzüglich etwaiger Schäden.</p>',
        '<h2>Stornierung</h2><p>Stornieren Sie mehr als 8 Wochen vor der Anreise, bleibt die Anzahlung geschuldet; danach die volle Miete, es sei denn, die Unterkunft wird erneut vermietet. Wir empfehlen eine Reiserücktrittsversicherung.</p>',
        '<h2>Aufenthalt</h2><ul><li>Anreise ab 16 Uhr, Abreise vor 10 Uhr, sofern nicht anders vereinbart.</li><li>Die Zahl der Personen darf die Höchstbelegung der Unterkunft nicht überschreiten.</li><li>Haustiere nur, wenn die Unterkunft sie zulässt und wie in der Anfrage angegeben.</li><li>Der Mieter nutzt die Unterkunft sorgfältig und meldet Schäden sofort.</li></ul>',
        `<h2>Fragen und Streitigkeiten</h2><p>Fragen zu Ihrem Aufenthalt richten Sie an ${n}, ${agency.email}, ${agency.phone}. Für die Miete gilt belgisches Recht; für Streitigkeiten sind ${agency.courts.de} zuständig.</p>`,
      ].join('');
  }
}

/**
 * French typography: the space written before a colon, semicolon, question or exclamation mark
 * becomes a no-break space, so the mark never starts a line.
 */
export function frenchSpacing(text: string): string {
  return text.replace(/ ([:;?!])(?=\s|<|$)/g, '\u00a0$1');
}

const byLang = (text: (lang: Locale) => string): Names =>
  names(text('nl'), frenchSpacing(text('fr')), text('en'), text('de'));

/** The ids of the legal pages (the about-us page is 3). */
export const LEGAL_PAGE_IDS = { privacy: 1, terms: 2, rentalConditions: 4 } as const;

/**
 * The privacy statement, terms of use and rental conditions of `agency`, with the urls of the
 * shared route words (GET /pages/by-url/{url}).
 */
export function legalPages(agency: AgencyFacts): Record<keyof typeof LEGAL_PAGE_IDS, Page> {
  return {
    privacy: {
      id: LEGAL_PAGE_IDS.privacy,
      url: names(
        'privacyverklaring',
        'declaration-de-confidentialite',
        'privacy-statement',
        'datenschutzerklaerung',
      ),
      title: names(
        'Privacyverklaring',
        'Déclaration de confidentialité',
        'Privacy statement',
        'Datenschutzerklärung',
      ),
      body: byLang((lang) => privacyBody(agency, lang)),
    },
    terms: {
      id: LEGAL_PAGE_IDS.terms,
      url: names(
        'gebruiksvoorwaarden',
        'conditions-d-utilisation',
        'terms-of-use',
        'nutzungsbedingungen',
      ),
      title: names(
        'Gebruiksvoorwaarden',
        "Conditions d'utilisation",
        'Terms of use',
        'Nutzungsbedingungen',
      ),
      body: byLang((lang) => termsBody(agency, lang)),
    },
    rentalConditions: {
      id: LEGAL_PAGE_IDS.rentalConditions,
      url: names(
        'huurvoorwaarden',
        'conditions-de-location',
        'rental-conditions',
        'mietbedingungen',
      ),
      title: names(
        'Huurvoorwaarden vakantiewoningen',
        'Conditions de location des locations de vacances',
        'Rental conditions of the holiday homes',
        'Mietbedingungen der Ferienunterkünfte',
      ),
      body: byLang((lang) => rentalConditionsBody(agency, lang)),
    },
  };
}
