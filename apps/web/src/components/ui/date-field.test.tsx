import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../test/render-ui.tsx';
import { activateLocale } from '../../lib/i18n.ts';
import { DateField } from './date-field.tsx';

afterEach(async () => {
  vi.useRealTimers();
  await activateLocale('sv');
});

function Harness() {
  const [value, setValue] = useState('2030-03-05');
  return <DateField label="Startdatum" value={value} onChange={setValue} />;
}

/** The keyboard-only run (issue 25): closing the calendar must not drop focus to the start of the page. */
describe('DateField', () => {
  it('gives focus back to its button when a day is picked', async () => {
    renderUi(<Harness />);
    const button = screen.getByRole('button', { name: /Startdatum/ });
    fireEvent.click(button);
    await screen.findByRole('grid');
    fireEvent.click(screen.getByText('12', { selector: 'button' }));
    await waitFor(() => expect(screen.queryByRole('grid')).toBeNull());
    expect(document.activeElement).toBe(button);
    expect(button.textContent).toContain('12.03.2030');
  });

  it('closes on Escape and gives focus back to its button', async () => {
    renderUi(<Harness />);
    const button = screen.getByRole('button', { name: /Startdatum/ });
    fireEvent.click(button);
    const grid = await screen.findByRole('grid');
    fireEvent.keyDown(grid, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('grid')).toBeNull());
    expect(document.activeElement).toBe(button);
    expect(button.textContent).toContain('05.03.2030');
  });

  it("offers no day before its earliest but the one it keeps (an edited job's own start)", async () => {
    renderUi(<DateField label="Startdatum" value="2030-03-05" min="2030-03-10" keep="2030-03-05" onChange={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: /Startdatum/ }));
    await screen.findByRole('grid');
    const disabled = (n: string) => screen.getByText(n, { selector: 'button' }).hasAttribute('disabled');
    expect(['5', '6', '9', '10'].map(disabled)).toEqual([false, true, true, false]);
  });

  it('says "Välj datum" while it has no day, and gives the picked one as yyyy-MM-dd', async () => {
    vi.useFakeTimers({ now: new Date('2030-03-20T10:00:00.000Z'), toFake: ['Date'] });
    const onChange = vi.fn();
    renderUi(<DateField label="Från" value="" onChange={onChange} />);
    const button = screen.getByRole('button', { name: 'Från inget datum valt' });
    expect(button.textContent).toBe('Välj datum');
    fireEvent.click(button);
    fireEvent.click(within(await screen.findByRole('grid')).getByText('7', { selector: 'button' }));
    expect(onChange).toHaveBeenCalledWith('2030-03-07');
  });

  it('names the day it holds, or says that none is chosen, after its label said once', async () => {
    function Optional() {
      const [value, setValue] = useState('2030-03-05');
      return <DateField label="Från och med" value={value} clearable onChange={setValue} />;
    }
    renderUi(<Optional />);
    // a screen reader hears the day, not the hidden "Välj datum" beside it
    const button = screen.getByRole('button', { name: 'Från och med 05.03.2030' });
    fireEvent.click(screen.getByRole('button', { name: /^Töm/ }));
    // empty, it hears that no day is chosen, not the label alone
    expect(button.getAttribute('aria-labelledby')?.split(' ')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Från och med inget datum valt' })).toBe(button);
    await activateLocale('fi');
    expect(await screen.findByRole('button', { name: 'Från och med ei valittua päivämäärää' })).toBe(button);
  });

  it('shows its calendar in Finnish on a Finnish screen, the day still dd.MM.yyyy', async () => {
    await activateLocale('fi');
    render(
      <I18nProvider i18n={i18n}>
        <DateField label="Alkaen" value="2030-03-05" onChange={() => undefined} />
      </I18nProvider>,
    );
    const button = screen.getByRole('button', { name: /^Alkaen/ });
    expect(button.textContent).toContain('05.03.2030');
    expect(button.textContent).toContain('Valitse päivämäärä');
    fireEvent.click(button);
    const grid = await screen.findByRole('grid');
    expect(grid.getAttribute('aria-label')).toMatch(/^maaliskuu 2030$/i);
  });

  it('empties an optional day with its "Töm" button, and focus stays on the date button', () => {
    function Optional() {
      const [value, setValue] = useState('2030-03-05');
      return <DateField label="Från och med" value={value} clearable onChange={setValue} />;
    }
    renderUi(<Optional />);
    const button = screen.getByRole('button', { name: /^Från och med/ });
    fireEvent.click(screen.getByRole('button', { name: /^Töm\s*Från och med$/ }));
    expect(button.textContent).toBe('Välj datum');
    expect(document.activeElement).toBe(button);
    // nothing to empty: no button
    expect(screen.queryByRole('button', { name: /^Töm\s*Från och med$/ })).toBeNull();
  });

  it('offers no day after its latest, and ties its hint and error to the button', async () => {
    renderUi(<DateField label="Visat" value="2030-03-05" max="2030-03-10" hint="Inte i framtiden." error="Fel dag." onChange={() => undefined} />);
    const button = screen.getByRole('button', { name: /^Visat/ });
    const described = (button.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Inte i framtiden.', 'Fel dag.']);
    fireEvent.click(button);
    await screen.findByRole('grid');
    const disabled = (n: string) => screen.getByText(n, { selector: 'button' }).hasAttribute('disabled');
    expect(['1', '10', '11', '31'].map(disabled)).toEqual([false, false, true, true]);
  });

  it('reaches a day years away through its month and year menus', async () => {
    vi.useFakeTimers({ now: new Date('2030-03-20T10:00:00.000Z'), toFake: ['Date'] });
    const onChange = vi.fn();
    renderUi(<DateField label="Licens giltig till" value="" years={{ back: 1, ahead: 5 }} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: /^Licens giltig till/ }));
    await screen.findByRole('grid');
    const year = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Välj år' });
    expect([...year.options].map((o) => o.textContent)).toEqual(['2029', '2030', '2031', '2032', '2033', '2034', '2035']);
    fireEvent.change(year, { target: { value: '2033' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Välj månad' }), { target: { value: '11' } });
    fireEvent.click(within(await screen.findByRole('grid')).getByText('31', { selector: 'button' }));
    expect(onChange).toHaveBeenCalledWith('2033-12-31');
  });
});
