import { CAR_IMAGE_PATHS, carImagePath } from '../../server/src/domain/car-images';
import { todayIso, isCalendarDate } from '../../server/src/domain/calendar';
import { COUNTRY_CODES, countryNameSk } from '../../server/src/domain/countries';

describe('car images', () => {
  it('one fixed path per model; Model Y by colour', () => {
    expect(carImagePath('Model 3', 'Solid Black')).toBe('/images/cars/model-3.svg');
    expect(carImagePath('Model S', null)).toBe('/images/cars/model-s.svg');
    expect(carImagePath('Roadster First Gen', null)).toBe('/images/cars/roadster-first-gen.svg');
    expect(carImagePath('Model Y', 'Pearl White Multi-Coat')).toBe('/images/cars/model-y-pearl-white-multi-coat.svg');
    expect(carImagePath('Model Y', 'Midnight Silver Metallic')).toBe(
      '/images/cars/model-y-midnight-silver-metallic.svg',
    );
    expect(carImagePath('Model Y', null)).toBe('/images/cars/model-y.svg');
  });

  it('lists every path it can return, each distinct', () => {
    expect(CAR_IMAGE_PATHS).toHaveLength(9 + 26);
    expect(new Set(CAR_IMAGE_PATHS).size).toBe(CAR_IMAGE_PATHS.length);
    for (const p of CAR_IMAGE_PATHS) expect(p).toMatch(/^\/images\/cars\/[a-z0-9]+(-[a-z0-9]+)*\.svg$/);
  });
});

describe('calendar and countries', () => {
  it('today is the date in Slovakia', () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Bratislava (UTC+1 in winter).
    expect(todayIso(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
    expect(todayIso(new Date('2025-07-01T12:00:00Z'))).toBe('2025-07-01');
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2023-2-01')).toBe(false);
  });

  it('names every ISO 3166-1 alpha-2 country in Slovak', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(countryNameSk('SK')).toBe('Slovensko');
    expect(countryNameSk('cz')).toBe('Česko');
    expect(countryNameSk('AT')).toBe('Rakúsko');
    expect(countryNameSk('XX')).toBeNull();
    expect(countryNameSk(null)).toBeNull();
  });
});
