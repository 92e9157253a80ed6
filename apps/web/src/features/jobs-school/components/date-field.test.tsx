import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../../test/render-ui.tsx';
import { DateField } from './date-field.tsx';

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
});
