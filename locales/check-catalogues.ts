/**
 * `npm run intl:check`: fails (exit 1) when a catalogue is out of date with the source (messages not extracted,
 * or removed messages still listed) or when a Finnish translation is missing. Run `npm run intl:extract`, then
 * translate the listed messages in locales/catalogs/fi/.
 */
import { fileURLToPath } from 'node:url';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';

const configPath = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));
const config = getConfig({ configPath });
const TRANSLATED_LOCALES = config.locales.filter((locale) => locale !== config.sourceLocale);

const problems: string[] = [];
const catalogs = await getCatalogs(config);
/**
 * The app merges every catalogue of a locale into one table keyed by message id (source text + context), so one
 * Swedish text must have one Finnish translation everywhere; where the meaning differs, the source gives a context.
 */
const translationsById = new Map<string, Map<string, string[]>>();

for (const catalog of catalogs) {
  const extracted = (await catalog.collect()) ?? {};
  const extractedIds = new Set(Object.keys(extracted));
  const stored = await catalog.readAll();

  for (const locale of config.locales) {
    const file = catalog.getFilename(locale);
    const messages = stored[locale] ?? {};
    const live = Object.entries(messages).filter(([, m]) => !m.obsolete);
    const liveIds = new Set(live.map(([id]) => id));
    const notExtracted = [...extractedIds].filter((id) => !liveIds.has(id));
    const removed = [...liveIds].filter((id) => !extractedIds.has(id));
    if (notExtracted.length > 0) {
      const sample = notExtracted.slice(0, 5).map((id) => JSON.stringify(extracted[id]?.message ?? id));
      problems.push(`${file}: ${notExtracted.length} message(s) not extracted yet (run npm run intl:extract): ${sample.join(', ')}`);
    }
    if (removed.length > 0) {
      problems.push(`${file}: ${removed.length} message(s) no longer in the source (run npm run intl:extract)`);
    }
    if (TRANSLATED_LOCALES.includes(locale)) {
      for (const [id, message] of live) {
        if (!message.translation) problems.push(`${file}: missing ${locale} translation for ${JSON.stringify(message.message ?? id)}`);
        else {
          const byText = translationsById.get(`${locale}\u0000${id}`) ?? new Map<string, string[]>();
          byText.set(message.translation, [...(byText.get(message.translation) ?? []), file]);
          translationsById.set(`${locale}\u0000${id}`, byText);
        }
      }
    }
  }
}

for (const [key, byText] of translationsById) {
  if (byText.size < 2) continue;
  const [locale, id] = key.split('\u0000');
  const variants = [...byText].map(([text, files]) => `${JSON.stringify(text)} in ${files.map((f) => f.replace(/^.*catalogs\//, '')).join(', ')}`);
  problems.push(`${locale} message ${JSON.stringify(id)} is translated differently: ${variants.join(' / ')} (align them, or give the source a context)`);
}

if (problems.length > 0) {
  console.error(`Translation catalogues are not complete (${problems.length} problem(s)):`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log(`Catalogues OK: ${catalogs.length} catalogue(s), every message extracted and translated into ${TRANSLATED_LOCALES.join(', ')}.`);
