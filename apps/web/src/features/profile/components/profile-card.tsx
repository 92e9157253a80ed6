import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate, formatPhone, gradeByVal, municipalityByCode, localName, referenceLabel, referenceList, STATUS_OPTIONS, type Locale } from '@vikariat/domain';
import type { ReactNode } from 'react';
import { EditIcon } from './edit-icon.tsx';
import type { Profile } from '../api/get-profile.ts';
import { normaliseStatus } from '../profile-form.ts';

interface ProfileCardProps {
  profile: Profile;
  locale: Locale;
  isSubstitute: boolean;
  onEditBasic: () => void;
  onEditAdditional: () => void;
}

/** One label/value row; empty values show a dash so the reader sees what is still missing. */
function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <div className="profile-row">
      <dt>{label}</dt>
      <dd>{empty ? '–' : children}</dd>
    </div>
  );
}

const list = (items: readonly string[] | undefined | null): string => (items ?? []).filter(Boolean).join(', ');

/** The read-only card of spec 01 §2: basic info and additional info, each block with an edit icon. */
export function ProfileCard({ profile, locale, isSubstitute, onEditBasic, onEditAdditional }: ProfileCardProps) {
  const { t } = useLingui();
  const status = STATUS_OPTIONS.find((o) => o.val === normaliseStatus(profile.status));
  const qualis = (q: Profile['qualifications']) => referenceList('qualification', q, locale);
  const regions = list(
    (profile.regions ?? []).map((r) => {
      const m = municipalityByCode(r.code);
      return m ? localName(m, locale) : r.code;
    }),
  );
  const occu = profile.occuGroup ?? {};
  const student = normaliseStatus(profile.status) === 'student';
  const expirationDate = profile.policeRecord?.expirationDate ? formatDate(profile.policeRecord.expirationDate) : '';

  return (
    <div className="profile-blocks">
      <section className="profile-block" aria-labelledby="profile-basic-title">
        <div className="profile-block-head">
          <h2 id="profile-basic-title">
            <Trans>Grundinformation</Trans>
          </h2>
          <button type="button" className="icon-button" onClick={onEditBasic} aria-label={t`Redigera grundinformation`}>
            <EditIcon />
          </button>
        </div>
        <dl className="profile-list">
          <Row label={<Trans>Namn</Trans>}>{[profile.firstName, profile.lastName].filter(Boolean).join(' ')}</Row>
          <Row label={<Trans>E-post</Trans>}>{profile.email}</Row>
          <Row label={<Trans>Telefon</Trans>}>{profile.phone ? formatPhone(profile.phone) : ''}</Row>
          <Row label={<Trans>Adress</Trans>}>{profile.address}</Row>
          {isSubstitute ? <Row label={<Trans>Ålder</Trans>}>{profile.age ?? ''}</Row> : null}
          <Row label={<Trans>Modersmål</Trans>}>{referenceLabel('language', profile.nativeLanguage, locale)}</Row>
          <Row label={<Trans>Språk</Trans>}>{referenceList('language', profile.languages, locale)}</Row>
          {isSubstitute ? (
            <>
              <Row label={<Trans>Status</Trans>}>
                {status ? (locale === 'fi' ? status.name_fi : status.name_swe) : ''}
                {status?.val === 'other' && profile.otherTxt ? ` – ${profile.otherTxt}` : ''}
              </Row>
              <Row label={<Trans>Kommuner</Trans>}>{regions}</Row>
            </>
          ) : null}
        </dl>
      </section>
      <section className="profile-block" aria-labelledby="profile-additional-title">
        <div className="profile-block-head">
          <h2 id="profile-additional-title">
            <Trans>Tilläggsinformation</Trans>
          </h2>
          <button type="button" className="icon-button" onClick={onEditAdditional} aria-label={t`Redigera tilläggsinformation`}>
            <EditIcon />
          </button>
        </div>
        <dl className="profile-list">
          {isSubstitute ? (
            <>
              <Row label={<Trans>Skola eller läroanstalt</Trans>}>{occu.school}</Row>
              {student ? (
                <>
                  <Row label={<Trans>Studieår</Trans>}>{occu.studyYear}</Row>
                  <Row label={<Trans>Studiepoäng</Trans>}>{occu.points}</Row>
                  <Row label={<Trans>Inriktning</Trans>}>{occu.studyFocus}</Row>
                  <Row label={<Trans>Kommande behörigheter</Trans>}>{qualis(profile.comingqualifications)}</Row>
                </>
              ) : (
                <>
                  <Row label={<Trans>Examen</Trans>}>{profile.education}</Row>
                  <Row label={<Trans>Examensår</Trans>}>{profile.examinationYear}</Row>
                  <Row label={<Trans>Behörigheter</Trans>}>{qualis(profile.qualifications)}</Row>
                </>
              )}
              <Row label={<Trans>Pedagogiska studier</Trans>}>{occu.studies}</Row>
              <Row label={<Trans>Huvudämne</Trans>}>{referenceLabel('subject', profile.mainsubject, locale)}</Row>
              <Row label={<Trans>Biämne</Trans>}>{referenceLabel('subject', profile.secondsubject, locale)}</Row>
              <Row label={<Trans>Övriga ämnen</Trans>}>{(profile.extrasubjects ?? []).map((s) => referenceLabel('subject', s, locale)).join(', ')}</Row>
              <Row label={<Trans>Arbetserfarenhet</Trans>}>{list(profile.experience)}</Row>
              <Row label={<Trans>Utdrag ur straffregistret</Trans>}>{expirationDate ? t`Giltigt till ${expirationDate}` : ''}</Row>
            </>
          ) : (
            <>
              <Row label={<Trans>Skola</Trans>}>{typeof profile.school === 'string' ? profile.school : profile.school?.name}</Row>
              <Row label={<Trans>Årskurser</Trans>}>
                {list(
                  (profile.grade ?? []).map((g) => {
                    const grade = gradeByVal(g);
                    return grade ? (locale === 'fi' ? grade.name_fi : grade.name_swe) : g;
                  }),
                )}
              </Row>
              <Row label={<Trans>Lärartyp</Trans>}>{[referenceLabel('teacherType', profile.teacherType, locale), profile.teacherOther].filter(Boolean).join(' – ')}</Row>
            </>
          )}
        </dl>
      </section>
    </div>
  );
}
