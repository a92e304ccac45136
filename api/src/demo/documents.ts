/**
 * Documents, videos and virtual tours of the demo estates (SPEC §3 files, videos and virtual
 * visits). They are drawn from PRNG streams of their own, seeded by the estate id
 * (`immo-zonneveld-documents-v1:{id}`), so adding them shifts none of the estates' other values.
 *
 * Links point at the API's own generated assets (routes/assets.ts):
 * - files: `/assets/files/{estateId}/{plan|epc|brochure}.pdf` (one-page PDFs), and for some houses
 *   and apartments floor plans as images, `/assets/files/{estateId}/floorplan-{1|2}.svg` (type
 *   PLAN, one per floor: their own stream `immo-zonneveld-floorplans-v1:{id}`);
 * - videos typeId 1: `/assets/videos/{estateId}.html`; typeId 2 (main virtual tour):
 *   `/assets/tours/{estateId}.html` (small HTML pages in four languages).
 */
import type { LocalizedText } from 'shared/domain';
import type { Estate, EstateFile } from '../contract/domain';
import { DOCUMENT_KINDS, type DocumentKind } from '../assets/documents';
import { createRandom } from './prng';

/** The seed prefix of the documents' PRNG stream. */
export const DOCUMENTS_SEED = 'immo-zonneveld-documents-v1';

/** Share of estates with files. */
const FILES_SHARE = 0.6;

const COMMENTS: Record<DocumentKind, LocalizedText> = {
  PLAN: { nl: 'Grondplan', fr: 'Plan', en: 'Floor plan', de: 'Grundriss' },
  EPC: {
    nl: 'Energieprestatiecertificaat',
    fr: 'Certificat PEB',
    en: 'Energy performance certificate',
    de: 'Energieausweis',
  },
  BROCHURE: { nl: 'Brochure', fr: 'Brochure', en: 'Brochure', de: 'Broschüre' },
};

/** Share of houses and apartments with floor plans drawn as images. */
const FLOOR_PLANS_SHARE = 0.3;

/** The floor plans' comments: the floor they show, by floor number (1 ground, 2 first). */
const FLOOR_PLAN_COMMENTS: Record<1 | 2, LocalizedText> = {
  1: {
    nl: 'Grondplan gelijkvloers',
    fr: 'Plan du rez-de-chaussée',
    en: 'Floor plan, ground floor',
    de: 'Grundriss Erdgeschoss',
  },
  2: {
    nl: 'Grondplan eerste verdieping',
    fr: 'Plan du premier étage',
    en: 'Floor plan, first floor',
    de: 'Grundriss Obergeschoss',
  },
};

/**
 * The floor plans (images) of one estate: none for plots, garages, projects and most estates;
 * a house has the ground and first floor, an apartment its one floor.
 */
function floorPlans(estate: Estate): EstateFile[] {
  const headTypeId = estate.general.headType.id;
  if (headTypeId !== 1 && headTypeId !== 2) return [];
  const random = createRandom(`immo-zonneveld-floorplans-v1:${estate.id}`);
  if (!random.chance(FLOOR_PLANS_SHARE)) return [];
  const floors: (1 | 2)[] = headTypeId === 1 ? [1, 2] : [1];
  return floors.map((floor) => ({
    type: 'PLAN',
    link: `/assets/files/${estate.id}/floorplan-${floor}.svg`,
    comment: { ...FLOOR_PLAN_COMMENTS[floor] },
  }));
}

/** The link of a demo document. */
export function documentLink(estateId: string, kind: DocumentKind): string {
  return `/assets/files/${estateId}/${DOCUMENT_KINDS[kind].name}.pdf`;
}

/** The link of an estate's virtual tour (videos typeId 2). */
export function tourLink(estateId: string): string {
  return `/assets/tours/${estateId}.html`;
}

/** The link of an estate's video (videos typeId 1). */
export function videoLink(estateId: string): string {
  return `/assets/videos/${estateId}.html`;
}

/**
 * The files of one estate: none for ~40% of estates, else one to three of PLAN, EPC (not for
 * plots and garages) and BROCHURE, each with a comment per language.
 */
function estateFiles(estate: Estate, random: ReturnType<typeof createRandom>): EstateFile[] {
  if (!random.chance(FILES_SHARE)) return [];
  const headTypeId = estate.general.headType.id;
  const kinds: DocumentKind[] =
    headTypeId === 3 || headTypeId === 7 ? ['PLAN', 'BROCHURE'] : ['PLAN', 'EPC', 'BROCHURE'];
  const count = random.int(1, kinds.length);
  return random
    .shuffle(kinds)
    .slice(0, count)
    .sort((a, b) => kinds.indexOf(a) - kinds.indexOf(b))
    .map((kind) => ({
      type: kind,
      link: documentLink(estate.id, kind),
      comment: { ...COMMENTS[kind] },
    }));
}

/**
 * Adds files to ~60% of the estates and videos or virtual tours to some more (in place). Estates
 * that already have a video or tour keep it; a new one is added only when its type is missing.
 * @param estates the demo estates, changed in place
 */
export function addDemoDocuments(estates: Estate[]): void {
  for (const estate of estates) {
    const random = createRandom(`${DOCUMENTS_SEED}:${estate.id}`);
    estate.files = [...estateFiles(estate, random), ...floorPlans(estate)];
    const hasTour = estate.videos.some((v) => v.typeId === 2);
    const hasVideo = estate.videos.some((v) => v.typeId === 1);
    if (random.chance(0.08) && !hasTour) {
      estate.videos.push({ typeId: 2, link: tourLink(estate.id) });
    }
    if (random.chance(0.06) && !hasVideo) {
      estate.videos.push({ typeId: 1, link: videoLink(estate.id) });
    }
  }
}
