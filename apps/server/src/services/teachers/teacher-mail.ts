import type { Locale } from '@vikariat/domain';
import { escapeHtml, mailHtml } from '../notifications/mail-layout.ts';

/** The login mail a principal sends a new teacher (POST /api/principals/send/information), in the teacher's language. */
export function teacherLoginMail(
  locale: Locale,
  facts: { firstName: string; email: string; password: string; loginUrl: string; schoolName: string },
): { subject: string; text: string; html: string } {
  const sv = locale === 'sv';
  const subject = sv ? 'Dina inloggningsuppgifter till Vikariat' : 'Kirjautumistietosi Vikariat-palveluun';
  const lines = sv
    ? [
        `Hej ${facts.firstName}!`,
        `${facts.schoolName} har skapat ett konto åt dig i Vikariat.`,
        `E-post: ${facts.email}`,
        `Lösenord: ${facts.password}`,
        `Logga in på ${facts.loginUrl} och byt gärna lösenordet under Inställningar.`,
      ]
    : [
        `Hei ${facts.firstName}!`,
        `${facts.schoolName} on luonut sinulle tilin Vikariat-palveluun.`,
        `Sähköposti: ${facts.email}`,
        `Salasana: ${facts.password}`,
        `Kirjaudu osoitteessa ${facts.loginUrl} ja vaihda salasana halutessasi Asetuksissa.`,
      ];
  return {
    subject,
    text: lines.join('\n\n'),
    html: mailHtml(subject, lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')),
  };
}
