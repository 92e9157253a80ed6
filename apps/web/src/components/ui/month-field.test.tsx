import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../test/render-ui.tsx';
import { activateLocale } from '../../lib/i18n.ts';
import { shiftMonth } from '@vikariat/domain';
import { MonthField } from './month-field.tsx';

afterEach(() => activateLocale('sv'));

function Harness({ initial, onChange }: { initial: string; onChange: (month: string) => void }) {
  const [month, setMonth] = useState(initial);
  return (
    <>
      <label htmlFor="month">Månad</label>
      <MonthField
        id="month"
        value={month}
        onChange={(next) => {
          setMonth(next);
          onChange(next);
        }}
      />
    </>
  );
}

/** The browser's `<input type="month">` read "November 2026" on a Finnish screen: the month is named in the app's language. */
describe('MonthField', () => {
  it('names the months in Swedish and gives the chosen one as yyyy-MM, by the menu or the arrows', () => {
    const onChange = vi.fn();
    renderUi(<Harness initial="2026-11" onChange={onChange} />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Månad' });
    expect(select.value).toBe('2026-11');
    expect(within(select).getByRole<HTMLOptionElement>('option', { selected: true }).textContent).toBe('November 2026');
    // a year either way, across the turn of the year
    expect(within(select).getAllByRole('option')).toHaveLength(25);
    expect(within(select).getByRole<HTMLOptionElement>('option', { name: 'Januari 2027' }).value).toBe('2027-01');

    fireEvent.change(select, { target: { value: '2026-02' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-02');
    fireEvent.click(screen.getByRole('button', { name: 'Föregående månad' }));
    expect(onChange).toHaveBeenLastCalledWith('2026-01');
    fireEvent.click(screen.getByRole('button', { name: 'Föregående månad' }));
    expect(onChange).toHaveBeenLastCalledWith('2025-12');
    expect(select.value).toBe('2025-12');
    fireEvent.click(screen.getByRole('button', { name: 'Nästa månad' }));
    expect(onChange).toHaveBeenLastCalledWith('2026-01');
  });

  it('names the months in Finnish on a Finnish screen', async () => {
    await activateLocale('fi');
    render(
      <I18nProvider i18n={i18n}>
        <label htmlFor="month">Kuukausi</label>
        <MonthField id="month" value="2026-11" onChange={() => undefined} />
      </I18nProvider>,
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Kuukausi' });
    expect(within(select).getByRole<HTMLOptionElement>('option', { selected: true }).textContent).toBe('Marraskuu 2026');
    expect(screen.getByRole('button', { name: 'Edellinen kuukausi' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Seuraava kuukausi' })).toBeTruthy();
  });

  it('steps across years', () => {
    expect([shiftMonth('2026-01', -1), shiftMonth('2026-12', 1), shiftMonth('2026-05', -17), shiftMonth('2026-05', 24)]).toEqual([
      '2025-12',
      '2027-01',
      '2024-12',
      '2028-05',
    ]);
  });
});
