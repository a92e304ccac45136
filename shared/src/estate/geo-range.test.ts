import { formatGeoRange, MAX_GEO_RANGE_KM, parseGeoRange } from './geo-range';

describe('geo_range (SPEC §5)', () => {
  it.each([
    ['10km;51.0543;3.7174', { km: 10, lat: 51.0543, lon: 3.7174 }],
    ['2.5km;-33.92;+18.42', { km: 2.5, lat: -33.92, lon: 18.42 }],
    ['5km;50;4', { km: 5, lat: 50, lon: 4 }],
    ['0.5km;-33.9;+151.2', { km: 0.5, lat: -33.9, lon: 151.2 }],
    ['3km;.5;-.25', { km: 3, lat: 0.5, lon: -0.25 }],
    [' 10km;51.05;3.72 ', { km: 10, lat: 51.05, lon: 3.72 }],
    ['500km;90;-180', { km: 500, lat: 90, lon: -180 }],
  ])('reads %p', (value, circle) => {
    expect(parseGeoRange(value)).toEqual(circle);
  });

  it.each([
    '10;51;3',
    '10 km;51;3',
    '10mi;51;3',
    'km;51;3',
    '10km;51',
    '10km;51;3;4',
    '10km;abc;3',
    '10km;north',
    'near Gent',
    '0km;51;3',
    '-5km;51;3',
    '500.1km;51;3',
    '10km;91;3',
    '10km;51;181',
    '10km;95;3.71',
    '',
  ])('ignores %p', (value) => {
    expect(parseGeoRange(value)).toBeNull();
  });

  it('ignores values that are not text', () => {
    expect(parseGeoRange(10)).toBeNull();
    expect(parseGeoRange(undefined)).toBeNull();
    expect(parseGeoRange(null)).toBeNull();
    expect(parseGeoRange({ km: 1, lat: 0, lon: 0 })).toBeNull();
  });

  it('writes a circle with the radius rounded up to 0.1 km and the centre to 5 decimals', () => {
    expect(formatGeoRange({ km: 12.34, lat: 51.0512345, lon: 3.7212345 })).toBe(
      '12.4km;51.05123;3.72123',
    );
    expect(formatGeoRange({ km: 0.01, lat: 50, lon: 4 })).toBe('0.1km;50;4');
  });

  it('keeps a written radius within the limit, so that what it writes is read back', () => {
    const written = formatGeoRange({ km: 2000, lat: 50.8, lon: 4.35 });
    expect(written).toBe(`${MAX_GEO_RANGE_KM}km;50.8;4.35`);
    expect(parseGeoRange(written)).toEqual({ km: MAX_GEO_RANGE_KM, lat: 50.8, lon: 4.35 });
  });
});
