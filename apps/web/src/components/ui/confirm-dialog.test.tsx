import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render-ui.tsx';
import { choose, confirm, ConfirmHost } from './confirm-dialog.tsx';

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

describe('choose()', () => {
  it('resolves the answer tapped, null on cancel; a new question answers the older one with null', async () => {
    renderUi(<ConfirmHost />);
    let answer: Promise<string | null> = Promise.resolve(null);
    act(() => {
      answer = choose({
        title: 'Varför?',
        choices: [
          { value: 'a', label: 'Inte ledig' },
          { value: 'b', label: 'För långt bort' },
        ],
      });
    });
    expect(screen.getByRole('dialog', { name: 'Varför?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'För långt bort' }));
    await expect(answer).resolves.toBe('b');
    expect(screen.queryByRole('dialog')).toBeNull();

    let older: Promise<string | null> = Promise.resolve('x');
    let newer: Promise<string | null> = Promise.resolve('x');
    act(() => {
      older = choose({ title: 'Första?', choices: [{ value: 'a', label: 'A' }] });
      newer = choose({ title: 'Andra?', choices: [{ value: 'a', label: 'A' }], cancelLabel: 'Hoppa över' });
    });
    await expect(older).resolves.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Hoppa över' }));
    await expect(newer).resolves.toBeNull();
  });
});
