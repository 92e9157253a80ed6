import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../test/render-ui.tsx';
import { activateLocale } from '../../lib/i18n.ts';
import { TimeField } from './time-field.tsx';

afterEach(() => activateLocale('sv'));

function Harness({ initial, onChange }: { initial: string; onChange: (time: string) => void }) {
  const [time, setTime] = useState(initial);
  return (
    <TimeField
      label="Började"
      required
      value={time}
      onChange={(next) => {
        setTime(next);
        onChange(next);
      }}
    />
  );
}

const options = (select: HTMLSelectElement) => [...select.options].map((o) => o.value);

/** The browser's own time input drew AM/PM in an English browser on a Finnish screen: the app's own 24-hour menus. */
describe('TimeField', () => {
  it('shows a time as hour and minute menus of a 24-hour clock, each named by the field, and gives HH:MM', () => {
    const onChange = vi.fn();
    renderUi(<Harness initial="08:15" onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Började' });
    const hour = within(group).getByRole<HTMLSelectElement>('combobox', { name: 'Började timme' });
    const minute = within(group).getByRole<HTMLSelectElement>('combobox', { name: 'Började minut' });
    expect([hour.value, minute.value]).toEqual(['08', '15']);
    expect(options(hour)).toEqual(Array.from({ length: 24 }, (_, i) => String(i).padStart(2, '0')));
    expect(options(minute)).toEqual(['00', '05', '10', '15', '20', '25', '30', '35', '40', '45', '50', '55']);
    fireEvent.change(hour, { target: { value: '16' } });
    expect(onChange).toHaveBeenLastCalledWith('16:15');
    fireEvent.change(minute, { target: { value: '45' } });
    expect(onChange).toHaveBeenLastCalledWith('16:45');
    expect([hour.value, minute.value]).toEqual(['16', '45']);
  });

  it('keeps a minute off the 5-minute steps that it holds (the server takes any minute)', () => {
    const onChange = vi.fn();
    renderUi(<Harness initial="15:42" onChange={onChange} />);
    const minute = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Började minut' });
    expect(minute.value).toBe('42');
    expect(options(minute)).toContain('42');
    fireEvent.change(screen.getByRole('combobox', { name: 'Började timme' }), { target: { value: '16' } });
    expect(onChange).toHaveBeenLastCalledWith('16:42');
  });

  it('takes the menus in either order: a minute chosen first leaves the hour to choose (it was 00:15)', () => {
    const onChange = vi.fn();
    renderUi(<Harness initial="" onChange={onChange} />);
    const hour = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Började timme' });
    const minute = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Började minut' });
    expect([hour.value, minute.value]).toEqual(['', '']);
    fireEvent.change(minute, { target: { value: '15' } });
    expect(onChange).toHaveBeenLastCalledWith(':15');
    expect([hour.value, minute.value]).toEqual(['', '15']);
    fireEvent.change(hour, { target: { value: '08' } });
    expect(onChange).toHaveBeenLastCalledWith('08:15');
    expect([hour.value, minute.value]).toEqual(['08', '15']);
    expect(options(hour)).not.toContain('');
  });

  it('the hour first leaves the minute to choose, not 00', () => {
    const onChange = vi.fn();
    renderUi(<Harness initial="" onChange={onChange} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Började timme' }), { target: { value: '07' } });
    expect(onChange).toHaveBeenLastCalledWith('07:');
    const minute = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Började minut' });
    expect(minute.value).toBe('');
    fireEvent.change(minute, { target: { value: '30' } });
    expect(onChange).toHaveBeenLastCalledWith('07:30');
  });

  it('says which half of a half-chosen time is missing, under the field, in the reader’s language', async () => {
    const invalid = 'Ogiltig tid (TT:MM)';
    const field = (value: string, error?: string) => renderUi(<TimeField label="Slutade" value={value} error={error} onChange={() => undefined} />);
    const described = (name: string) =>
      (screen.getByRole('combobox', { name }).getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    let shown = field(':15', invalid);
    expect(described('Slutade timme')).toEqual(['Välj också timme.']);
    expect(described('Slutade minut')).toEqual(['Välj också timme.']);
    shown.unmount();
    shown = field('14:', invalid);
    expect(screen.getByText('Välj också minuter.')).toBeTruthy();
    shown.unmount();
    shown = field('', invalid);
    expect(screen.getByText('Välj timme och minuter.')).toBeTruthy();
    shown.unmount();
    // a whole time keeps the form's own error; without an error nothing is said
    shown = field('14:00', 'Sluttiden måste vara efter starttiden.');
    expect(screen.getByText('Sluttiden måste vara efter starttiden.')).toBeTruthy();
    shown.unmount();
    shown = field('14:');
    expect(screen.queryByText('Välj också minuter.')).toBeNull();
    shown.unmount();
    field('14:', invalid);
    await activateLocale('fi');
    expect(await screen.findByText('Valitse myös minuutit.')).toBeTruthy();
  });

  it('ties its hint and error to both menus', () => {
    renderUi(<TimeField label="Slutade" value="14:00" hint="Klockan på skolan." error="Sluttiden måste vara efter starttiden." onChange={() => undefined} />);
    for (const name of ['Slutade timme', 'Slutade minut']) {
      const select = screen.getByRole('combobox', { name });
      expect(select.getAttribute('aria-invalid')).toBe('true');
      const described = (select.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
      expect(described).toEqual(['Klockan på skolan.', 'Sluttiden måste vara efter starttiden.']);
    }
  });

  it('names its menus in Finnish on a Finnish screen', async () => {
    renderUi(<TimeField label="Alkoi" value="08:00" onChange={() => undefined} />);
    await activateLocale('fi');
    expect(await screen.findByRole('combobox', { name: 'Alkoi tunti' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Alkoi minuutti' })).toBeTruthy();
  });
});
