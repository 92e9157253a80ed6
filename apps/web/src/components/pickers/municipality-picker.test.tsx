import { fireEvent, screen, within } from '@testing-library/react';
import type { Locale } from '@vikariat/domain';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render-ui.tsx';
import { MunicipalityPicker } from './municipality-picker.tsx';

/** Issue 22 item 11: the search matches Swedish, Finnish and English names, with or without diacritics. */
function search(locale: Locale, query: string): string[] {
  const view = renderUi(<MunicipalityPicker locale={locale} value={[]} onChange={() => undefined} />);
  fireEvent.change(screen.getByLabelText('Sök kommun'), { target: { value: query } });
  const names = screen.queryAllByRole('checkbox').map((box) => box.closest('label')?.textContent ?? '');
  view.unmount();
  return names;
}

describe('municipality search', () => {
  it.each<[Locale, string, string]>([
    ['fi', 'Vasa', 'Vaasa (Vasa)'],
    ['fi', 'vasa', 'Vaasa (Vasa)'],
    ['fi', 'Vaasa', 'Vaasa'],
    ['sv', 'Vaasa', 'Vasa (Vaasa)'],
    ['sv', 'Närpiö', 'Närpes (Närpiö)'],
    ['fi', 'Närpes', 'Närpiö (Närpes)'],
    ['sv', 'narpes', 'Närpes'],
    ['fi', 'narpio', 'Närpiö'],
    ['sv', 'Helsinki', 'Helsingfors (Helsinki)'],
    ['fi', 'Stockholm', 'Tukholma (Stockholm)'],
  ])('in %s, "%s" finds %s', (locale, query, found) => {
    expect(search(locale, query)).toContain(found);
  });

  it('says so when nothing matches', () => {
    renderUi(<MunicipalityPicker locale="sv" value={[]} onChange={() => undefined} />);
    fireEvent.change(screen.getByLabelText('Sök kommun'), { target: { value: 'Atlantis' } });
    expect(screen.getByRole('status').textContent).toBe('Ingen kommun hittades.');
    expect(within(document.body).queryAllByRole('checkbox')).toHaveLength(0);
  });
});
