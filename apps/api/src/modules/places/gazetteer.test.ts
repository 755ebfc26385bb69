import { describe, expect, it } from 'vitest';
import { cityReader, createGazetteer, type GazetteerRecord, normaliseName } from './gazetteer';

const record = (over: Partial<GazetteerRecord> & Pick<GazetteerRecord, 'geonameId' | 'name'>): GazetteerRecord => ({
  asciiName: over.name,
  alternates: [],
  lat: 0,
  lng: 0,
  countryCode: 'PT',
  admin1Code: '17',
  featureCode: 'PPL',
  population: 1_000,
  timeZone: 'Europe/Lisbon',
  ...over,
});

const RECORDS = [
  record({ geonameId: 1, name: 'Porto', population: 249_633, alternates: ['Oporto', 'بورتو'], lat: 41.15, lng: -8.61 }),
  record({ geonameId: 2, name: 'Porto', countryCode: 'BR', admin1Code: '20', population: 6_535 }),
  // Bordeaux is also "porto" in GeoNames: a larger place named so only by a (lower-case) variant.
  record({
    geonameId: 3,
    name: 'Bordeaux',
    countryCode: 'FR',
    admin1Code: '75',
    population: 260_958,
    alternates: ['porto'],
  }),
  record({ geonameId: 4, name: 'Porto Alegre', countryCode: 'BR', admin1Code: '23', population: 1_488_252 }),
  record({ geonameId: 5, name: 'São Paulo', asciiName: 'Sao Paulo', countryCode: 'BR', population: 12_400_232 }),
  record({ geonameId: 6, name: 'München', asciiName: 'Muenchen', countryCode: 'DE', alternates: ['Munich', 'ميونخ'] }),
  record({ geonameId: 7, name: 'York', countryCode: 'US', population: 7_864, alternates: ['New York'] }),
  record({ geonameId: 8, name: 'New York City', countryCode: 'US', population: 8_804_190, alternates: ['New York'] }),
];
const REGIONS = new Map([
  ['PT.17', 'Porto'],
  ['BR.20', 'Piauí'],
]);

describe('normaliseName', () => {
  it('folds case, accents, apostrophes, hyphens and Arabic letter forms', () => {
    expect(normaliseName('  São-Paulo ')).toBe('sao paulo');
    expect(normaliseName('ŁÓDŹ')).toBe('lodz');
    expect(normaliseName("L'Aquila")).toBe('laquila');
    expect(normaliseName('Straße')).toBe('strasse');
    expect(normaliseName('أَبو ظبي')).toBe(normaliseName('ابو ظبي'));
  });
});

describe('createGazetteer', () => {
  it('ranks a place’s own name typed whole first, then by population', async () => {
    const g = await createGazetteer(RECORDS, REGIONS);
    expect(g.size).toBe(RECORDS.length);
    expect(g.search('porto', 10).map((m) => m.place.geonameId)).toEqual([1, 2, 3, 4]);
    expect(g.search('por', 2).map((m) => m.place.geonameId)).toEqual([4, 3]);
    // A large place named so by another name comes before a small one.
    expect(g.search('new york', 5).map((m) => m.place.geonameId)).toEqual([8, 7]);
  });

  it('matches any name, without accents, and says which one matched', async () => {
    const g = await createGazetteer(RECORDS, REGIONS);
    expect(g.search('sao paulo', 1)[0]?.label).toBe('São Paulo');
    expect(g.search('MUNICH', 1)[0]).toMatchObject({
      label: 'Munich',
      place: { name: 'München', arabicName: 'ميونخ' },
    });
    expect(g.search('بورتو', 1)[0]?.place.geonameId).toBe(1);
    // A lower-case variant is not a name to show.
    expect(g.search('porto', 3)[2]).toMatchObject({ label: 'Bordeaux' });
    expect(g.search('p', 5)).toEqual([]);
    expect(g.search('zz', 5)).toEqual([]);
    expect(g.search('porto', 1)[0]?.place).toMatchObject({ region: 'Porto', timeZone: 'Europe/Lisbon' });
  });

  it('brings a country’s largest places for its name in any of our languages', async () => {
    const g = await createGazetteer(RECORDS, REGIONS);
    expect(g.search('Brésil', 5).map((m) => m.place.geonameId)).toEqual([5, 4, 2]);
    expect(g.countryNamed('Allemagne')).toBe('DE');
    expect(g.countryNamed('ألمانيا')).toBe('DE');
    expect(g.countryNamed('Germ')).toBeUndefined();
  });

  it('resolves a whole name, qualified by region, country or code', async () => {
    const g = await createGazetteer(RECORDS, REGIONS);
    expect(g.resolve('Porto')?.geonameId).toBe(1);
    expect(g.resolve('Porto, Brazil')?.geonameId).toBe(2);
    expect(g.resolve('porto, piaui')?.geonameId).toBe(2);
    expect(g.resolve('Porto, BR')?.geonameId).toBe(2);
    expect(g.resolve('Porto, Brésil')?.geonameId).toBe(2);
    expect(g.resolve('Porto, Japan')).toBeUndefined();
    expect(g.resolve('Port')).toBeUndefined();
    expect(g.get(6)?.name).toBe('München');
  });
});

describe('cityReader', () => {
  it('reads GeoNames rows, keeping places of 1,000 people or seats, and names in our scripts', () => {
    const row = (cells: (string | number)[]) => cells.join('\t');
    const tsv = [
      row([
        2735943,
        'Porto',
        'Porto',
        'OPO,Oporto,Порто,بورتو,Porto',
        41.14961,
        -8.61099,
        'P',
        'PPLA',
        'PT',
        '',
        '17',
        '',
        '',
        '',
        249633,
        '',
        104,
        'Europe/Lisbon',
        '2024-01-01',
      ]),
      row([
        1,
        'Hamlet',
        'Hamlet',
        '',
        0,
        0,
        'P',
        'PPL',
        'PT',
        '',
        '17',
        '',
        '',
        '',
        600,
        '',
        0,
        'Europe/Lisbon',
        '2024-01-01',
      ]),
      row([
        2,
        'Seat',
        'Seat',
        '',
        0,
        0,
        'P',
        'PPLA2',
        'PT',
        '',
        '17',
        '',
        '',
        '',
        600,
        '',
        0,
        'Europe/Lisbon',
        '2024-01-01',
      ]),
      '',
    ].join('\n');
    const read = cityReader();
    const records = tsv.split('\n').flatMap((line) => read(line) ?? []);
    expect(records.map((r) => r.name)).toEqual(['Porto', 'Seat']);
    expect(records[0]).toMatchObject({
      geonameId: 2735943,
      alternates: ['Oporto', 'بورتو'],
      lat: 41.14961,
      lng: -8.61099,
      countryCode: 'PT',
      admin1Code: '17',
      population: 249633,
      timeZone: 'Europe/Lisbon',
    });
  });
});
