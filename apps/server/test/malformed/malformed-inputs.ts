/**
 * The malformed-input classes the attack used, each as a few representative requests rather than a cartesian
 * explosion. A probe is built per route and role from `Plausible` values (the caller's own e-mail, school and a real
 * job), so a poisoned field travels with fields that pass their own checks and reaches as deep as the route lets it.
 */
export const MALFORMED_CLASSES = [
  'wrong-types',
  'missing-fields',
  'extra-fields',
  'invalid-json',
  'nul',
  'lone-surrogate',
  'impossible-date',
  'huge',
  'deep',
  'broken-multipart',
  'path-param',
] as const;
export type MalformedClass = (typeof MALFORMED_CLASSES)[number];

export interface Plausible {
  email: string;
  accountId: string;
  schoolId: string;
  jobId: string;
}

/** What a probe changes in a request: a body (with its content type), a query string, path parameter values. */
export interface Probe {
  cls: MalformedClass;
  name: string;
  body?: string | ReadableStream<Uint8Array>;
  contentType?: string;
  headers?: Record<string, string>;
  query?: string;
  /** a raw (already encoded) value for every path parameter */
  pathValue?: string;
}

const DEPTH = 20_000;
const DATE_KEYS = ['startDate', 'endDate', 'from', 'to', 'licenceUntil'];
const QUERY_KEYS = ['from', 'to', 'school', 'user', 'device', 'collection', 'kind', 'outcome', 'email', 'before', 'status', 'channel', 'limit', 'q', 'id'];
const IMPOSSIBLE_DATES = ['2026-02-30', '2026-13-45', '0000-00-00'];

/** Values that pass most payload schemas for this caller (a body is stripped to what each route reads). */
export function plausibleBody(p: Plausible): Record<string, unknown> {
  return {
    email: p.email,
    userEmail: p.email,
    confirmEmail: p.email,
    rememberUserEmail: p.email,
    id: p.jobId,
    uniqueId: p.jobId,
    jobId: p.jobId,
    school: p.schoolId,
    schoolId: p.schoolId,
    schools: [p.schoolId],
    firstName: 'Vera',
    lastName: 'Vikström',
    phone: '040 123 4567',
    name: 'Nya skolan',
    municipality: '091',
    address: 'Skolvägen 2',
    label: 'Revisor',
    subject: 'Fråga',
    message: 'Hej',
    info: 'Info',
    defaultDescription: 'Beskrivning',
    additionalInfo: 'Mer info',
    reason: 'Sjuk',
    otherTxt: '',
    language: 'Svenska',
    status: 'teacher',
    section: 'basic',
    code: 'ABCDEFGH',
    filename: 'bild.jpg',
    startDate: '2030-03-06',
    endDate: '2030-03-06',
    from: '2030-03-01',
    to: '2030-03-31',
    licenceUntil: '2031-01-01',
    startTime: '08:00',
    endTime: '15:00',
    birthDate: '19900512',
    policeRecord: { isActive: true, expirationDate: '2030-12-31' },
    typeOfTemp: 1,
    siteLang: 1,
    validDays: 30,
    emailBool: true,
    block: true,
    alreadywarned: false,
    preschool: false,
    regions: ['091'],
    subjects: ['Matematik'],
    grades: ['3'],
    files: [],
    endpoint: 'https://push.example.test/endpoint',
    keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
    deviceId: 'device-1',
    checkpoint: null,
    limit: 500,
    rows: [{ newDocumentState: outboxRow(p) }],
  };
}

/** An outbox row the caller owns (an action on the plausible job). */
function outboxRow(p: Plausible, payload: unknown = { jobId: p.jobId }): Record<string, unknown> {
  return { id: '01890a5d-ac96-774b-bcce-b302099a8057', ownerId: p.accountId, type: 'view', payload, createdAt: '2030-03-04T06:00:00.000Z', status: 'pending' };
}

/** Every string in a JSON value (keys kept) rewritten by `f`. */
function mapStrings(value: unknown, f: (s: string) => string): unknown {
  if (typeof value === 'string') return f(value);
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, f));
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, f)]));
  return value;
}

/** Keys holding free text (no format to fail first): poisoned alone, with every formatted field still valid. */
const FREE_TEXT = [
  'firstName',
  'lastName',
  'name',
  'address',
  'label',
  'subject',
  'message',
  'info',
  'defaultDescription',
  'additionalInfo',
  'reason',
  'subjects',
  'grades',
];
const freeTextPoisoned = (base: Record<string, unknown>, f: (s: string) => string) =>
  Object.fromEntries(Object.entries(base).map(([k, v]) => [k, FREE_TEXT.includes(k) ? mapStrings(v, f) : v]));

/** A value of the wrong type for each field: strings become numbers, numbers strings, lists objects, objects lists. */
function confused(value: unknown): unknown {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return 'x';
  if (typeof value === 'boolean') return 'yes';
  if (Array.isArray(value)) return { 0: (value as unknown[])[0] ?? 1 };
  if (value === null) return {};
  return [value];
}

const deepArray = '['.repeat(DEPTH) + ']'.repeat(DEPTH);
const deepObject = '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH);
const json = (value: unknown) => JSON.stringify(value);
/** `{...base, key: <raw JSON text>}` without parsing the raw text (it may be 20,000 levels deep). */
const withRaw = (base: Record<string, unknown>, raw: Record<string, string>) =>
  `${json(base).slice(0, -1)},${Object.entries(raw)
    .map(([k, v]) => `${json(k)}:${v}`)
    .join(',')}}`;

/** 13 MB streamed in 1 MB chunks with no length given: the body limit has to count it. */
function streamedOverLimit(): ReadableStream<Uint8Array> {
  const chunk = new TextEncoder().encode(`"${'x'.repeat(1024 * 1024 - 2)}"`);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent++ < 13) controller.enqueue(chunk);
      else controller.close();
    },
  });
}

/** Headers the client fills freely, too long for an index row (incompressible, as a key of a throttle). */
const HUGE_HEADERS = {
  'x-forwarded-for': Array.from({ length: 800 }, (_, i) => ((i * 2654435761) % 4294967296).toString(16).padStart(10, '0')).join(''),
  'user-agent': 'u'.repeat(8000),
};

const BOUNDARY = '----vikariat-probe';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

/** The probes that carry a body (every method but GET and HEAD). */
export function bodyProbes(p: Plausible): Probe[] {
  const base = plausibleBody(p);
  const J = 'application/json';
  const probe = (cls: MalformedClass, name: string, body: string | ReadableStream<Uint8Array>, contentType = J, headers?: Record<string, string>): Probe => ({
    cls,
    name,
    body,
    contentType,
    ...(headers === undefined ? {} : { headers }),
  });
  return [
    probe('wrong-types', 'array body', '[]'),
    probe('wrong-types', 'null body', 'null'),
    probe('wrong-types', 'every field the wrong type', json(Object.fromEntries(Object.entries(base).map(([k, v]) => [k, confused(v)])))),
    probe('missing-fields', 'empty object', '{}'),
    probe('missing-fields', 'empty body', '', J),
    probe('missing-fields', 'no content type', json(base), ''),
    probe('extra-fields', 'prototype keys', '{"__proto__":{"role":"admin"},"constructor":{"prototype":{"admin":true}},"typeOfUser":"admin"}'),
    probe('extra-fields', 'unknown keys beside valid ones', json({ ...base, unknownKey: { nested: [1, 'x'] }, roles: ['admin'] })),
    probe('invalid-json', 'truncated', '{"email": "a@b.fi",'),
    probe('invalid-json', 'json content type, form body', 'email=a%40b.fi&id=1'),
    probe('nul', 'every string', json(mapStrings(base, (s) => `${s}\u0000`))),
    probe('nul', 'free text only', json(freeTextPoisoned(base, (s) => `${s}\u0000`))),
    probe('nul', 'unknown key value', json({ ...base, unknownKey: 'x\u0000y' })),
    probe('nul', 'in a key', json({ ...base, ['a\u0000b']: 1 })),
    probe('nul', 'in an outbox payload', json({ ...base, rows: [{ newDocumentState: outboxRow(p, { jobId: p.jobId, note: '\u0000' }) }] })),
    probe('lone-surrogate', 'every string', json(mapStrings(base, (s) => `\udc00${s}\ud800`))),
    probe('lone-surrogate', 'unknown key value', json({ ...base, unknownKey: '\ud800' })),
    probe('lone-surrogate', 'free text only', json(freeTextPoisoned(base, (s) => `${s}\ud800`))),
    ...IMPOSSIBLE_DATES.map((d) =>
      probe('impossible-date', `every date ${d}`, json({ ...base, ...Object.fromEntries(DATE_KEYS.map((k) => [k, d])), policeRecord: { expirationDate: d } })),
    ),
    // each alone, every other field valid, so the date is the only thing a route can fail on
    ...DATE_KEYS.flatMap((k) => IMPOSSIBLE_DATES.map((d) => probe('impossible-date', `${k}=${d} only`, json({ ...base, [k]: d })))),
    ...IMPOSSIBLE_DATES.map((d) => probe('impossible-date', `police record ${d} only`, json({ ...base, policeRecord: { isActive: true, expirationDate: d } }))),
    probe('huge', 'declared 13 MB', '{}', J, { 'content-length': String(13 * 1024 * 1024) }),
    probe('huge', 'streamed 13 MB', streamedOverLimit()),
    probe('huge', '12 KB in every string', json(mapStrings(base, () => 'x'.repeat(12 * 1024)))),
    probe('huge', '100,000 elements', json({ ...base, rows: new Array(100_000).fill(0) })),
    probe('huge', 'headers of 8 KB', json(base), J, HUGE_HEADERS),
    probe('deep', 'nested array', deepArray),
    probe('deep', 'deep fields', withRaw(base, { payload: deepArray, keys: deepObject })),
    probe(
      'deep',
      'deep outbox payload',
      json({ ...base, rows: [] }).replace('"rows":[]', `"rows":[{"newDocumentState":${json(outboxRow(p)).replace(/"payload":\{[^}]*\}/, `"payload":${deepObject}`)}}]`),
    ),
    probe('broken-multipart', 'truncated part', `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\n\r\nabc`, MULTIPART),
    probe('broken-multipart', 'no boundary', `--x\r\n\r\n`, 'multipart/form-data'),
    probe(
      'broken-multipart',
      'NUL in names',
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="img\u0000"; filename="a\u0000.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\u00ff\u00d8\u00ff\r\n--${BOUNDARY}--\r\n`,
      MULTIPART,
    ),
  ];
}

/** The probes of the query string (every method; GET's only way in besides the path). */
export function queryProbes(): Probe[] {
  const q = (cls: MalformedClass, name: string, query: string): Probe => ({ cls, name, query });
  const valid = 'from=2030-03-01&to=2030-03-31';
  return [
    q('wrong-types', 'numbers that are not', 'limit=abc&offset=-1&from=true&to=[]'),
    ...['limit=1e999', 'offset=99999999999999999999', 'page=1e20', 'pageSize=0&id=-1'].map((v) => q('wrong-types', v, `${valid}&${v}`)),
    q('missing-fields', 'nothing', ''),
    q('extra-fields', 'unknown and repeated keys', `${valid}&unknown=1&from=2030-02-01&__proto__=x`),
    q('invalid-json', 'JSON-looking values', `${valid}&school={"a":&user=[1,`),
    ...QUERY_KEYS.map((k) => q('nul', `${k} with NUL`, `${valid}&${k}=a%00b`)),
    q('lone-surrogate', 'invalid UTF-8', `${valid}&email=%ED%A0%80&device=%ED%B0%80&q=%F0%9F`),
    ...['from', 'to', 'before'].flatMap((k) => IMPOSSIBLE_DATES.map((d) => q('impossible-date', `${k}=${d}`, `${valid}&${k}=${d}`))),
    q('huge', '200 KB value', `${valid}&device=${'x'.repeat(200_000)}&email=${'y'.repeat(1000)}`),
    { cls: 'huge', name: 'headers of 8 KB', query: valid, headers: HUGE_HEADERS },
    q('deep', 'nested brackets', `${valid}&q=${'%5B'.repeat(DEPTH)}`),
    q('broken-multipart', 'form-encoded garbage', `${valid}&a=%&b=%%%`),
  ];
}

/** Malformed values for every path parameter at once (already encoded). */
export const PATH_VALUES = ['%00', 'a%00b', '%ED%A0%80', '..%2F..%2Fetc%2Fpasswd', '%', '2026-02-30', '-1', '1e309', 'x'.repeat(3000), '%F0%9F'];
