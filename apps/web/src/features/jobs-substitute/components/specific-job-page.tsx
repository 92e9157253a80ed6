import { useLingui } from '@lingui/react/macro';
import { formatPhone, gradeByVal, isDayCardEmpty, jobDateLabel, phoneHref, profileIdentityMismatches } from '@vikariat/domain';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { AttachmentList } from '../../../components/attachment-list.tsx';
import { DayCardView } from '../../../components/day-card/day-card-view.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useProfileDoc } from '../../../db/index.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { useSession } from '../../../lib/use-session.ts';
import { subjectsText, typeOfTempText } from '../../../lib/format.ts';
import { schoolOf } from '../api/substitute-job.ts';
import { clashesOf } from '../hooks/clashes.ts';
import { useDeclineOffer } from '../hooks/decline-offer.ts';
import { statusOfJob } from '../hooks/job-status.ts';
import { pendingTypesFor, useChosenJobs, useEnqueueAction, useJobDetail, usePendingActions, usePersonalJobs } from '../hooks/substitute-data.ts';
import { CancelBookingDialog } from './cancel-booking-dialog.tsx';
import { HoursSection } from './hours-section.tsx';
import { InstantAccept } from './instant-accept.tsx';
import { JobActions } from './job-actions.tsx';
import { OfferNote } from './offer-note.tsx';
import { ClashWarning } from './clash-notice.tsx';
import { ConsentDialog } from './consent-dialog.tsx';
import './substitute.css';
import '../../../components/ui/page.css';

/**
 * /specific/{jobid}: the job for a substitute; apply, withdraw, cancel a booking, hide/restore, inactivate/reactivate,
 * discard, block the school.
 */
export function SpecificJobPage() {
  const { t, i18n } = useLingui();
  const { jobId = '' } = useParams();
  const navigate = useNavigate();
  const user = useSession();
  const detail = useJobDetail(jobId);
  const personal = usePersonalJobs();
  const pending = usePendingActions();
  const chosenJobs = useChosenJobs();
  const enqueue = useEnqueueAction();
  const decline = useDeclineOffer();
  const profileDoc = useProfileDoc();
  // the apply rule's person part, read before the person taps (the server rejects it too: identity_mismatch)
  const identityBlocked = profileDoc !== null && profileIdentityMismatches(profileDoc).length > 0;
  const [consentOpen, setConsentOpen] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  const viewed = useRef(false);
  const [search, setSearch] = useSearchParams();
  const pushAnswer = search.get('offer');

  // a view is recorded once per job (incViewCount), not on every visit
  useEffect(() => {
    if (viewed.current || !detail.data) return;
    viewed.current = true;
    // a notice has no views to count (the job rule's `touch` refuses it)
    if (!detail.data.viewedAt && !detail.data.fromAdminType) enqueue('view', { jobId });
  }, [detail.data, enqueue, jobId]);

  // "Tacka nej" pressed on the offer's push (decision 034): declined once, as the page's own button does; "Visa" just
  // opens the job. The parameter goes at once, so a reload or going back declines nothing more.
  // The ref makes it once per visit whatever re-runs the effect before the parameter is gone (the decline itself
  // changes the job's local document).
  const pushAnswered = useRef(false);
  useEffect(() => {
    if (pushAnswer === null || !detail.data || pushAnswered.current) return;
    pushAnswered.current = true;
    setSearch({}, { replace: true });
    if (pushAnswer !== 'no' || detail.data.applied === true || statusOfJob(detail.data, user?.email ?? '') === 'accepted') return;
    decline(jobId);
    void navigate('/jobs/all', { replace: true });
  }, [pushAnswer, detail.data, setSearch, decline, jobId, navigate, user?.email]);

  if (detail.isPending) return <Spinner />;
  const job = detail.data;
  if (!job) {
    return (
      <section className="sub-page">
        <h1>{t`Vikariatet hittades inte.`}</h1>
      </section>
    );
  }
  const school = schoolOf(job);
  const queued = pendingTypesFor(pending, jobId);
  const own = [...(personal.data?.activejobs ?? []), ...(personal.data?.inactivejobs ?? [])].find((j) => j.uniqueId === jobId);
  const inPersonal = own !== undefined && own.cancelled === undefined;
  const applied = (inPersonal || job.applied === true || queued.includes('apply')) && !queued.includes('withdraw');
  const hidden = (job.hidden === true || queued.includes('hide') || queued.includes('declineOffer')) && !queued.includes('restore');
  // booked is the job's own fact, whatever the application list says
  const accepted = statusOfJob(job, user?.email ?? '') === 'accepted';
  const status = accepted ? 'accepted' : applied ? statusOfJob(job, user?.email ?? '') : undefined;
  const cancelled = queued.includes('cancelBooking') ? 'me' : own?.cancelled;
  const schoolReason = own?.cancelReason ?? '';
  // warned before applying, from the local database: the server's verdict would only come after the commit
  const clash = !hidden && !applied ? clashesOf(job, chosenJobs) : { verdict: 'ok' as const, clashes: [] };

  const cancelBooking = (reason: string) => {
    setCancelOpen(false);
    enqueue('cancelBooking', { jobId, reason });
    // the outbox keeps it through a reload or a dead battery; the list shows it as being sent, and a toast says when
    // the school was told (booking-notices.ts). Offline, say at once that it waits for a connection.
    if (!navigator.onLine) toast.info(t`Avbokningen är sparad och skickas när du har förbindelse.`, { durationMs: 8_000 });
    void navigate('/jobs/personal');
  };

  const rows: [string, ReactNode][] = [
    [t`Skola`, school.name],
    [t`Adress`, school.address ?? ''],
    // whenever the document carries it, booked or cancelled: the server decides who may call the school (spec 02 §6),
    // and a cancelled booking's page asks the person to contact the school
    [t`Skolans telefon`, school.phone ? <a href={phoneHref(school.phone)}>{formatPhone(school.phone)}</a> : ''],
    [t`Datum`, jobDateLabel(job)],
    [t`Tid`, `${job.startTime}–${job.endTime}`],
    [t`Typ av vikariat`, typeOfTempText(job, i18n.locale)],
    [t`Ämnen`, subjectsText(job.subjects, i18n.locale)],
    [t`Årskurser`, job.grades.map((g) => (i18n.locale === 'fi' ? gradeByVal(g)?.name_fi : gradeByVal(g)?.name_swe) ?? g).join(', ')],
    [t`Tilläggsinformation`, job.additionalInfo ?? ''],
  ];

  return (
    <section className="sub-page" aria-labelledby="specific-title">
      <h1 id="specific-title">{t`Vikariat ${jobDateLabel(job)}`}</h1>
      <article className="card">
        {status ? (
          <p className={`sub-status sub-status-${status}`} data-status={status}>
            {status === 'accepted' ? t`Du är vald till detta vikariat` : status === 'denied' ? t`Någon annan blev vald` : t`Din anmälan väntar på svar`}
          </p>
        ) : cancelled ? (
          <>
            <p className="sub-status sub-status-cancelled" data-status="cancelled">
              {cancelled === 'me' ? t`Du har avbokat detta vikariat` : t`Skolan har avbokat ditt vikariat`}
            </p>
            {cancelled === 'school' && schoolReason ? <p className="sub-cancel-reason">{t`Skolans orsak: ${schoolReason}`}</p> : null}
            {/* the server refuses taking back an instant job one cancelled oneself (cancelled_before) */}
            {cancelled === 'me' && job.instant ? <p className="sub-cancel-reason">{t`Kontakta skolan om du ändå kan komma.`}</p> : null}
          </>
        ) : null}
        {accepted ? null : <OfferNote jobId={jobId} />}
        {queued.length > 0 ? <p className="sub-status sub-status-sending">{t`Skickas när du har en förbindelse…`}</p> : null}
        <dl className="details-list">
          {rows
            .filter(([, value]) => value !== '')
            .map(([label, value]) => (
              <div key={label} className="details-row">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
        {accepted && job.dayCard && !isDayCardEmpty(job.dayCard) ? (
          <section className="sub-day-card" aria-labelledby="specific-day-card">
            <h2 id="specific-day-card" className="details-subtitle">{t`Dagkort`}</h2>
            <DayCardView card={job.dayCard} />
          </section>
        ) : null}
        {accepted ? <HoursSection job={job} /> : null}
        {accepted ? <AttachmentList files={job.files} titleTag="h2" classNames={{ title: 'details-subtitle', list: 'sub-files', button: 'sub-link-button' }} /> : null}
        <ClashWarning report={clash} id="specific-clash" />
        {identityBlocked && !applied ? (
          <p className="sub-identity-block" id="specific-identity" role="note">
            {t`Din profil stämmer inte med din verifierade identitet, så du kan inte anmäla dig.`} <Link to="/profile">{t`Rätta profilen`}</Link>
          </p>
        ) : null}
        {job.instant && !hidden && !applied && !accepted && cancelled !== 'me' ? (
          <InstantAccept jobId={jobId} blockedBy={identityBlocked ? 'specific-identity' : clash.verdict === 'full' ? 'specific-clash' : undefined} />
        ) : null}
        <JobActions
          identityBlocked={identityBlocked}
          job={job}
          applied={applied}
          status={status}
          hidden={hidden}
          clash={clash}
          onApply={() => setConsentOpen(true)}
          onCancelBooking={() => setCancelOpen(true)}
          cancelledByMe={cancelled === 'me'}
        />
      </article>
      {accepted ? <CancelBookingDialog open={cancelOpen} job={job} onClose={() => setCancelOpen(false)} onCancelBooking={cancelBooking} /> : null}
      <ConsentDialog
        open={consentOpen}
        clash={clash}
        onCancel={() => setConsentOpen(false)}
        onConfirm={() => {
          setConsentOpen(false);
          // a partial overlap the substitute confirmed here is the spec's 'Jag hinner!': no second question
          enqueue('apply', { jobId, alreadywarned: clash.verdict === 'partial' });
          // the list opens at its top, maybe far from this job: say that it went (or waits for a connection)
          toast.success(navigator.onLine ? t`Din anmälan skickas till skolan.` : t`Din anmälan är sparad och skickas när du har förbindelse.`);
          void navigate('/jobs/personal');
        }}
      />
    </section>
  );
}
