import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render-ui.tsx';
import { confirm, ConfirmHost } from './confirm-dialog.tsx';

describe('confirm()', () => {
  it('resolves true when the user confirms', async () => {
    renderUi(<ConfirmHost />);
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirm({ title: 'Radera kontot?', confirmLabel: 'Radera', danger: true });
    });
    const dialog = screen.getByRole('alertdialog', { name: 'Radera kontot?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Radera' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('resolves false on cancel and on Escape', async () => {
    renderUi(<ConfirmHost />);
    let first: Promise<boolean> = Promise.resolve(true);
    act(() => {
      first = confirm({ title: 'Ta bort vikariatet?' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Avbryt' }));
    await expect(first).resolves.toBe(false);

    let second: Promise<boolean> = Promise.resolve(true);
    act(() => {
      second = confirm({ title: 'Ta bort vikariatet?' });
    });
    fireEvent.keyDown(document, { key: 'Escape' });
    await expect(second).resolves.toBe(false);
  });
});
