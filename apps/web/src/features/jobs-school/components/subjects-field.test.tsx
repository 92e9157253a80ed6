import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../lib/i18n.ts';
import { SubjectsField } from './subjects-field.tsx';

afterEach(() => activateLocale('sv'));

const described = (element: HTMLElement) => (element.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);

/**
 * At 390 px the input beside "Lägg till" is about 210 px wide: some 25 characters of its 16 px text. The placeholder
 * 'Skriv för att söka eller lägga till' (35) was cut off there; a short cue fits, the instructions are a hint under it.
 */
const FITS_AT_390 = 20;

describe('SubjectsField', () => {
  it.each([
    ['sv', 'Ämnen', 'Sök ämne', 'Välj i listan eller skriv ett eget ämne och tryck på Lägg till.'],
    ['fi', 'Aineet', 'Hae ainetta', 'Valitse luettelosta tai kirjoita oma aine ja paina Lisää.'],
  ] as const)('%s: a placeholder that reads fully on a phone, how to use it under the field', async (locale, label, placeholder, hint) => {
    await activateLocale(locale);
    render(
      <I18nProvider i18n={i18n}>
        <SubjectsField value={[]} onChange={() => undefined} error="Välj ett ämne" />
      </I18nProvider>,
    );
    const input = screen.getByLabelText<HTMLInputElement>(label);
    expect(input.placeholder).toBe(placeholder);
    expect(input.placeholder.length).toBeLessThanOrEqual(FITS_AT_390);
    expect(described(input)).toEqual([hint, 'Välj ett ämne']);
  });
});
