import { describe, expect, it } from 'vitest';
import { resolveUpload } from './storage.ts';

describe('resolveUpload', () => {
  it.each(['../secret', '..', 'a/../../b', '/etc/passwd', 'a/b.jpg', 'x\u0000.jpg', '%2e%2e%2fkeys', '.hidden', ''])(
    'never lets %j reach outside the upload folder',
    (name) => {
      expect(resolveUpload('/data', 'images', name)).toBeNull();
    },
  );

  it('resolves our own names inside the folder', () => {
    expect(resolveUpload('/data', 'images', '0b7e-user.jpg')).toBe('/data/uploads/images/0b7e-user.jpg');
  });
});
