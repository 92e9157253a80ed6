import { useLingui } from '@lingui/react/macro';
import { needsDayCard } from '@vikariat/domain';
import { Icon } from '../../../components/ui/icon.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import type { SchoolJob } from '../api/school-job.ts';
import { bellStateOf } from '../hooks/bell-state.ts';

/**
 * Bell state, SOS and admin marks of a job card; each has a text for screen readers and a tooltip (the card is a link:
 * the marks take no focus of their own, their words are in the link's name).
 */
export function JobBadges({ job }: { job: SchoolJob }) {
  const { t } = useLingui();
  const bell = bellStateOf(job);
  // the quiet bell says nothing new has come: 'Sedd' read as if substitutes had seen the job, beside a count of none
  const bellLabel = bell === 'chosen' ? t`Vikarie vald` : bell === 'new' ? t`Nya anmälningar` : t`Inga nya anmälningar`;
  return (
    <span className="job-badges">
      <Tooltip content={bellLabel} describes={false}>
        {(trigger) => (
          <span className={`job-bell job-bell-${bell}`} data-bell={bell} {...trigger}>
            <Icon name={bell === 'chosen' ? 'check' : 'bell'} size={18} />
            <span className="visually-hidden">{bellLabel}</span>
          </span>
        )}
      </Tooltip>
      {job.paused ? (
        <Tooltip content={t`Vikarierna ser inte vikariatet förrän det aktiveras.`} describes={false}>
          {(trigger) => (
            <span className="job-mark job-mark-paused" data-testid="paused-mark" {...trigger}>
              {t`Pausat`}
            </span>
          )}
        </Tooltip>
      ) : null}
      {needsDayCard({ ...job, chosenId: job.chosen, dayCard: job.dayCard }, new Date()) ? (
        <Tooltip content={t`Vikarien kommer inom ett dygn men dagkortet är tomt.`} describes={false}>
          {(trigger) => (
            <span className="job-mark job-mark-day-card" data-testid="day-card-mark" {...trigger}>
              <Icon name="warning" size={16} />
              {t`Dagkort saknas`}
            </span>
          )}
        </Tooltip>
      ) : null}
      {job.sos ? (
        <Tooltip content={t`Akut vikariat i dag`} describes={false}>
          {(trigger) => (
            <span className="job-mark job-mark-sos" {...trigger}>
              <Icon name="warning" size={16} />
              SOS
            </span>
          )}
        </Tooltip>
      ) : null}
      {job.instant ? (
        <Tooltip content={t`Första behöriga vikarie som tackar ja är bokad direkt.`} describes={false}>
          {(trigger) => (
            <span className="job-mark job-mark-instant" data-testid="instant-mark" {...trigger}>
              {t`Direkt bokning`}
            </span>
          )}
        </Tooltip>
      ) : null}
      {job.fromAdminType ? (
        <Tooltip content={t`Meddelande från administratören`} describes={false}>
          {(trigger) => (
            <span className="job-mark job-mark-admin" {...trigger}>
              <Icon name="info" size={16} />
              {job.fromAdminType}
            </span>
          )}
        </Tooltip>
      ) : null}
    </span>
  );
}
