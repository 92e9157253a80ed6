import { useLingui } from '@lingui/react/macro';
import { isLeaderRole, type ApplicantSort } from '@vikariat/domain';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { confirm } from '../../../components/ui/confirm-dialog.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useChooseFlow } from '../../../lib/choose-substitute/use-choose-flow.ts';
import { useDeleteTemp } from '../api/delete-temp.ts';
import { timelineVersion } from '../api/job-timeline.ts';
import { personName, type Applicant } from '../api/school-job.ts';
import { orderApplicants } from '../hooks/applicant-order.ts';
import { markApplicantsSeen } from '../hooks/bell-state.ts';
import { useSchoolJob } from '../hooks/local-school-jobs.ts';
import { ApplicantList } from './applicant-list.tsx';
import { ChosenDialogs, type ChosenPerson } from './chosen-dialogs.tsx';
import { CancelChosenDialog } from './cancel-chosen-dialog.tsx';
import { ConnectionNotice } from './connection-notice.tsx';
import { DayCardSection } from './day-card-section.tsx';
import { EditJob } from './edit-job.tsx';
import { HoursReviewSection } from './hours-review-section.tsx';
import { JobDetails } from './job-details.tsx';
import { JobTimelineSection } from './job-timeline-section.tsx';
import './jobs.css';
import '../../../components/ui/page.css';
import { ApplicantSortSelect } from './applicant-sort-select.tsx';
import { ActivationButton } from './activation-button.tsx';

const editRequested = (state: unknown): boolean => typeof state === 'object' && state !== null && (state as { edit?: unknown }).edit === true;

/** /manage/{jobid}: the job (from the local database), edit and delete, and its applicants with choosing (spec 02 "Manage job"). */
export function ManagePage() {
  const { t } = useLingui();
  const { jobId = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const user = useSession();
  const leader = user ? isLeaderRole(user.typeOfUser) : false;
  const { job: current, waiting } = useSchoolJob(jobId);
  const [sort, setSort] = useState<ApplicantSort>('registration');
  const [editing, setEditing] = useState(() => editRequested(location.state));
  const [chosenPerson, setChosenPerson] = useState<ChosenPerson | null>(null);
  // by e-mail: the list is rebuilt whenever the replicated job changes, also while the dialog is open
  const [cancelling, setCancelling] = useState<string | null>(null);
  const deleteTemp = useDeleteTemp();
  const flow = useChooseFlow(jobId, ['jobs-school']);
  const list = useMemo(() => orderApplicants(current?.applicants ?? [], sort), [current, sort]);
  const seenCount = current?.applicants.length;

  useEffect(() => {
    if (seenCount !== undefined) markApplicantsSeen(jobId, seenCount);
  }, [seenCount, jobId]);

  if (current === undefined) {
    if (waiting) return <Spinner />;
    return (
      <section className="job-page">
        <ConnectionNotice />
        <h1>{t`Vikariatet hittades inte.`}</h1>
      </section>
    );
  }
  const nameOf = (email: string): string => {
    const person = list.find((a) => a.email === email);
    return person ? personName(person) : email;
  };

  const remove = async () => {
    // a booked person is told the job is gone (the server ends the booking as the school's cancellation)
    const message = current.chosen ? t`En vikarie är bokad för vikariatet. Hen får ett meddelande om att det är inställt.` : undefined;
    if (!(await confirm({ title: t`Ta bort vikariatet?`, ...(message ? { message } : {}), confirmLabel: t`Ta bort`, danger: true }))) return;
    try {
      await deleteTemp.mutateAsync(current.uniqueId);
      toast.success(t`Vikariatet är borttaget.`);
      void navigate('/jobs');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t`Något gick fel, försök igen.`);
    }
  };

  const choose = async (applicant: Applicant) => {
    const name = personName(applicant);
    const answer = await flow.chooseSubstitute(applicant.email, name);
    // the applicant card had no phone: a school sees it only once it booked the person
    if (answer) setChosenPerson({ name, email: applicant.email, phone: answer.phone || null });
  };

  return (
    <section className="job-page manage-page" aria-labelledby="manage-title">
      <div className="job-toolbar">
        <h1 id="manage-title">{editing ? t`Redigera vikariat` : t({ message: 'Vikariat', context: 'one job' })}</h1>
        {editing ? null : (
          <div className="manage-icons">
            {/* labelled actions: a bare "X" read as "close" (issue 22 item 8) */}
            <button type="button" className="button button-secondary" onClick={() => setEditing(true)}>
              <Icon name="edit" size={20} />
              {t`Redigera`}
            </button>
            {leader ? <ActivationButton job={current} /> : null}
            <button type="button" className="button button-secondary manage-delete" onClick={() => void remove()}>
              <Icon name="trash" size={20} />
              {t({ message: 'Ta bort vikariatet', context: 'manage action' })}
            </button>
          </div>
        )}
      </div>
      <ConnectionNotice />
      {editing ? (
        <EditJob job={current} principal={leader} onDone={() => setEditing(false)} />
      ) : (
        <div className="manage-layout">
          <div className="manage-column">
            <article className="card">
              <JobDetails job={current} showReason={leader} />
            </article>
            <DayCardSection job={current} />
            {leader ? <HoursReviewSection job={current} /> : null}
            <JobTimelineSection jobId={current.uniqueId} version={timelineVersion(current)} />
          </div>
          <section className="card" aria-labelledby="manage-applicants-title">
            <div className="job-toolbar">
              <h2 id="manage-applicants-title">{t`Anmälda (${list.length})`}</h2>
              <ApplicantSortSelect value={sort} onChange={setSort} />
            </div>
            <ApplicantList
              jobId={current.uniqueId}
              lastDay={current.endDate}
              applicants={list}
              chosen={current.chosen}
              busy={flow.busy}
              onChoose={(a) => void choose(a)}
              onUnchoose={(a) => void flow.unchooseSubstitute(a.email, personName(a))}
              onCancelBooking={(a) => setCancelling(a.email)}
            />
          </section>
        </div>
      )}
      <ChosenDialogs person={chosenPerson} onClose={() => setChosenPerson(null)} />
      <CancelChosenDialog
        booking={cancelling === null ? null : { jobId: current.uniqueId, email: cancelling, name: nameOf(cancelling), job: current }}
        onClose={() => setCancelling(null)}
      />
    </section>
  );
}
