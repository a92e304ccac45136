/**
 * Grows the demo data set for load tests: copies of the standalone demo estates under new ids,
 * with jittered prices, dates and positions, deterministic like the demo data itself.
 */
import type { Estate } from '../contract/domain';
import { demoPictures, DEMO_REFERENCE_DATE, estateReference } from './estates';
import { createRandom } from './prng';

/**
 * Copies of the standalone estates (not projects, not units), cycling through them.
 * @param count how many copies to make
 * @param firstId the numeric id of the first copy (default 100001); ids increase by one
 * @returns `count` new estates; the originals are not changed
 */
export function replicateEstates(
  estates: readonly Estate[],
  count: number,
  firstId = 100_001,
): Estate[] {
  const sources = estates.filter((e) => e.general.parentId === null && !e.general.project);
  if (sources.length === 0 || count <= 0) return [];
  const random = createRandom('immo-zonneveld-replicas-v1');
  const reference = Date.parse(DEMO_REFERENCE_DATE);
  const out: Estate[] = [];
  for (let i = 0; i < count; i++) {
    const source = sources[i % sources.length] as Estate;
    const copy = structuredClone(source);
    const id = String(firstId + i);
    copy.id = id;
    copy.general.id = id;
    copy.general.reference = estateReference(id);
    copy.general.guid = null;
    copy.collections = [];
    copy.general.publicationDate = new Date(
      reference - random.int(0, 729 * 86_400) * 1000,
    ).toISOString();
    const price = copy.general.price;
    if (price.value !== null) {
      const step = price.period ? 5 : 1_000;
      price.value = Math.max(
        step,
        Math.round((price.value * random.float(0.9, 1.1)) / step) * step,
      );
    }
    const geo = copy.general.address.geoLocation;
    if (geo) {
      geo.lat = Number((geo.lat + random.float(-0.01, 0.01)).toFixed(6));
      geo.lon = Number((geo.lon + random.float(-0.015, 0.015)).toFixed(6));
    }
    copy.pictures = demoPictures(random, id, copy.pictures.length);
    // Documents and tours name the estate in their paths (demo/documents.ts).
    for (const file of copy.files) file.link = file.link.replace(`/${source.id}/`, `/${id}/`);
    for (const video of copy.videos) video.link = video.link.replace(`/${source.id}.`, `/${id}.`);
    out.push(copy);
  }
  return out;
}
