import { useLingui } from '@lingui/react/macro';
import type { Locale } from '@vikariat/domain';
import { useLocale } from '../../../lib/locale-context.tsx';
import '../../../components/ui/controls.css';

/** sv/fi switch of the export pages (the `_lang` cookie; a signed-in principal's language follows the account). */
export function ExportLanguageSwitch() {
  const { t } = useLingui();
  const { locale, setLocale } = useLocale();
  const options: { value: Locale; label: string }[] = [
    { value: 'sv', label: 'Svenska' },
    { value: 'fi', label: 'Suomi' },
  ];
  return (
    <div className="segmented export-language" role="group" aria-label={t({ message: 'Språk', context: 'switch' })}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          lang={option.value}
          className="segmented-button"
          aria-pressed={locale === option.value}
          onClick={() => setLocale(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
