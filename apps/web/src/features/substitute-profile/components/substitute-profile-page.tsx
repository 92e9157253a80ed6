import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { extractCovers, formatDate, formatPhone, helsinkiDateOf, isLeaderRole, phoneHref, referenceLabel, referenceList, type Locale } from '@vikariat/domain';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { Modal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useChooseFlow } from '../../../lib/choose-substitute/use-choose-flow.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useProfileJob } from '../api/profile-job.ts';
import { useSubstituteProfile } from '../api/substitute-profile.ts';
import { ageOf, labelOf, policeRecordOf, statusText } from '../hooks/profile-labels.ts';
import { ExtractSeenPanel } from './extract-seen-panel.tsx';
import { SchoolFeedbackPanel } from './school-feedback-panel.tsx';
import { SchoolTies } from './school-ties.tsx';
import './substitute-profile.css';

const jobIdOf = (state: unknown): string | null => {
  if (typeof state !== 'object' || state === null) return null;
  const id = (state as { jobId?: unknown }).jobId;
  return typeof id === 'string' ? id : null;
};

/** /profile/{email}: what a school sees of a substitute; choose or unchoose for the job in route state. */
export function SubstituteProfilePage() {
  const { t, i18n } = useLingui();
  const { email = '' } = useParams();
  const location = useLocation();
  const jobId = jobIdOf(location.state);
  const profile = useSubstituteProfile(email);
  const job = useProfileJob(jobId);
  const flow = useChooseFlow(jobId, ['substitute-profile']);
  const [congratulate, setCongratulate] = useState(false);
  const role = useSession()?.typeOfUser;

  if (profile.isPending) return <Spinner />;
  const p = profile.data;
  if (!p) {
    return (
      <section className="sp-page">
        <h1>{t`Profilen hittades inte.`}</h1>
      </section>
    );
  }
  const locale: Locale = i18n.locale === 'fi' ? 'fi' : 'sv';
  const today = helsinkiDateOf(new Date());
  const name = `${p.firstName} ${p.lastName}`.trim() || p.email;
  const police = policeRecordOf(p.policeRecord?.expirationDate, today);
  const age = ageOf(p.age, p.birthDate, today);
  const chosen = job.data?.chosen ?? null;
  const thisChosen = chosen !== null && chosen.toLowerCase() === p.email.toLowerCase();
  // the person's own valid entry, or a school's recorded view valid through the job's last day (the server decides)
  const mayBeChosen = police?.valid === true || extractCovers(p.extractSeen?.validUntil, job.data?.endDate ?? '');

  const rows: [string, string][] = [
    [t`Status`, [statusText(p.status, locale), p.otherTxt ?? ''].filter(Boolean).join(': ')],
    [t`Ålder`, age === null ? '' : String(age)],
    [t`Behörigheter`, referenceList('qualification', p.qualifications, locale)],
    [t`Kommande behörigheter`, referenceList('qualification', p.comingqualifications, locale)],
    [
      t`Studier`,
      [
        p.occuGroup?.school,
        p.occuGroup?.studies,
        p.occuGroup?.studyYear ? t`år ${p.occuGroup.studyYear}` : null,
        p.occuGroup?.points ? t`${String(p.occuGroup.points)} sp` : null,
      ]
        .filter(Boolean)
        .join(', '),
    ],
    [t`Utbildning`, [p.education, p.examinationYear ? String(p.examinationYear) : null].filter(Boolean).join(', ')],
    [t`Huvudämne`, referenceLabel('subject', p.mainsubject, locale)],
    [t`Biämne`, referenceLabel('subject', p.secondsubject, locale)],
    [t`Övriga ämnen`, referenceList('subject', p.extrasubjects, locale)],
    [t`Erfarenhet`, Array.isArray(p.experience) ? p.experience.map((e) => labelOf(e, locale)).join(', ') : (p.experience ?? '')],
    [t`Modersmål`, referenceLabel('language', p.nativeLanguage, locale)],
    [t`Språk`, referenceList('language', p.languages, locale)],
    [t`Adress`, p.address ?? ''],
  ];

  return (
    <section className="sp-page" aria-labelledby="sp-title">
      <div className="sp-head">
        <span className="sp-avatar" aria-hidden="true">
          {(p.firstName[0] ?? p.email[0] ?? '?').toUpperCase()}
        </span>
        <h1 id="sp-title">{name}</h1>
      </div>
      <article className="sp-card">
        <dl className="sp-list">
          {rows
            .filter(([, value]) => value !== '')
            .map(([label, value]) => (
              <div key={label} className="sp-row">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          <div className="sp-row">
            <dt>{t`Identitet`}</dt>
            <dd data-testid="identity">{p.identityVerifiedOn ? t`Verifierad ${formatDate(p.identityVerifiedOn)}` : t`Inte verifierad`}</dd>
          </div>
          <div className="sp-row">
            <dt>{t`Straffregisterutdrag`}</dt>
            <dd data-testid="police-record">{police ? (police.valid ? t`Giltigt till ${police.expires}` : t`Har gått ut ${police.expires}`) : t`Saknas`}</dd>
          </div>
          <SchoolTies email={p.email} name={name} ties={p.schools} />
          {p.lateCancellations !== undefined ? (
            <div className="sp-row">
              <dt>{t`Sena avbokningar`}</dt>
              <dd data-testid="late-cancellations">
                {p.lateCancellations === 0
                  ? t`Inga`
                  : t({ message: plural(p.lateCancellations, { one: '# avbokning under 24 h före start', other: '# avbokningar under 24 h före start' }) })}
              </dd>
            </div>
          ) : null}
          {p.phone ? (
            <div className="sp-row">
              <dt>{t`Telefon`}</dt>
              <dd>
                <a href={phoneHref(p.phone)}>{formatPhone(p.phone)}</a>
              </dd>
            </div>
          ) : null}
          {p.documents.length > 0 ? (
            <div className="sp-row">
              <dt>{t`Dokument och filer`}</dt>
              <dd>
                <ul className="sp-documents">
                  {p.documents.map((doc) => (
                    <li key={doc.name}>
                      <button
                        type="button"
                        className="sp-doc-link"
                        onClick={() => void downloadFile(doc.name, doc.title, '/api/users/documents/').catch(() => toast.error(t`Filen kunde inte laddas ner.`))}
                      >
                        {doc.title}
                      </button>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ) : null}
          <div className="sp-row">
            <dt>{t`E-post`}</dt>
            <dd>
              <a href={`mailto:${p.email}`}>{p.email}</a>
            </dd>
          </div>
        </dl>
        {jobId && job.data ? (
          <div className="sp-actions">
            {chosen === null ? (
              <button
                type="button"
                className="button button-primary"
                disabled={flow.busy || !mayBeChosen}
                aria-describedby={mayBeChosen ? undefined : 'sp-police-hint'}
                onClick={() => void flow.chooseSubstitute(p.email, name).then((answer) => answer && setCongratulate(true))}
              >
                {t`Välj som vikarie`}
              </button>
            ) : null}
            {chosen === null && !mayBeChosen ? (
              <p
                id="sp-police-hint"
                className="sp-hint"
              >{t`Kan väljas när hen har ett giltigt utdrag ur straffregistret i sin profil, eller när ni har antecknat att utdraget visats.`}</p>
            ) : null}
            {thisChosen ? (
              <button type="button" className="button button-secondary" disabled={flow.busy} onClick={() => void flow.unchooseSubstitute(p.email, name)}>
                {t`Ta bort vald vikarie`}
              </button>
            ) : null}
            {chosen !== null && !thisChosen ? (
              <button type="button" className="button button-secondary" disabled>
                {t`Redan valt någon annan`}
              </button>
            ) : null}
          </div>
        ) : null}
      </article>
      <ExtractSeenPanel email={p.email} seen={p.extractSeen} mayRecord={role !== undefined && isLeaderRole(role)} />
      <SchoolFeedbackPanel email={p.email} name={name} ties={p.schools} />
      <Modal
        open={congratulate}
        size="small"
        title={t`Grattis!`}
        onClose={() => setCongratulate(false)}
        footer={
          <button type="button" className="button button-secondary" onClick={() => setCongratulate(false)}>
            {t`Stäng`}
          </button>
        }
      >
        <p>{t`Du har valt ${name} till vikariatet. Vikarien får ett meddelande om valet.`}</p>
        <ul className="sp-contact">
          {p.phone ? (
            <li>
              <a className="button button-primary" href={phoneHref(p.phone)}>
                {t`Ring ${formatPhone(p.phone)}`}
              </a>
            </li>
          ) : null}
          <li>
            <a className="button button-secondary" href={`mailto:${p.email}`}>
              {t`E-post ${p.email}`}
            </a>
          </li>
        </ul>
      </Modal>
    </section>
  );
}
