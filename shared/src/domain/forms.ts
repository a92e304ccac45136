/**
 * What the site's forms exchange with the API besides their own schemas (SPEC §7): the consent
 * texts and the answer of an accepted form. The live agenda's slots and appointments are the
 * API's contract (api/contract/agenda).
 */

/**
 * A consent text of the site (SPEC §7 GET /agreements?locale=), in the asked language: what a
 * form shows next to its consent checkbox. `key` names the form it belongs to
 * ('contact', 'keep-me-informed'); `version` changes whenever the text does, and a form sends
 * back the version the visitor agreed to (the proof of consent keeps it).
 */
export interface Agreement {
  id: number;
  key: string;
  version: string;
  title: string;
  body: string;
  required: boolean;
}

/** The answer of an accepted form (contact, send-to-a-friend, subscribe). */
export interface FormAnswer {
  received: boolean;
}
