import { useLingui } from '@lingui/react/macro';
import type { QueryKey } from '@tanstack/react-query';
import { TIMINGS_MS, type ChooseAnswer } from '@vikariat/domain';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { confirm } from '../../components/ui/confirm-dialog.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { useAddChosen } from './add-chosen.ts';
import { chooseFailureOf } from './choose-outcome.ts';
import { useRemoveChosen } from './remove-chosen.ts';

/**
 * Choosing and unchoosing a substitute (spec 02 "Manage job"), shared by the manage screen and the substitute's
 * profile. Online only: offline the user is told so and no call is made. Chosen elsewhere meanwhile → the spec's
 * warning, then the board after 20 s. Without a job (`null`) nothing happens.
 */
export function useChooseFlow(jobId: string | null, refresh: QueryKey) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const choose = useAddChosen(refresh);
  const removeChosen = useRemoveChosen(refresh);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const offlineMessage = t`Du är offline. Att välja en vikarie kräver en internetförbindelse.`;

  const fail = (error: unknown) => {
    const failure = chooseFailureOf(error);
    if (failure === 'offline') toast.error(offlineMessage);
    else if (failure === 'chosen-elsewhere') {
      toast.warning(t`Hoppsan! Vikarien valdes redan till ett annat vikariat.`, { durationMs: TIMINGS_MS.redirectAfterFailedChoose });
      timer.current = setTimeout(() => void navigate('/jobs/overview'), TIMINGS_MS.redirectAfterFailedChoose);
    } else toast.error(error instanceof Error ? error.message : t`Något gick fel, försök igen.`);
  };

  /**
   * Resolves to the server's answer (with the booked person's phone) when the substitute was chosen, else null. `name`
   * is said in the confirmation: a principal choosing among look-alike rows on a tablet sees whom they book.
   */
  const chooseSubstitute = async (email: string, name: string): Promise<ChooseAnswer | null> => {
    if (!jobId) return null;
    if (!navigator.onLine) {
      toast.error(offlineMessage);
      return null;
    }
    const message = t`Du bokar ${name} för vikariatet. Hen får besked genast.`;
    if (!(await confirm({ title: t`Är du säker på ditt val?`, message, confirmLabel: t`Välj` }))) {
      toast.info(t`Ok, ingen aspirant vald ännu.`);
      return null;
    }
    try {
      return await choose.mutateAsync({ email, id: jobId });
    } catch (error) {
      fail(error);
      return null;
    }
  };

  /** Undoes a choice made by mistake: unlike cancelling the booking, no reason and no cancellation on record. */
  const unchooseSubstitute = async (email: string, name: string): Promise<void> => {
    if (!jobId) return;
    if (!navigator.onLine) {
      toast.error(offlineMessage);
      return;
    }
    const message = t`${name} är inte längre vald och blir åter en sökande. Hen får ett meddelande. Valde du fel person? Använd detta. Ska bokningen avbokas, använd Avboka vikarien.`;
    if (!(await confirm({ title: t`Är du säker du vill ta bort din valda vikarie?`, message, confirmLabel: t`Ta bort`, danger: true }))) {
      toast.info(t`Ingen ändring`);
      return;
    }
    try {
      await removeChosen.mutateAsync({ email, id: jobId });
      toast.success(t`${name} är inte längre vald. Vikariatet är öppet igen.`);
      void navigate('/jobs/overview');
    } catch (error) {
      fail(error);
    }
  };

  return { chooseSubstitute, unchooseSubstitute, busy: choose.isPending || removeChosen.isPending };
}
