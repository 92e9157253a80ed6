import { describe, expect, it } from 'vitest';
import { pullResponseSchema } from './protocol.ts';

const checkpoint = { seq: 7, scope: 'jobs:abc' };

describe('pullResponseSchema', () => {
  it('takes the pulled documents as they are, without copying them', () => {
    const doc = { id: 'j1', _deleted: false, schoolName: 'Skola', region: ['091'] };
    const tombstone = { id: 'j2', _deleted: true };
    const page = pullResponseSchema.parse({ documents: [doc, tombstone], checkpoint, remaining: 3 });
    expect(page.documents[0]).toBe(doc);
    expect(page.documents[1]).toBe(tombstone);
    expect(page).toMatchObject({ checkpoint, remaining: 3 });
  });

  it.each([
    ['no id', { _deleted: false }],
    ['a numeric id', { id: 1, _deleted: false }],
    ['no tombstone flag', { id: 'j1' }],
    ['a tombstone flag that is not a boolean', { id: 'j1', _deleted: 'false' }],
    ['not an object', 'j1'],
    ['null', null],
  ])('refuses a document with %s, naming where it is', (_case, bad) => {
    const result = pullResponseSchema.safeParse({ documents: [{ id: 'ok', _deleted: false }, bad], checkpoint });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['documents', 1]);
  });
});
