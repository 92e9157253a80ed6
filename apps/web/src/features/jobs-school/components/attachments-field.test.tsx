import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../../test/render-ui.tsx';
import { activateLocale } from '../../../lib/i18n.ts';
import { AttachmentsField } from './attachments-field.tsx';

afterEach(() => activateLocale('sv'));

/** The texts of the elements an aria attribute points at (its name's or description's parts). */
const texts = (element: HTMLElement, attribute: 'aria-labelledby' | 'aria-describedby'): (string | null | undefined)[] =>
  (element.getAttribute(attribute) ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);

function Harness({ onAdded }: { onAdded: (files: File[]) => void }) {
  const [value, setValue] = useState<{ stored: string[]; added: File[] }>({ stored: [], added: [] });
  return (
    <AttachmentsField
      {...value}
      progress={null}
      onChange={(next) => {
        setValue(next);
        onAdded(next.added);
      }}
    />
  );
}

/** The browser's own file picker reads "Choose Files / No file chosen" in the browser's language, not the app's. */
describe('AttachmentsField', () => {
  it('is a button in the app’s language that opens the picker, says what is chosen and gives the files on', () => {
    const onAdded = vi.fn();
    renderUi(<Harness onAdded={onAdded} />);
    const input = screen.getByLabelText<HTMLInputElement>('Bifogade filer');
    expect(input.type).toBe('file');
    expect(input.multiple).toBe(true);
    // the visible button is the input's label: a click on it opens the picker, and its words are in the input's name
    const button = screen.getByText('Välj filer');
    expect(button.tagName).toBe('LABEL');
    expect((button as HTMLLabelElement).htmlFor).toBe(input.id);
    const opened = vi.fn();
    input.addEventListener('click', opened);
    fireEvent.click(button);
    expect(opened).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Välj filer')).toBe(input);
    expect(texts(input, 'aria-labelledby')).toEqual(['Bifogade filer', 'Välj filer']);
    expect(texts(input, 'aria-describedby')).toEqual(['Ingen fil vald']);

    const a = new File(['a'], 'a.pdf', { type: 'application/pdf' });
    const b = new File(['b'], 'b.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [a, b] } });
    expect(onAdded).toHaveBeenLastCalledWith([a, b]);
    expect(screen.getByText('2 filer valda')).toBeTruthy();
    expect(texts(input, 'aria-describedby')).toEqual(['2 filer valda']);

    fireEvent.click(screen.getByRole('button', { name: /^Ta bort\s*a\.pdf$/ }));
    expect(onAdded).toHaveBeenLastCalledWith([b]);
    expect(screen.getByText('1 fil vald')).toBeTruthy();
  });

  it('speaks Finnish on a Finnish screen', async () => {
    await activateLocale('fi');
    const field = (added: File[]) => (
      <I18nProvider i18n={i18n}>
        <AttachmentsField stored={[]} added={added} progress={0.5} onChange={() => undefined} error="Liian suuri" />
      </I18nProvider>
    );
    const { rerender } = render(field([]));
    const input = screen.getByLabelText<HTMLInputElement>('Liitetiedostot');
    expect(input.type).toBe('file');
    expect(screen.getByText('Valitse tiedostot').tagName).toBe('LABEL');
    expect(screen.getByText('Ei valittua tiedostoa')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(texts(input, 'aria-describedby')).toEqual(['Ei valittua tiedostoa', 'Liian suuri']);
    expect(screen.getByRole('progressbar')).toBeTruthy();
    rerender(field([new File(['a'], 'a.pdf'), new File(['b'], 'b.pdf')]));
    expect(screen.getByText('2 tiedostoa valittu')).toBeTruthy();
  });
});
