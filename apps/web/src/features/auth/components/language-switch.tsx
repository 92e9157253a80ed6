import { useLingui } from '@lingui/react/macro';
import type { Locale } from '@vikariat/domain';
import { useLocale } from '../../../lib/locale-context.tsx';
import './language-switch.css';

/** sv/fi switch before sign-in: writes the `_lang` cookie (spec 01 §1). */
export function LanguageSwitch() {
  const { t } = useLingui();
  const { locale, setLocale } = useLocale();
  const options: { value: Locale; label: string }[] = [
    { value: 'sv', label: t`Svenska` },
    { value: 'fi', label: t`Suomi` },
  ];
  return (
    <div className="language-switch" role="group" aria-label={t({ message: 'Språk', context: 'switch' })}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          lang={option.value}
          className="language-option"
          aria-pressed={locale === option.value}
          onClick={() => setLocale(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
