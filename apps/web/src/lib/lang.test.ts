import { describe, expect, it } from 'vitest';
import { readLangCookie, writeLangCookie } from './lang.ts';

describe('_lang cookie', () => {
  it('defaults to Swedish when there is no cookie', () => {
    expect(readLangCookie()).toBe('sv');
  });

  it('reads back the language written by the switch', () => {
    writeLangCookie('fi');
    expect(document.cookie).toContain('_lang=fi');
    expect(readLangCookie()).toBe('fi');
    writeLangCookie('sv');
    expect(readLangCookie()).toBe('sv');
  });

  it('ignores values other than sv and fi', () => {
    document.cookie = '_lang=en; path=/';
    expect(readLangCookie()).toBe('sv');
  });
});
