import type { Page } from '@playwright/test';
import type { Locale } from '@vikariat/domain';
import { wordsOf, type LanguageWords } from './language-words.ts';

/** One text a screen showed at some moment: a text node or a label attribute, with the `lang` it was marked with. */
export interface ShownText {
  text: string;
  /** the nearest `lang` attribute below <html> ('' when none: the text is in the UI language) */
  lang: string;
}

declare global {
  interface Window {
    __shownTexts?: Map<string, ShownText>;
    /** adds what the page shows now (the texts that came before the recording started, or never changed) */
    __recordPage?: () => void;
  }
}

/**
 * Records every text the page ever shows, from the first paint on (a message id that flashes for 200 ms while a
 * catalogue loads counts as much as one that stays): text nodes, <title>, and the attributes people hear or read
 * (aria-label, title, placeholder, alt). Installed before any script of the page runs.
 */
export async function recordShownTexts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const ATTRIBUTES = ['aria-label', 'title', 'placeholder', 'alt', 'aria-valuetext'];
    const shown = new Map<string, ShownText>();
    window.__shownTexts = shown;
    const langOf = (element: Element | null): string => {
      const marked = element?.closest('[lang]');
      return marked && marked !== document.documentElement ? (marked.getAttribute('lang') ?? '') : '';
    };
    const add = (text: string | null, element: Element | null) => {
      const trimmed = text?.trim();
      if (!trimmed || element?.closest('script, style, noscript')) return;
      const lang = langOf(element);
      shown.set(`${lang}\u0000${trimmed}`, { text: trimmed, lang });
    };
    const visit = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) add(node.textContent, node.parentElement);
      else if (node instanceof Element) {
        for (const name of ATTRIBUTES) if (node.hasAttribute(name)) add(node.getAttribute(name), node);
        node.childNodes.forEach(visit);
      }
    };
    window.__recordPage = () => visit(document.documentElement);
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'childList') r.addedNodes.forEach(visit);
        else if (r.type === 'characterData') add(r.target.textContent, r.target.parentElement);
        else if (r.target instanceof Element && r.attributeName) add(r.target.getAttribute(r.attributeName), r.target);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ATTRIBUTES });
  });
}

/** Every text shown since the last call (and what is on the page now); the record starts anew. */
export const takeShownTexts = async (page: Page): Promise<ShownText[]> =>
  page.evaluate(() => {
    window.__recordPage?.();
    const texts = [...(window.__shownTexts?.values() ?? [])];
    window.__shownTexts?.clear();
    return texts;
  });

/** The values the product stores as codes and must show as words (roles, log states, ...). */
export type RawValues = ReadonlySet<string>;

const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
const URL_LIKE = /\b(https?:\/\/|\/app\/|\/api\/)\S*/g;
/** a domain name written out (tietosuoja.fi in a privacy notice) */
const DOMAIN = /\b[\w-]+(\.[\w-]+)*\.(fi|se|com|org|net|eu)\b/g;
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
/** A short hexadecimal id as shown (a device's "8c1050de…"): its letters are no words ("de" would be Swedish). */
const HEX_ID = /\b(?=[0-9a-f]*\d)[0-9a-f]{6,}\b/gi;
/** a date as stored (2027-03-27, 2027-03-27T10:00): the app writes dates dd.MM.yyyy in both languages */
const STORED_DATE = /\b\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?\b/;
const ICU_LEFTOVER = /\{\s*[\w.]+\s*(,\s*(plural|select|selectordinal|number|date|time)\b[^}]*)?\}/;

export interface LanguageCheck {
  locale: Locale;
  words: LanguageWords;
  rawValues: RawValues;
  /** what people typed (names, job texts, ...): shown as written */
  stored: readonly string[];
}

/** Everything wrong with what a screen showed in `locale`: the other language's words, message ids, raw codes. */
export function languageProblems(texts: readonly ShownText[], check: LanguageCheck): string[] {
  const { locale, words, rawValues, stored } = check;
  const problems = new Set<string>();
  for (const { text, lang } of texts) {
    // marked as another language on purpose (the language switch offers "Suomeksi" in the Swedish UI)
    if (lang !== '' && !lang.startsWith(locale)) continue;
    let plain = text;
    for (const s of stored) if (plain.includes(s)) plain = plain.split(s).join(' ');
    plain = plain.replace(EMAIL, ' ').replace(URL_LIKE, ' ').replace(DOMAIN, ' ').replace(UUID, ' ').replace(HEX_ID, ' ');
    const quote = JSON.stringify(text.length > 120 ? `${text.slice(0, 117)}...` : text);
    for (const token of plain.match(/[A-Za-z0-9+/]+/g) ?? []) {
      if (words.messageIds.has(token)) problems.add(`message id ${token} instead of its text: ${quote}`);
    }
    if (ICU_LEFTOVER.test(plain)) problems.add(`an unfilled placeholder: ${quote}`);
    if (STORED_DATE.test(plain)) problems.add(`a date as stored, not as dd.MM.yyyy: ${quote}`);
    for (const word of wordsOf(plain)) {
      if (words.foreign[locale].has(word)) problems.add(`"${word}" is ${locale === 'fi' ? 'Swedish' : 'Finnish'}: ${quote}`);
    }
    for (const token of plain.match(/[\p{L}\p{N}_-]+/gu) ?? []) {
      if (rawValues.has(token) && !words.own[locale].has(token)) problems.add(`raw value "${token}": ${quote}`);
    }
  }
  return [...problems];
}
