import { errorEnvelope } from '@roamstead/contract';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/app';

export interface FuzzRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI path, e.g. /api/v1/bookings/{id}. */
  path: string;
  params: string[];
  query: string[];
  /** Top-level fields of the JSON (or multipart) body. */
  fields: string[];
  /** The declared format (date, date-time, …) of each query parameter and body field that has one. */
  formats: Record<string, string>;
}

interface FieldSchema {
  format?: string;
  anyOf?: FieldSchema[];
  allOf?: FieldSchema[];
}

interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string; schema?: FieldSchema }>;
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, FieldSchema> } }> };
}

/** Every operation of the OpenAPI document, with the names of its inputs. */
export function routesOf(app: App): FuzzRoute[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => {
      const names = (where: string) => (op.parameters ?? []).filter((p) => p.in === where).map((p) => p.name);
      const content = Object.values(op.requestBody?.content ?? {})[0];
      const formats: Record<string, string> = {};
      const fields: Array<[string, FieldSchema | undefined]> = [
        ...(op.parameters ?? [])
          .filter((p) => p.in === 'query')
          .map((p): [string, FieldSchema | undefined] => [p.name, p.schema]),
        ...Object.entries(content?.schema?.properties ?? {}),
      ];
      for (const [name, schema] of fields) {
        const format = formatOf(schema);
        if (format) formats[name] = format;
      }
      return {
        method: method.toUpperCase() as FuzzRoute['method'],
        path,
        params: names('path'),
        query: names('query'),
        fields: Object.keys(content?.schema?.properties ?? {}),
        formats,
      };
    }),
  );
}

function formatOf(schema: FieldSchema | undefined): string | undefined {
  if (!schema) return undefined;
  return schema.format ?? [...(schema.anyOf ?? []), ...(schema.allOf ?? [])].map(formatOf).find(Boolean);
}

/** Names that mean a day, an instant or a time of day. */
const DATE_LIKE = /date|dob|birth|check_?(in|out)$|_at$|^(from|to|since|until|day|time)$|_time$/;
const DATE_FORMATS = new Set(['date', 'date-time', 'time']);
/** Inputs whose names read like dates but are not: the dev outbox's recipient, a review's check-in rating. */
const NOT_DATES = new Set(['GET /api/v1/dev/outbox to', 'POST /api/v1/bookings/{id}/review check_in']);

/** The route's inputs that are dates, instants or times of day, by declared format or by name. */
export function dateLikeFields(route: FuzzRoute) {
  return [...new Set([...route.query, ...route.fields])]
    .filter(
      (name) =>
        DATE_FORMATS.has(route.formats[name] ?? '') ||
        (DATE_LIKE.test(name) && !NOT_DATES.has(`${route.method} ${route.path} ${name}`)),
    )
    .map((name) => ({ name, format: route.formats[name] }));
}

/** Text that must never reach a client: stack frames, source paths, SQL and driver or framework internals. */
const LEAKS = [
  /\n\s+at\s/,
  /node_modules|\.ts:\d+/,
  /\b(SELECT|INSERT INTO|UPDATE|DELETE FROM)\b/,
  /violates|duplicate key|syntax error at|relation "|invalid input syntax|invalid byte sequence/i,
  /FST_ERR|ERR_[A-Z_]{4,}/,
];

/** Problems with one answer: a 5xx, a failure outside the JSON envelope, leaked internals. */
export function answerProblems(res: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  if (res.statusCode >= 500) problems.push(`status ${res.statusCode}`);
  if (res.statusCode >= 400) {
    let parsed: unknown;
    try {
      parsed = res.json();
    } catch {
      parsed = undefined;
    }
    if (!errorEnvelope.safeParse(parsed).success) problems.push(`not the error envelope: ${res.body.slice(0, 200)}`);
  }
  const text = res.statusCode >= 400 ? res.body : '';
  for (const leak of LEAKS) if (leak.test(text)) problems.push(`leaks ${leak}: ${text.slice(0, 200)}`);
  return problems;
}
