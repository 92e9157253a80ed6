import { useLingui } from '@lingui/react/macro';
import { JOB_MESSAGES, TIMINGS_MS } from '@vikariat/domain';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { confirm } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { isApiError, isOfflineError } from '../../../lib/api-client.ts';
import { useChoose } from '../api/choose.ts';
import { useUnchoose } from '../api/unchoose.ts';

const ELSEWHERE_CODES = new Set(['chosen_elsewhere', 'substitute_taken', 'overlap', 'already_chosen_elsewhere']);

/** Choosing from the profile: online only, with the spec's confirmations and the chosen-elsewhere rule. */
export function useChooseFlow(jobId: string | null) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const choose = useChoose();
  const unchoose = useUnchoose();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const offline = t`Du är offline. Att välja en vikarie kräver en internetförbindelse.`;

  const fail = (error: unknown) => {
    if (isOfflineError(error)) toast.error(offline);
    else if (isApiError(error) && (ELSEWHERE_CODES.has(error.code) || error.message === JOB_MESSAGES.chosenElsewhere.sv || error.message === JOB_MESSAGES.chosenElsewhere.fi)) {
      toast.warning(t`Hoppsan! Vikarien valdes redan till ett annat vikariat.`, { durationMs: TIMINGS_MS.redirectAfterFailedChoose });
      timer.current = setTimeout(() => void navigate('/jobs/overview'), TIMINGS_MS.redirectAfterFailedChoose);
    } else toast.error(error instanceof Error ? error.message : t`Något gick fel, försök igen.`);
  };

  const chooseSubstitute = async (email: string): Promise<boolean> => {
    if (!jobId) return false;
    if (!navigator.onLine) {
      toast.error(offline);
      return false;
    }
    if (!(await confirm({ title: t`Är du säker på ditt val?`, confirmLabel: t`Välj` }))) {
      toast.info(t`Ok, ingen aspirant vald ännu.`);
      return false;
    }
    try {
      await choose.mutateAsync({ email, id: jobId });
      return true;
    } catch (error) {
      fail(error);
      return false;
    }
  };

  const unchooseSubstitute = async (email: string): Promise<void> => {
    if (!jobId) return;
    if (!navigator.onLine) {
      toast.error(offline);
      return;
    }
    if (!(await confirm({ title: t`Är du säker du vill ta bort din valda vikarie?`, confirmLabel: t`Ta bort`, danger: true }))) {
      toast.info(t`Ingen ändring`);
      return;
    }
    try {
      await unchoose.mutateAsync({ email, id: jobId });
      void navigate('/jobs/overview');
    } catch (error) {
      fail(error);
    }
  };

  return { chooseSubstitute, unchooseSubstitute, busy: choose.isPending || unchoose.isPending };
}
