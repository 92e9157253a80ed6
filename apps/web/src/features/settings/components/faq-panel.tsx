import { useLingui } from '@lingui/react/macro';
import { useSession } from '../../../lib/use-session.ts';
import { SCHOOL_FAQ, SUBSTITUTE_FAQ } from '../faq-content.ts';

/** Tab 5: the FAQ as an accordion; substitutes see the substitute FAQ, everyone else the school FAQ. */
export function FaqPanel() {
  const { t, i18n } = useLingui();
  const role = useSession()?.typeOfUser ?? 'user';
  const items = role === 'user' ? SUBSTITUTE_FAQ : SCHOOL_FAQ;
  return (
    <section className="card stack" aria-labelledby="settings-faq-title">
      <h2 id="settings-faq-title">{t`Vanliga frågor`}</h2>
      <div className="faq">
        {items.map((item) => (
          <details key={item.id} className="faq-item">
            <summary>{i18n._(item.question)}</summary>
            <p>{i18n._(item.answer)}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
