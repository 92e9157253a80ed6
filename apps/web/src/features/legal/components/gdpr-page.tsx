import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { PRIVACY_NOTICE } from '../privacy-notice.ts';
import { uiLocale } from '../../../lib/format.ts';
import { LegalFrame } from './legal-frame.tsx';

type NoticeLang = 'sv' | 'fi';

/**
 * /gdpr: the privacy notice with its own fi/sv switch (spec 01 §2). It opens in the app's language: Swedish by
 * default as the spec says, Finnish for a reader whose app is in Finnish (who otherwise met a Swedish notice).
 */
export function GdprPage() {
  const { t, i18n } = useLingui();
  const [lang, setLang] = useState<NoticeLang>(uiLocale(i18n.locale));
  const notice = PRIVACY_NOTICE[lang];
  return (
    <LegalFrame>
      <div className="legal-switch" role="group" aria-label={t`Språk för dataskyddsbeskrivningen`}>
        <button type="button" className="legal-switch-button" aria-pressed={lang === 'sv'} onClick={() => setLang('sv')} lang="sv">
          Svenska
        </button>
        <button type="button" className="legal-switch-button" aria-pressed={lang === 'fi'} onClick={() => setLang('fi')} lang="fi">
          Suomi
        </button>
      </div>
      <article className="legal-article" lang={lang}>
        <h1>{notice.title}</h1>
        <p className="legal-updated">{notice.updated}</p>
        {notice.sections.map((section) => (
          <section key={section.title}>
            <h2>{section.title}</h2>
            {section.paragraphs.map((p) => (
              <p key={p.slice(0, 40)}>{p}</p>
            ))}
            {section.list ? (
              <ul>
                {section.list.map((item) => (
                  <li key={item.slice(0, 40)}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </article>
    </LegalFrame>
  );
}

export { GdprPage as Component };
