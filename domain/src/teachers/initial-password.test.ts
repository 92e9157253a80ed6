import { describe, expect, it } from 'vitest';
import { generateInitialPassword, isGeneratedPasswordShape, webRandomBytes } from './initial-password.ts';

describe('generateInitialPassword', () => {
  it('gives 10 characters with digits and letters from a cryptographic source', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const password = generateInitialPassword(webRandomBytes);
      expect(password).toHaveLength(10);
      expect(password).toMatch(/\d.*\d/);
      expect(isGeneratedPasswordShape(password)).toBe(true);
      seen.add(password);
    }
    expect(seen.size).toBe(200);
  });

  it('draws every character from the source and skips bytes that would bias the choice', () => {
    const bytes = [255, 48, 49, 0, 1, 2, 3, 4, 5, 6, 7];
    let at = 0;
    const source = (n: number) => Uint8Array.from(Array.from({ length: n }, () => bytes[at++] ?? 0));
    // 255 lies above the unbiased limit (224) for the 56-character alphabet and is skipped
    expect(generateInitialPassword(source)).toBe('23abcdefgh');
  });

  it('refuses shapes without digits', () => {
    expect(isGeneratedPasswordShape('abcdefghijk')).toBe(false);
    expect(isGeneratedPasswordShape('abcdefgh23')).toBe(true);
  });
});
