import { describe, expect, it, vi } from 'vitest';
import { browserLocale, localeBeforeSignIn, readLangCookie, writeLangCookie } from './lang.ts';

describe('the language before sign-in', () => {
  it('follows the browser on a first visit: Finnish for a Finnish browser, and tells the server by cookie', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fi-FI', 'en-US']);
    expect(readLangCookie()).toBeNull();
    expect(localeBeforeSignIn()).toBe('fi');
    expect(document.cookie).toContain('_lang=fi');
  });

  it('is Swedish for a Swedish browser and for any other language', () => {
    expect(browserLocale(['sv-SE'])).toBe('sv');
    expect(browserLocale(['sv'])).toBe('sv');
    expect(browserLocale(['en-US', 'de'])).toBe('sv');
    expect(browserLocale([])).toBe('sv');
  });

  it('takes the first of the browser languages that is one of the product’s', () => {
    expect(browserLocale(['en-GB', 'fi'])).toBe('fi');
    expect(browserLocale(['de', 'sv-FI', 'fi-FI'])).toBe('sv');
    expect(browserLocale(['FI'])).toBe('fi');
  });

  it('keeps the user’s choice over the browser', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fi-FI']);
    writeLangCookie('sv');
    expect(localeBeforeSignIn()).toBe('sv');
    writeLangCookie('fi');
    expect(readLangCookie()).toBe('fi');
  });

  it('ignores cookie values other than sv and fi', () => {
    document.cookie = '_lang=en; path=/';
    expect(readLangCookie()).toBeNull();
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    expect(localeBeforeSignIn()).toBe('sv');
  });
});
