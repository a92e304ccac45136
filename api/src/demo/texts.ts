/**
 * Sentence builders for the demo estates' titles and descriptions in the four site languages.
 * Each returns a `Names` record (nl, fr, en, de). Numbers are written as digits, areas in m²,
 * EPC values in kWh/m² per year.
 */
import type { Locale } from 'shared/domain';
import type { Names } from '../reference/locales';

/** Applies one template per language. */
function each(build: (lang: Locale) => string): Names {
  return { nl: build('nl'), fr: build('fr'), en: build('en'), de: build('de') };
}

/** French "de" before a name: d' before a vowel or mute h. */
function deFr(name: string): string {
  return /^[aeiouyéèêh]/i.test(name) ? `d'${name}` : `de ${name}`;
}

/** Features a title can name. */
export type TitleFeature = 'garden' | 'terrace' | 'garage' | 'view' | 'seaView' | 'bedrooms';

const FEATURE_WORDS: Record<Exclude<TitleFeature, 'bedrooms'>, Names> = {
  garden: { nl: 'tuin', fr: 'jardin', en: 'garden', de: 'Garten' },
  terrace: { nl: 'terras', fr: 'terrasse', en: 'terrace', de: 'Terrasse' },
  garage: { nl: 'garage', fr: 'garage', en: 'garage', de: 'Garage' },
  view: { nl: 'open zicht', fr: 'vue dégagée', en: 'open views', de: 'Weitblick' },
  seaView: { nl: 'zeezicht', fr: 'vue sur mer', en: 'sea view', de: 'Meerblick' },
};

/**
 * A residential title: "{subtype} met {feature} in {city}" and its translations.
 * @param bedrooms used when the feature is 'bedrooms'
 */
export function residentialTitle(
  subType: Names,
  city: Names,
  feature: TitleFeature | null,
  bedrooms: number,
): Names {
  return each((lang) => {
    const sub = subType[lang];
    const c = city[lang];
    if (feature === null)
      return {
        nl: `${sub} in ${c}`,
        fr: `${sub} à ${c}`,
        en: `${sub} in ${c}`,
        de: `${sub} in ${c}`,
      }[lang];
    const word =
      feature === 'bedrooms'
        ? {
            nl: `${bedrooms} slaapkamers`,
            fr: `${bedrooms} chambres`,
            en: `${bedrooms} bedrooms`,
            de: `${bedrooms} Schlafzimmern`,
          }[lang]
        : FEATURE_WORDS[feature][lang];
    return {
      nl: `${sub} met ${word} in ${c}`,
      fr: `${sub} avec ${word} à ${c}`,
      en: `${sub} with ${word} in ${c}`,
      de: `${sub} mit ${word} in ${c}`,
    }[lang];
  });
}

/** A title naming a surface: "{subtype} van 850 m² in {city}". @param area in m² */
export function areaTitle(subType: Names, city: Names, area: number): Names {
  return each((lang) => {
    const sub = subType[lang];
    const c = city[lang];
    return {
      nl: `${sub} van ${area} m² in ${c}`,
      fr: `${sub} de ${area} m² à ${c}`,
      en: `${sub} of ${area} m² in ${c}`,
      de: `${sub} mit ${area} m² in ${c}`,
    }[lang];
  });
}

/** The opening sentence about the location; `variant` 0..4 (4 is for the coast). */
export function locationSentence(city: Names, variant: number): Names {
  return each((lang) => {
    const c = city[lang];
    const sentences: Names[] = [
      {
        nl: `Dit pand ligt rustig in ${c}.`,
        fr: `Ce bien est situé dans un quartier calme ${deFr(c)}.`,
        en: `This property is in a quiet neighbourhood of ${c}.`,
        de: `Diese Immobilie liegt in einem ruhigen Viertel von ${c}.`,
      },
      {
        nl: `Dit pand ligt vlak bij het centrum van ${c}.`,
        fr: `Ce bien se trouve à deux pas du centre ${deFr(c)}.`,
        en: `This property is a stone's throw from the centre of ${c}.`,
        de: `Diese Immobilie liegt nur wenige Schritte vom Zentrum von ${c} entfernt.`,
      },
      {
        nl: `Dit pand ligt op wandelafstand van het station van ${c}.`,
        fr: `Ce bien est situé à quelques minutes à pied de la gare ${deFr(c)}.`,
        en: `This property is within walking distance of ${c} station.`,
        de: `Diese Immobilie liegt in Gehweite zum Bahnhof von ${c}.`,
      },
      {
        nl: `Dit pand ligt in een groene omgeving in ${c}.`,
        fr: `Ce bien est niché dans un cadre verdoyant à ${c}.`,
        en: `This property sits in green surroundings in ${c}.`,
        de: `Diese Immobilie liegt im Grünen in ${c}.`,
      },
      {
        nl: `Dit pand ligt op enkele stappen van het strand in ${c}.`,
        fr: `Ce bien se trouve à quelques pas de la plage à ${c}.`,
        en: `This property is a few steps from the beach in ${c}.`,
        de: `Diese Immobilie liegt nur wenige Schritte vom Strand in ${c} entfernt.`,
      },
    ];
    return (sentences[variant] ?? (sentences[0] as Names))[lang];
  });
}

/** "There are 3 bedrooms and 2 bathrooms." */
export function roomsSentence(bedrooms: number, bathrooms: number): Names {
  const b1 = bedrooms === 1;
  const ba1 = bathrooms === 1;
  return {
    nl: `Er ${b1 ? 'is' : 'zijn'} ${bedrooms} ${b1 ? 'slaapkamer' : 'slaapkamers'} en ${bathrooms} ${ba1 ? 'badkamer' : 'badkamers'}.`,
    fr: `Il compte ${bedrooms} ${b1 ? 'chambre' : 'chambres'} et ${bathrooms} ${ba1 ? 'salle de bains' : 'salles de bains'}.`,
    en: `There ${b1 ? 'is' : 'are'} ${bedrooms} ${b1 ? 'bedroom' : 'bedrooms'} and ${bathrooms} ${ba1 ? 'bathroom' : 'bathrooms'}.`,
    de: `Die Immobilie verfügt über ${bedrooms} Schlafzimmer und ${bathrooms} Badezimmer.`,
  };
}

/**
 * The surface sentence. @param kind 'living' (dwellings), 'floor' (business premises) or 'plot'
 * @param area built or plot area in m²; @param ground plot area in m², or null
 */
export function areaSentence(
  kind: 'living' | 'floor' | 'plot',
  area: number,
  ground: number | null,
): Names {
  if (kind === 'plot') {
    return {
      nl: `Het perceel is ${area} m² groot.`,
      fr: `La parcelle fait ${area} m².`,
      en: `The plot measures ${area} m².`,
      de: `Das Grundstück ist ${area} m² groß.`,
    };
  }
  const g = ground !== null && ground > 0;
  if (kind === 'floor') {
    return {
      nl: `De oppervlakte bedraagt ${area} m².`,
      fr: `La superficie est de ${area} m².`,
      en: `The floor area is ${area} m².`,
      de: `Die Fläche beträgt ${area} m².`,
    };
  }
  return {
    nl: `De bewoonbare oppervlakte bedraagt ${area} m²${g ? `, op een perceel van ${ground} m²` : ''}.`,
    fr: `La surface habitable est de ${area} m²${g ? `, sur un terrain de ${ground} m²` : ''}.`,
    en: `The living area is ${area} m²${g ? `, on a plot of ${ground} m²` : ''}.`,
    de: `Die Wohnfläche beträgt ${area} m²${g ? `, auf einem Grundstück von ${ground} m²` : ''}.`,
  };
}

const CONDITION_SENTENCES: Record<string, Names> = {
  NEW: {
    nl: 'Het is een nieuwbouw met een hedendaagse afwerking.',
    fr: "Il s'agit d'une construction neuve aux finitions contemporaines.",
    en: 'It is a new build with a contemporary finish.',
    de: 'Es handelt sich um einen Neubau mit zeitgemäßer Ausstattung.',
  },
  RENEWED: {
    nl: 'Het pand werd recent volledig gerenoveerd.',
    fr: 'Le bien a été entièrement rénové récemment.',
    en: 'The property was recently fully renovated.',
    de: 'Die Immobilie wurde kürzlich vollständig renoviert.',
  },
  EXCELLENT_CONDITION: {
    nl: 'Het pand verkeert in uitstekende staat.',
    fr: 'Le bien est en excellent état.',
    en: 'The property is in excellent condition.',
    de: 'Die Immobilie ist in ausgezeichnetem Zustand.',
  },
  GOOD_CONDITION: {
    nl: 'Het pand is goed onderhouden.',
    fr: 'Le bien est bien entretenu.',
    en: 'The property has been well maintained.',
    de: 'Die Immobilie ist gut gepflegt.',
  },
  TO_FRESHEN_UP: {
    nl: 'Met enkele opfrissingswerken maakt u er uw droomthuis van.',
    fr: 'Quelques rafraîchissements en feront la maison de vos rêves.',
    en: 'A little freshening up will make it your dream home.',
    de: 'Mit etwas Auffrischung wird es Ihr Traumzuhause.',
  },
  TO_RENOVATE: {
    nl: 'Het pand is te renoveren en biedt veel mogelijkheden.',
    fr: 'Le bien est à rénover et offre de nombreuses possibilités.',
    en: 'The property needs renovating and offers plenty of potential.',
    de: 'Die Immobilie ist renovierungsbedürftig und bietet viele Möglichkeiten.',
  },
};

/** The sentence of a condition code (SPEC §3 condition enumeration). */
export function conditionSentence(condition: string): Names {
  return CONDITION_SENTENCES[condition] ?? (CONDITION_SENTENCES.GOOD_CONDITION as Names);
}

const DIRECTIONS: Record<string, Names> = {
  N: { nl: 'noorden', fr: 'nord', en: 'north', de: 'Norden' },
  NE: { nl: 'noordoosten', fr: 'nord-est', en: 'north-east', de: 'Nordosten' },
  E: { nl: 'oosten', fr: 'est', en: 'east', de: 'Osten' },
  SE: { nl: 'zuidoosten', fr: 'sud-est', en: 'south-east', de: 'Südosten' },
  S: { nl: 'zuiden', fr: 'sud', en: 'south', de: 'Süden' },
  SW: { nl: 'zuidwesten', fr: 'sud-ouest', en: 'south-west', de: 'Südwesten' },
  W: { nl: 'westen', fr: 'ouest', en: 'west', de: 'Westen' },
  NW: { nl: 'noordwesten', fr: 'nord-ouest', en: 'north-west', de: 'Nordwesten' },
};

/** "The garden faces south." @param direction an orientation code N, NE... NW */
export function gardenSentence(direction: string): Names {
  const d = DIRECTIONS[direction] ?? (DIRECTIONS.S as Names);
  return {
    nl: `De tuin ligt op het ${d.nl}.`,
    fr: `Le jardin est orienté ${d.fr}.`,
    en: `The garden faces ${d.en}.`,
    de: `Der Garten ist nach ${d.de} ausgerichtet.`,
  };
}

/** Sentences about a terrace and a garage. */
export const EXTRA_SENTENCES: Record<'terrace' | 'garage' | 'takeOver' | 'visit', Names> = {
  terrace: {
    nl: 'Een terras biedt extra leefruimte buiten.',
    fr: 'Une terrasse offre un espace de vie extérieur.',
    en: 'A terrace adds outdoor living space.',
    de: 'Eine Terrasse bietet zusätzlichen Wohnraum im Freien.',
  },
  garage: {
    nl: 'Een garage is inbegrepen.',
    fr: 'Un garage est compris.',
    en: 'A garage is included.',
    de: 'Eine Garage ist inbegriffen.',
  },
  takeOver: {
    nl: 'De handelszaak wordt overgenomen inclusief inrichting en cliënteel.',
    fr: 'Le commerce est remis avec aménagement et clientèle.',
    en: 'The business is offered for take-over including fittings and clientele.',
    de: 'Das Geschäft wird einschließlich Einrichtung und Kundenstamm übergeben.',
  },
  visit: {
    nl: 'Neem contact op met ons kantoor voor een bezoek.',
    fr: 'Contactez notre agence pour organiser une visite.',
    en: 'Contact our office to arrange a viewing.',
    de: 'Kontaktieren Sie unser Büro für eine Besichtigung.',
  },
};

/** Display text of an EPC label code: 'A_plus' gives 'A+', 'A_plus_plus' 'A++', 'C' 'C'. */
export function labelText(label: string): string {
  return label.replaceAll('_plus', '+');
}

/** "EPC: 245 kWh/m² per year (label C)." @param value kWh/m²/year */
export function energySentence(value: number, label: string): Names {
  const l = labelText(label);
  return {
    nl: `EPC: ${value} kWh/m² per jaar (label ${l}).`,
    fr: `PEB : ${value} kWh/m² par an (label ${l}).`,
    en: `EPC: ${value} kWh/m² per year (label ${l}).`,
    de: `Energieausweis: ${value} kWh/m² pro Jahr (Klasse ${l}).`,
  };
}

/** "Available from 01/03/2027." @param date ISO date (yyyy-mm-dd) */
export function availableSentence(date: string): Names {
  const [y, m, d] = date.split('-');
  const shown = `${d}/${m}/${y}`;
  return {
    nl: `Beschikbaar vanaf ${shown}.`,
    fr: `Disponible à partir du ${shown}.`,
    en: `Available from ${shown}.`,
    de: `Verfügbar ab ${shown}.`,
  };
}

/** Project kinds per project subtype id, used inside sentences. */
const PROJECT_KINDS: Record<number, Names> = {
  901: { nl: 'nieuwbouwproject', fr: 'projet neuf', en: 'new-build project', de: 'Neubauprojekt' },
  902: {
    nl: 'renovatieproject',
    fr: 'projet de rénovation',
    en: 'renovation project',
    de: 'Sanierungsprojekt',
  },
  903: {
    nl: 'gemengd project',
    fr: 'projet mixte',
    en: 'mixed-use project',
    de: 'gemischt genutztes Projekt',
  },
};

/** The title of a project, e.g. "Residentie Zonnehof". */
export function projectTitle(name: string): Names {
  return {
    nl: `Residentie ${name}`,
    fr: `Résidence ${name}`,
    en: `${name} Residence`,
    de: `Residenz ${name}`,
  };
}

/** The opening sentence of a project. @param units number of units; @param year completion year */
export function projectSentences(
  title: Names,
  subTypeId: number,
  units: number,
  city: Names,
  architect: string,
  year: number,
): Names {
  const kind = PROJECT_KINDS[subTypeId] ?? (PROJECT_KINDS[901] as Names);
  return {
    nl: `${title.nl} is een ${kind.nl} met ${units} eenheden in ${city.nl}, ontworpen door ${architect}. De oplevering is voorzien in ${year}.`,
    fr: `${title.fr} est un ${kind.fr} de ${units} unités à ${city.fr}, conçu par ${architect}. La livraison est prévue en ${year}.`,
    en: `${title.en} is a ${kind.en} of ${units} units in ${city.en}, designed by ${architect}. Completion is planned for ${year}.`,
    de: `${title.de} ist ein ${kind.de} mit ${units} Einheiten in ${city.de}, entworfen von ${architect}. Die Fertigstellung ist für ${year} geplant.`,
  };
}

/** Where a unit is: "op de 2e verdieping", "au 2e étage", "on the 2nd floor", "im 2. Obergeschoss". */
function floorText(floor: number): Names {
  if (floor === 0) {
    return {
      nl: 'op het gelijkvloers',
      fr: 'au rez-de-chaussée',
      en: 'on the ground floor',
      de: 'im Erdgeschoss',
    };
  }
  const suffix =
    floor % 10 === 1 && floor !== 11
      ? 'st'
      : floor % 10 === 2 && floor !== 12
        ? 'nd'
        : floor % 10 === 3 && floor !== 13
          ? 'rd'
          : 'th';
  return {
    nl: `op de ${floor}e verdieping`,
    fr: `au ${floor === 1 ? '1er' : `${floor}e`} étage`,
    en: `on the ${floor}${suffix} floor`,
    de: `im ${floor}. Obergeschoss`,
  };
}

/** The title of a project unit, e.g. "Appartement A.2.1 – Residentie Zonnehof". */
export function unitTitle(subType: Names, entityNumber: string, projectTitleText: Names): Names {
  return each((lang) => `${subType[lang]} ${entityNumber} – ${projectTitleText[lang]}`);
}

/** The opening sentence of a unit: "{Subtype} A.2.1 op de 2e verdieping van Residentie X." */
export function unitSentence(
  subType: Names,
  entityNumber: string,
  floor: number,
  projectTitleText: Names,
): Names {
  const f = floorText(floor);
  return {
    nl: `${subType.nl} ${entityNumber} ${f.nl} van ${projectTitleText.nl}.`,
    fr: `${subType.fr} ${entityNumber} ${f.fr}, ${projectTitleText.fr}.`,
    en: `${subType.en} ${entityNumber} ${f.en} of ${projectTitleText.en}.`,
    de: `${subType.de} ${entityNumber} ${f.de}, ${projectTitleText.de}.`,
  };
}

/**
 * Joins sentences per language with spaces.
 * @param parts sentences, each in four languages
 */
export function joinSentences(parts: readonly Names[]): Names {
  return each((lang) => parts.map((p) => p[lang]).join(' '));
}
