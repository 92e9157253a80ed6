import { useLingui } from '@lingui/react/macro';
import type { OutboxPayload } from '@vikariat/domain';
import { useCallback } from 'react';
import { toast } from '../../../components/ui/toast-store.ts';
import { useDismissedNotices } from './dismissed-notices.ts';
import { useEnqueueAction } from './substitute-data.ts';

/** How long the undo stays offered: longer than a plain toast, a thumb needs time to find it. */
const UNDO_TOAST_MS = 8_000;

type JobAction = 'hide' | 'restore' | 'inactivate' | 'reactivate' | 'discard';
const JOB_UNDO: Record<JobAction, JobAction> = { hide: 'restore', restore: 'hide', inactivate: 'reactivate', reactivate: 'inactivate', discard: 'restore' };

/**
 * Hide, restore, inactivate, reactivate, discard, block and unblock, each with a toast that offers to undo it. Every
 * one is an outbox action (queued at once, works offline); the undo is the opposite action queued after it, so both
 * reach the server in order, each exactly once. Dismissing an admin notice is the device's own (decision 045), undone
 * the same way.
 */
export function useUndoableActions() {
  const { t } = useLingui();
  const enqueue = useEnqueueAction();

  const offerUndo = useCallback(
    (message: string, undo: () => void) => {
      const id = toast.success(message, {
        durationMs: UNDO_TOAST_MS,
        action: {
          label: t`Ångra`,
          onAction: () => {
            toast.dismiss(id);
            undo();
            toast.info(t`Ångrat.`);
          },
        },
      });
    },
    [t],
  );

  const onJob = useCallback(
    (type: JobAction, jobId: string, message: string) => {
      enqueue(type, { jobId });
      offerUndo(message, () => enqueue(JOB_UNDO[type], { jobId }));
    },
    [enqueue, offerUndo],
  );

  const block = useCallback(
    (school: OutboxPayload<'blockSchool'>, message: string) => {
      enqueue('blockSchool', school);
      offerUndo(message, () => enqueue('unblockSchool', { schoolId: school.schoolId }));
    },
    [enqueue, offerUndo],
  );

  const unblock = useCallback(
    (school: { schoolId: string; schoolName: string }, message: string) => {
      enqueue('unblockSchool', { schoolId: school.schoolId });
      offerUndo(message, () => enqueue('blockSchool', school));
    },
    [enqueue, offerUndo],
  );

  const notices = useDismissedNotices();
  const dismissNotice = useCallback(
    (key: string, message: string) => {
      notices.dismiss(key);
      offerUndo(message, () => notices.restore(key));
    },
    [notices, offerUndo],
  );

  return { onJob, block, unblock, dismissNotice };
}
