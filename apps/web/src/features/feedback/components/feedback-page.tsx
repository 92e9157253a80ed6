import { useLingui } from '@lingui/react/macro';
import { FEEDBACK_WINDOW_DAYS } from '@vikariat/domain';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { useFeedbackJobs } from '../api/feedback-jobs.ts';
import { FeedbackForm } from './feedback-form.tsx';
import '../../../components/ui/page.css';
import './feedback.css';

/**
 * /feedback: the caller's ended jobs with someone chosen, each with private feedback (issue 24, decision 031). The
 * school rates the substitute, the substitute the school; a single rating is never shown to the other side.
 */
export function FeedbackPage() {
  const { t } = useLingui();
  const list = useFeedbackJobs();
  const role = useSession()?.typeOfUser;

  return (
    <div className="page fb-page">
      <header className="page-header">
        <h1>{t`Omdömen`}</h1>
      </header>
      <p className="fb-intro">
        {role === 'user'
          ? t`Berätta hur vikariatet gick. Skolan ser aldrig ditt omdöme; administratörerna ser bara medeltal per skola.`
          : t`Ge vikarien ett omdöme. Det visas inte för vikarien i tjänsten, men som medeltal ingår det i vikariens egna registeruppgifter när hen begär ut dem (lagen kräver det); er skola ser sin egen historik på vikariens profil.`}{' '}
        {t`Omdöme kan ges och ändras i ${FEEDBACK_WINDOW_DAYS} dagar efter vikariatet.`}
      </p>
      {list.isPending ? <Spinner /> : null}
      {list.isError ? <p className="card empty-state">{t`Omdömena kunde inte hämtas. Försök igen när du har förbindelse.`}</p> : null}
      {list.data?.length === 0 ? <p className="card empty-state">{t`Inga avslutade vikariat att ge omdöme om just nu.`}</p> : null}
      {list.data && list.data.length > 0 ? (
        <ul className="fb-list">
          {list.data.map((job) => (
            <FeedbackForm key={job.jobId} job={job} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
