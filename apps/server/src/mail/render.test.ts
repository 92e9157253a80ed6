import { describe, expect, it } from 'vitest';
import { renderMail } from './render.ts';

describe('renderMail', () => {
  it('gives a text and an HTML part with the same words, the link in full, in the given language', () => {
    const mail = renderMail({ locale: 'fi', title: 'Otsikko', paragraphs: ['Hei!', 'Toinen kappale.'], action: { label: 'Avaa', url: 'https://x.test/a?b=1&c=2' } });
    expect(mail.subject).toBe('Otsikko');
    expect(mail.text).toContain('Hei!\n\nToinen kappale.');
    expect(mail.text).toContain('Avaa:\nhttps://x.test/a?b=1&c=2');
    expect(mail.text).toContain('Älä vastaa siihen.');
    expect(mail.html).toContain('<html lang="fi">');
    expect(mail.html).toContain('href="https://x.test/a?b=1&amp;c=2"');
  });

  it('escapes what people typed (names) in the HTML part', () => {
    const mail = renderMail({ locale: 'sv', title: 'Hej', paragraphs: ['Hej <script>alert(1)</script>!'] });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.text).toContain('Det här meddelandet skickades automatiskt');
  });
});
