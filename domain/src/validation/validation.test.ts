import { describe, expect, it } from 'vitest';
import { calendarDate, isoInstant } from './calendar-date.ts';
import { decimalInteger, serialId } from './decimal-integer.ts';
import { deviceIdSchema } from './device-id.ts';
import { isStorableText, storableText, text, TEXT_MAX_LENGTH } from './safe-text.ts';
import { jsonProblem, storableJsonObject } from './storable-json.ts';

const DEEP = 20_000;

describe('the text rule', () => {
  it('refuses a NUL and lone surrogates, and takes every well-formed text', () => {
    expect(['a\u0000', '\ud800', 'x\udc00y', '\udc00\ud800', 'a\ud83d'].filter((s) => isStorableText(s))).toEqual([]);
    expect(['', 'Åbo–Turku', 'Älä 🙂 huoli', '\u0001\u007f', '\ud83d\ude00'].filter((s) => !isStorableText(s))).toEqual([]);
  });

  it('answers sv|fi messages and keeps the length limit under any chained rule', () => {
    expect(text().safeParse('a\u0000').error?.issues[0]?.message).toBe('Texten innehåller otillåtna tecken|Tekstissä on merkkejä, joita ei sallita');
    expect(text().safeParse('x'.repeat(TEXT_MAX_LENGTH + 1)).success).toBe(false);
    expect(text().trim().min(1).safeParse('  ok  ').data).toBe('ok');
    // the rule comes first: a NUL in an e-mail is reported as a NUL
    expect(text().pipe(text().email()).safeParse('a\u0000@b.fi').error?.issues[0]?.message).toMatch(/^Texten innehåller/);
  });

  it('makes logged text storable without touching the rest', () => {
    expect(storableText('a\u0000b\ud800c\ud83d\ude00')).toBe('a\ufffdb\ufffdc\ud83d\ude00');
  });
});

describe('free-form JSON', () => {
  it('finds a bad key, a bad string or too deep a nesting, with its path, at any depth without recursion', () => {
    expect(jsonProblem({ a: [1, { b: 'ok' }] })).toBeNull();
    expect(jsonProblem({ a: [1, { b: 'x\u0000' }] })).toEqual({ path: ['a', 1, 'b'], problem: 'unstorable' });
    expect(jsonProblem({ a: { ['k\ud800']: 1 } })).toEqual({ path: ['a', 'k\ud800'], problem: 'unstorable' });
    expect(jsonProblem({ a: 'x'.repeat(TEXT_MAX_LENGTH + 1) })?.problem).toBe('tooLong');
    const deep = JSON.parse(`{"top":${'['.repeat(DEEP)}${']'.repeat(DEEP)}}`) as unknown;
    expect(jsonProblem(deep)).toMatchObject({ problem: 'tooDeep', path: expect.arrayContaining(['top']) as unknown[] });
    expect(storableJsonObject.safeParse({ jobId: 'x', note: 'a\u0000' }).success).toBe(false);
  });
});

describe('dates and instants', () => {
  it('takes only days the calendar has', () => {
    const date = calendarDate();
    expect(
      ['2026-02-30', '2026-13-45', '0000-00-00', '0000-01-01', '2027-02-29', '2026-04-31', '2026-1-01', ' 2026-01-01'].filter((d) => date.safeParse(d).success),
    ).toEqual([]);
    expect(['2028-02-29', '2000-02-29', '0001-01-01', '9999-12-31'].filter((d) => !date.safeParse(d).success)).toEqual([]);
  });

  it('takes instants a Postgres timestamptz keeps', () => {
    const instant = isoInstant();
    expect(
      ['0000-01-01T00:00:00Z', '0001-01-01T00:00:00+14:00', '9999-12-31T23:00:00-14:00', '2026-02-30T10:00:00Z', '2026-01-01'].filter(
        (d) => instant.safeParse(d).success,
      ),
    ).toEqual([]);
    expect(['2028-02-29T10:00:00+02:00', '2026-01-01T00:00:00.123Z'].filter((d) => !instant.safeParse(d).success)).toEqual([]);
  });
});

describe('device ids', () => {
  it('are plain bounded tokens', () => {
    expect(['phone-1', 'f47ac10b-58cc-4372-a567-0e02b2c3d479', 'bench:push.3'].filter((d) => !deviceIdSchema.safeParse(d).success)).toEqual([]);
    expect(['', 'a\u0000', 'a b', 'x'.repeat(101), 'ä'].filter((d) => deviceIdSchema.safeParse(d).success)).toEqual([]);
  });
});

describe('whole numbers from a path or a query string', () => {
  it('take plain decimal digits only: what Number() would also read (hex, exponent, sign, space) is refused', () => {
    const id = serialId();
    expect(['1', '42', '9007199254740991'].map((v) => id.safeParse(v).data)).toEqual([1, 42, 9007199254740991]);
    const lax = ['0x1', '0X1', '0b1', '0o1', '1e0', '1.0', '1.', '+1', '-1', ' 1', '1 ', '01', '', '0', '1_0', '١', 'Infinity', 'NaN'];
    expect(lax.filter((v) => id.safeParse(v).success)).toEqual([]);
    // past the exact integers, and past 16 digits: refused, not rounded
    expect(['9007199254740992', '12345678901234567', '9'.repeat(400)].filter((v) => id.safeParse(v).success)).toEqual([]);
    for (const v of ['0x1', '0', '9007199254740992']) {
      expect(new Set(id.safeParse(v).error?.issues.map((i) => i.message)), v).toEqual(new Set(['Ogiltigt id|Virheellinen tunniste']));
    }
  });

  it('say the range they are out of, and "a whole number" for anything else', () => {
    const page = decimalInteger({ min: 1, max: 500 });
    expect(page.safeParse('500').data).toBe(500);
    expect(page.safeParse('501').error?.issues[0]?.message).toBe('Högst 500.|Enintään 500.');
    expect(page.safeParse('0').error?.issues[0]?.message).toBe('Minst 1.|Vähintään 1.');
    expect(page.safeParse('2e2').error?.issues[0]?.message).toBe('Ange ett heltal|Anna kokonaisluku');
    expect(page.default(100).safeParse(undefined).data).toBe(100);
  });
});
