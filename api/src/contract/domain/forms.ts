/**
 * What every form of the site reads besides its own schema (SPEC §7): the consent texts. The
 * answers of the form and appointment endpoints are the API's (`api/contract`).
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
