import { boundingBox, haversineKm } from './geo';
import { effectiveSort } from './order';

describe('distance and bounding box', () => {
  it('measures great-circle distances in km', () => {
    // Gent to Brussels: about 50 km.
    expect(haversineKm(51.0543, 3.7174, 50.8467, 4.3525)).toBeGreaterThan(48);
    expect(haversineKm(51.0543, 3.7174, 50.8467, 4.3525)).toBeLessThan(52);
    expect(haversineKm(50, 4, 50, 4)).toBe(0);
  });

  it('holds every point of the circle inside the box', () => {
    const range = { km: 25, lat: 50.85, lon: 4.35 };
    const box = boundingBox(range);
    for (let bearing = 0; bearing < 360; bearing += 15) {
      // Walk ~25 km in each direction (small-distance approximation, shrunk to stay inside the circle).
      const rad = (bearing * Math.PI) / 180;
      const dLat = ((range.km * 0.999) / 111.195) * Math.cos(rad);
      const dLon =
        ((range.km * 0.999) / (111.195 * Math.cos((range.lat * Math.PI) / 180))) * Math.sin(rad);
      const lat = range.lat + dLat;
      const lon = range.lon + dLon;
      if (haversineKm(range.lat, range.lon, lat, lon) > range.km) continue;
      expect(lat).toBeGreaterThanOrEqual(box.minLat);
      expect(lat).toBeLessThanOrEqual(box.maxLat);
      expect(lon).toBeGreaterThanOrEqual(box.minLon as number);
      expect(lon).toBeLessThanOrEqual(box.maxLon as number);
    }
  });

  it('drops the longitude bounds near the poles and across the antimeridian', () => {
    expect(boundingBox({ km: 100, lat: 89.9, lon: 0 }).minLon).toBeNull();
    expect(boundingBox({ km: 100, lat: 0, lon: 179.9 }).maxLon).toBeNull();
  });
});

describe('effectiveSort', () => {
  it('defaults to publication date descending', () => {
    expect(effectiveSort(undefined, undefined)).toEqual([
      { field: 'children.general.publicationDate', order: 'DESC' },
    ]);
  });

  it('puts the grouping field first, once', () => {
    expect(
      effectiveSort([{ field: 'children.general.price.value', order: 'ASC' }], 'CITY'),
    ).toEqual([
      { field: 'children.general.address.city.name', order: 'ASC' },
      { field: 'children.general.price.value', order: 'ASC' },
    ]);
    expect(
      effectiveSort(
        [
          { field: 'children.general.headType.id', order: 'DESC' },
          { field: 'children.general.price.value', order: 'ASC' },
        ],
        'TYPE',
      ),
    ).toEqual([
      { field: 'children.general.headType.id', order: 'DESC' },
      { field: 'children.general.price.value', order: 'ASC' },
    ]);
  });
});
