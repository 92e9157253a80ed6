import { useLingui } from '@lingui/react/macro';
import { formatDate, profileIdentityMismatches, todayInFinland } from '@vikariat/domain';
import { useProfileDoc } from '../../../db/index.ts';

/**
 * What strong identification vouched for (issue 25), beside the profile: the day, and any difference from the profile
 * (which blocks applying until fixed: the same rule the server applies).
 */
export function IdentityCheck({ onFix }: { onFix: () => void }) {
  const { t } = useLingui();
  const doc = useProfileDoc();
  const verified = doc?.verifiedIdentity ?? null;
  if (doc === null || verified === null) return null;
  const mismatches = profileIdentityMismatches(doc);
  const born = verified.birthDate === null ? '' : formatDate(verified.birthDate);
  return (
    <section className="card profile-identity" aria-labelledby="profile-identity-title">
      <h2 id="profile-identity-title">{t`Identitet verifierad ${formatDate(todayInFinland(new Date(verified.verifiedAt)))}`}</h2>
      <p>
        {t`Verifierat namn:`} {verified.givenName} {verified.familyName}
        {born ? ` · ${t`Födelsedatum:`} ${born}` : ''}
      </p>
      {mismatches.length > 0 ? (
        <div role="alert" className="profile-identity-mismatch">
          <p>{t`Din profil stämmer inte med den verifierade identiteten. Du kan inte anmäla dig till vikariat förrän du har rättat:`}</p>
          <ul>
            {mismatches.includes('name') ? <li>{t`namnet (förnamnet ska vara ett av de verifierade förnamnen, efternamnet detsamma)`}</li> : null}
            {mismatches.includes('birthDate') ? <li>{t`födelsedatumet`}</li> : null}
          </ul>
          <button type="button" className="button button-secondary" onClick={onFix}>
            {t`Rätta profilen`}
          </button>
        </div>
      ) : null}
    </section>
  );
}
