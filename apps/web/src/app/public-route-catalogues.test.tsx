import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { writeLangCookie } from '../lib/lang.ts';

/**
 * Every text and accessible name the page shows from now on, as it appears (a message id that is replaced a moment
 * later counts too).
 */
function recordTexts(): { texts: Set<string>; stop: () => void } {
  const texts = new Set<string>();
  const names = (node: Node) => {
    if (!(node instanceof Element)) return;
    for (const labelled of [node, ...node.querySelectorAll('[aria-label]')]) texts.add(labelled.getAttribute('aria-label') ?? '');
  };
  const observer = new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === 'characterData') texts.add(r.target.textContent ?? '');
      r.addedNodes.forEach((node) => {
        texts.add(node.textContent ?? '');
        names(node);
      });
    }
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  return { texts, stop: () => observer.disconnect() };
}

describe('a public screen outside sign-in waits for its words (issue 22 item 10)', () => {
  it('/login/export never shows a message id while its catalogue loads, in Finnish', async () => {
    // the screen's code is at hand before its words (a cached chunk, a slow catalogue): it must still wait for them
    await import('../features/export/components/export-login-page.tsx');
    writeLangCookie('fi');
    const { texts, stop } = recordTexts();
    renderApp('/login/export');
    // every catalogue of the language is compiled on first use in a test run: on a busy machine that takes a while
    await screen.findByRole('heading', { name: 'Tilastojen vienti' }, { timeout: 15_000 });
    stop();
    // neither the id (a build) nor the Swedish source (a test run compiles messages with it) before the Finnish
    const early = [generateMessageId('Statistikexport'), 'Statistikexport'];
    expect([...texts].filter((text) => early.some((e) => text.includes(e)))).toEqual([]);
  });
  // the e2e walk (every-screen-language.spec.ts) checks every public screen with slow catalogues in a real build
});
