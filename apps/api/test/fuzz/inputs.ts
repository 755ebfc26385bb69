import fc from 'fast-check';

/** A 1×1 PNG cut short: a real header and a chunk that never ends. */
export const TRUNCATED_PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/** Percent-encodes every byte outside the unreserved set (works for lone surrogates too). */
export function encodeSegment(value: string) {
  return [...Buffer.from(value, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9\-._~]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).padStart(2, '0')}`,
    )
    .join('');
}

const nulText = fc.string({ maxLength: 10 }).map((s) => `${s}\u0000${s}`);
const loneSurrogate = fc.string({ maxLength: 6 }).map((s) => `${s}\ud800${s}`);
const longText = fc.integer({ min: 101, max: 20_000 }).map((n) => 'x'.repeat(n));
const hugeNumbers = fc.constantFrom(2 ** 31, 2 ** 31 - 1, 2 ** 53, -1, 0, -(2 ** 31) - 1, 1e308, 0.5);

const pad = (n: number, width: number) =>
  n < 0 ? `-${String(-n).padStart(width, '0')}` : String(n).padStart(width, '0');

/** Days that do not exist, that PostgreSQL or JavaScript cannot hold, or that are not YYYY-MM-DD. */
export const impossibleDate = fc.oneof(
  fc.constantFrom(
    '2027-02-30',
    '2026-02-29',
    '2100-02-29',
    '2027-04-31',
    '2027-13-01',
    '2027-00-10',
    '2027-01-00',
    '0000-01-01',
    '1899-12-31',
    '2200-01-01',
    '9999-12-31',
    '275760-09-14',
    '+002027-01-01',
    '2027-1-1',
    '2027/01/01',
    '2027-01-01T00:00:00Z',
  ),
  fc
    .tuple(fc.integer({ min: -1, max: 99_999 }), fc.integer({ min: -1, max: 99 }), fc.integer({ min: -1, max: 99 }))
    .map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`),
);

/** Instants on impossible days, at impossible times, with impossible offsets or none. */
export const impossibleDateTime = fc
  .tuple(
    fc.oneof(impossibleDate, fc.constantFrom('2027-03-28', '2028-02-29')),
    fc.constantFrom(
      'T24:00:00Z',
      'T10:60:00Z',
      'T10:00:60Z',
      'T10:00:00+25:00',
      'T10:00:00',
      'T10:00:00.123Z',
      'T02:30:00+01:00',
    ),
  )
  .map(([day, time]) => `${day}${time}`);

/** Times of day past 23:59, without two digits, with seconds. */
export const impossibleTime = fc.oneof(
  fc.constantFrom('24:00', '23:60', '7:00', '07:00:00', '-01:00', '12:5'),
  fc
    .tuple(fc.integer({ min: -1, max: 99 }), fc.integer({ min: -1, max: 99 }))
    .map(([h, m]) => `${pad(h, 2)}:${pad(m, 2)}`),
);

/** What a fuzzed client sends where a date, an instant or a time belongs. */
const badDateValue = fc.oneof(impossibleDate, impossibleDateTime, impossibleTime, hugeNumbers, fc.integer());

/** Text a client should never get a 500 for: unicode, controls, NUL, lone surrogates, very long. */
export const badText = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 10 }),
  nulText,
  loneSurrogate,
  longText,
  fc.constantFrom('', ' ', '%00', '../../etc/passwd', "' OR 1=1 --", '<script>', '😀'.repeat(200)),
);

/** Any JSON value in a field: wrong types, out-of-range numbers, bad text, nesting. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  badText,
  hugeNumbers,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(badText, fc.integer()), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.oneof(badText, fc.integer()), { maxKeys: 3 }),
);

/** A path segment: huge, negative, fractional, non-numeric, encoded NUL, over the length limit. */
export const badSegment = fc.oneof(
  fc.constantFrom('2147483648', '99999999999999999999', '-1', '0', '1.5', '1e3', 'abc', '%00', '%', '%E0%A4%A', ''),
  fc.constantFrom('1', '2147483647'),
  fc.integer({ min: 101, max: 400 }).map((n) => '9'.repeat(n)),
  badText.filter((s) => s.length > 0).map(encodeSegment),
);

export type BodyCase =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string; payload: Buffer | string };

const boundary = 'fuzzBoundary42';

function multipart(fields: Array<[string, string]>, file?: [string, Buffer]) {
  const parts = fields.map(([k, v]) => `--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  const head = Buffer.from(parts.join(''));
  const fileParts = file
    ? Buffer.concat([
        Buffer.from(
          `--${boundary}\r\ncontent-disposition: form-data; name="${file[0]}"; filename="a.png"\r\ncontent-type: image/png\r\n\r\n`,
        ),
        file[1],
        Buffer.from('\r\n'),
      ])
    : Buffer.alloc(0);
  return Buffer.concat([head, fileParts, Buffer.from(`--${boundary}--\r\n`)]);
}

const FILE_FIELDS = ['photo', 'picture', 'attachment', 'file'];

/** Bad values for the date-like `dateFields`, the other fields left out. */
const datesOnly = (dateFields: string[]) =>
  fc.dictionary(fc.constantFrom(...dateFields), badDateValue, { minKeys: 1, maxKeys: dateFields.length });

/**
 * Bodies for a route whose known fields are `fields` (`dateFields` among them): typed wrong,
 * impossible dates, malformed JSON and multipart, random bytes.
 */
export function badBody(fields: string[], dateFields: string[] = []): fc.Arbitrary<BodyCase> {
  const key = fields.length ? fc.oneof(fc.constantFrom(...fields), fc.string({ maxLength: 8 })) : fc.string();
  const anyRecord = fc.dictionary(key, badValue, { maxKeys: Math.max(3, fields.length + 1) });
  const record = dateFields.length
    ? fc.oneof(
        anyRecord,
        fc.tuple(anyRecord, datesOnly(dateFields)).map(([any, dates]) => ({ ...any, ...dates })),
      )
    : anyRecord;
  const fileContent = fc.oneof(
    fc.constant(Buffer.alloc(0)),
    fc.constant(TRUNCATED_PNG),
    fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a)),
  );
  const malformedJson = fc
    .constantFrom('{', '{"a":', '[1,', 'nul', '{"a":"\\u0000"}', '"\\ud800"', '{"__proto__":{"x":1}}', '')
    .map((payload): BodyCase => ({ kind: 'raw', contentType: 'application/json', payload }));
  const malformed = fc
    .tuple(
      fc.constantFrom(
        'multipart/form-data',
        `multipart/form-data; boundary=${boundary}`,
        'multipart/form-data; boundary=other',
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/octet-stream',
        'application/json; charset=latin1',
      ),
      fc.oneof(
        fc.uint8Array({ maxLength: 200 }).map((a) => Buffer.from(a)),
        fc.constant(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="x"\r\n\r\nunterminated`)),
        fc.constant(Buffer.from('x')),
      ),
    )
    .map(([contentType, payload]): BodyCase => ({ kind: 'raw', contentType, payload }));
  const form = fc
    .tuple(
      fc.array(fc.tuple(key, badText.map(String)), { maxLength: 5 }),
      fc.option(fc.tuple(fc.constantFrom(...FILE_FIELDS), fileContent), { nil: undefined }),
    )
    .map(
      ([pairs, file]): BodyCase => ({
        kind: 'raw',
        contentType: `multipart/form-data; boundary=${boundary}`,
        payload: multipart(pairs, file),
      }),
    );
  return fc.oneof(
    { arbitrary: fc.constant<BodyCase>({ kind: 'none' }), weight: 1 },
    { arbitrary: record.map((value): BodyCase => ({ kind: 'json', value })), weight: 4 },
    { arbitrary: badValue.map((value): BodyCase => ({ kind: 'json', value })), weight: 1 },
    { arbitrary: malformedJson, weight: 2 },
    { arbitrary: malformed, weight: 3 },
    { arbitrary: form, weight: 3 },
  );
}

/** Query strings with the route's known keys and unknown ones, repeated keys and bad values (impossible dates in `dateKeys`). */
export function badQuery(keys: string[], dateKeys: string[] = []) {
  const key = keys.length
    ? fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 6 }))
    : fc.string({ maxLength: 6 });
  const value = fc.oneof(badText, hugeNumbers.map(String), fc.constantFrom('-1', '1e999', 'NaN', 'true', '[]'));
  const pair = dateKeys.length
    ? fc.oneof(fc.tuple(key, value), fc.tuple(fc.constantFrom(...dateKeys), badDateValue.map(String)))
    : fc.tuple(key, value);
  return fc
    .array(pair, { maxLength: 6 })
    .map((pairs) => pairs.map(([k, v]) => `${encodeSegment(k)}=${encodeSegment(v)}`).join('&'));
}
