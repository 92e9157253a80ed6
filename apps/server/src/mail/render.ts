import type { Locale } from '@vikariat/domain';

export interface MailContent {
  locale: Locale;
  title: string;
  paragraphs: string[];
  action?: { label: string; url: string };
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const FOOTER = {
  sv: 'Det här meddelandet skickades automatiskt av Vikariat. Svara inte på det.',
  fi: 'Tämän viestin lähetti automaattisesti Vikariat. Älä vastaa siihen.',
};

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/**
 * The product's one mail layout: a plain-text part and a simple, inline-styled HTML part with the same
 * words (mail clients strip stylesheets). The title is the subject. Texts are escaped; the action link is
 * shown in full in the text part so it works in any client.
 */
export function renderMail({ locale, title, paragraphs, action }: MailContent): RenderedMail {
  const textParts = [title, '', ...paragraphs.flatMap((p) => [p, ''])];
  if (action !== undefined) textParts.push(`${action.label}:`, action.url, '');
  textParts.push('--', FOOTER[locale]);

  const htmlParagraphs = paragraphs.map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p)}</p>`).join('\n');
  const button =
    action === undefined
      ? ''
      : `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555555;word-break:break-all">${escapeHtml(action.url)}</p>`;
  const html = `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>
${htmlParagraphs}
${button}
<p style="margin:24px 0 0;font-size:12px;color:#6b7280">${escapeHtml(FOOTER[locale])}</p>
</div>
</body>
</html>`;
  return { subject: title, text: textParts.join('\n'), html };
}
