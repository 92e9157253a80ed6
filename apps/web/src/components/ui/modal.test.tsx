import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render-ui.tsx';
import { Modal } from './modal.tsx';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Öppna
      </button>
      <Modal open={open} title="Beskär bilden" onClose={() => setOpen(false)} footer={<button type="button">Spara</button>}>
        <button type="button">Zooma</button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('moves focus inside, wraps Tab, closes on Escape and gives focus back', () => {
    renderUi(<Harness />);
    const opener = screen.getByRole('button', { name: 'Öppna' });
    opener.focus();
    fireEvent.click(opener);
    expect(screen.getByRole('dialog', { name: 'Beskär bilden' })).toBeTruthy();
    const first = screen.getByRole('button', { name: 'Zooma' });
    const last = screen.getByRole('button', { name: 'Spara' });
    expect(document.activeElement).toBe(first);
    last.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
