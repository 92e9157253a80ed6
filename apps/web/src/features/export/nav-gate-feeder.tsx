import { isLeaderRole } from '@vikariat/domain';
import { useSetNavGate } from '../../lib/nav-badges.tsx';
import { useSession } from '../../lib/use-session.ts';
import { useExportAllowed } from '../../lib/export-allowed.ts';

/** Opens the menu's export link for a principal once an admin allows the school to export (spec 01 §2). */
export default function ExportNavGate() {
  const user = useSession();
  const leader = user !== null && isLeaderRole(user.typeOfUser);
  const allowed = useExportAllowed(leader);
  useSetNavGate('exportAllowed', leader && allowed.data === true);
  return null;
}
