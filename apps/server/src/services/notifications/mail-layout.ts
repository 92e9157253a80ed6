/** A minimal HTML frame for this area's mails (plain text is always sent beside it). */
export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export function mailHtml(title: string, bodyHtml: string): string {
  return (
    `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
    `<body style="font-family:Arial,sans-serif;color:#222;max-width:560px;margin:auto">` +
    `<h2 style="color:#1c4e80">${escapeHtml(title)}</h2>${bodyHtml}` +
    `<p style="color:#888;font-size:12px">Vikariat</p></body></html>`
  );
}

/** Text paragraphs as a mail: the same words in text and HTML. */
export function paragraphsMail(subject: string, paragraphs: readonly string[]): { subject: string; text: string; html: string } {
  return {
    subject,
    text: paragraphs.join('\n\n'),
    html: mailHtml(subject, paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('')),
  };
}
