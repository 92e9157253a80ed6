import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  CANCELLED_BY,
  DELIVERY_CHANNELS,
  DELIVERY_STATUSES,
  NOTIFICATION_KINDS,
  ROLES,
  STATUS_VALUES,
  SYNC_LOG_KINDS,
  SYNC_LOG_OUTCOMES,
  siteLangOfLocale,
  type Locale,
} from '@vikariat/domain';
import { REPLICATED_COLLECTIONS } from '@vikariat/sync/protocol';
import { apiSignIn } from '../support/api.ts';
import { BASE_URL, DEMO } from '../support/constants.ts';
import { buildLanguageWords } from '../support/language-words.ts';
import { registeredRoutes } from '../support/route-registry.ts';
import { languageProblems, recordShownTexts, takeShownTexts, type LanguageCheck } from '../support/screen-language.ts';
import { screenWalker, slowCatalogues, type Arrival, type ScreenWalker } from '../support/screen-walk.ts';
import { routeSamples, storedTexts, type RouteSamples } from '../support/stored-text.ts';
import { signIn } from '../support/session.ts';

/**
 * Issue 22 item 10: every screen of the route registry, in Swedish and in Finnish, as every demo role that may see it
 * (public screens signed out), on the demo data. Fails on a word of the other language, a Lingui message id (also one
 * that only flashes while a catalogue loads), an unfilled placeholder or a raw code (role, log state, ...). A screen
 * added to the registry is walked here without a test of its own; a route parameter needs a sample in PARAM_SAMPLES.
 */
const LOCALES: readonly Locale[] = ['sv', 'fi'];
const PHONE = { width: 390, height: 844 };
const TABLET = { width: 1180, height: 820 };
/** One demo account per role, each on the device its people use; the admin last, to see the others' sync log. */
const ACCOUNTS = [
  { email: DEMO.substitute, viewport: PHONE },
  { email: DEMO.teacher, viewport: TABLET },
  { email: DEMO.principal, viewport: TABLET },
  { email: DEMO.leader, viewport: TABLET },
  { email: DEMO.admin, viewport: TABLET },
] as const;

const RAW_VALUES = new Set<string>([
  ...ROLES,
  ...STATUS_VALUES,
  ...SYNC_LOG_KINDS,
  ...SYNC_LOG_OUTCOMES,
  ...DELIVERY_STATUSES,
  ...DELIVERY_CHANNELS,
  ...NOTIFICATION_KINDS,
  ...REPLICATED_COLLECTIONS,
  ...CANCELLED_BY,
]);

/** A value for each route parameter: the account's own job, an applicant, a link token nobody holds. */
const PARAM_SAMPLES: Record<string, (samples: RouteSamples) => string | null> = {
  jobId: (s) => s.schoolJobId ?? s.appliedJobId,
  email: (s) => s.applicantEmail,
  token: () => 'e2e-no-such-token',
  id: () => '00000000-0000-4000-8000-000000000000',
};

function concretePath(route: string, samples: RouteSamples): string | null {
  let missing = false;
  const path = route.replace(/:(\w+)/g, (_, name: string) => {
    const sample = PARAM_SAMPLES[name];
    if (sample === undefined) throw new Error(`No sample for the route parameter :${name} of ${route}: add one to PARAM_SAMPLES`);
    const value = sample(samples);
    if (value === null) missing = true;
    return encodeURIComponent(value ?? '');
  });
  return missing ? null : path;
}

interface Walk {
  page: Page;
  walker: ScreenWalker;
  check: LanguageCheck;
  problems: Set<string>;
}

/**
 * Goes to a screen and notes what is wrong with what it showed on the way and at the end. A screen the role may not
 * see sends the user elsewhere (answers false): that screen is walked on its own, so nothing is noted here.
 */
async function visit(walk: Walk, who: string, move: () => Promise<Arrival>): Promise<boolean> {
  const arrival = await move();
  const texts = await takeShownTexts(walk.page);
  if (arrival === 'redirected') return false;
  const where = `${who} ${new URL(walk.page.url()).pathname.replace(/^\/app/, '')}`;
  for (const p of languageProblems(texts, walk.check)) walk.problems.add(`${where}: ${p}`);
  if (arrival !== 'done') walk.problems.add(`${where}: ${arrival.stillLoading}`);
  return true;
}

async function newPage(browser: Browser, locale: Locale, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await context.addCookies([{ name: '_lang', value: locale, url: BASE_URL }]);
  const page = await context.newPage();
  await recordShownTexts(page);
  return page;
}

const words = buildLanguageWords();
const routes = registeredRoutes();

test('a first visit follows the browser: Finnish for a Finnish one, Swedish for a Swedish or any other', async ({ browser }) => {
  for (const [browserLanguage, lang, button] of [
    ['fi-FI', 'fi', 'Kirjaudu sisään'],
    ['sv-SE', 'sv', 'Logga in'],
    ['en-US', 'sv', 'Logga in'],
  ] as const) {
    const context = await browser.newContext({ locale: browserLanguage });
    const page = await context.newPage();
    await page.goto('/app/login');
    await expect(page.getByRole('button', { name: button, exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    // the server answers before sign-in in the cookie's language: the same one, for this browser session
    expect((await context.cookies()).find((c) => c.name === '_lang')?.value).toBe(lang);
    await context.close();
  }
});

test.describe('every screen in both languages', () => {
  // the two long walks on two workers: each worker has its own server, so their site-language changes never meet
  test.describe.configure({ mode: 'parallel' });
  for (const locale of LOCALES) {
    test(`public screens, signed out, in ${locale}`, async ({ browser }) => {
      // ~40 s on a quiet host (every public screen, each with its words slowed): the default 45 s failed under load
      test.setTimeout(180_000);
      const page = await newPage(browser, locale, PHONE);
      // a screen must not show before its words have arrived, however slowly they come
      await slowCatalogues(page);
      const walk: Walk = { page, walker: screenWalker(page), check: { locale, words, rawValues: RAW_VALUES, stored: await storedTexts() }, problems: new Set<string>() };
      const samples: RouteSamples = { schoolJobId: null, appliedJobId: null, applicantEmail: null };
      for (const route of routes.publicPaths) {
        const path = concretePath(route, samples);
        if (path !== null) await visit(walk, 'signed out', () => walk.walker.load(path));
      }
      await page.context().close();
      expect([...walk.problems]).toEqual([]);
    });

    test(`signed-in screens of every role in ${locale}`, async ({ browser, request }) => {
      test.setTimeout(300_000);
      const stored = await storedTexts();
      const problems = new Set<string>();
      const seen = new Set<string>();
      for (const account of ACCOUNTS) {
        const { token, claims } = await apiSignIn(request, account.email);
        const setSiteLang = async (siteLang: number) =>
          expect((await request.post('/api/shared/sitelang', { headers: { authorization: `Bearer ${token}` }, data: { siteLang } })).status()).toBe(200);
        await setSiteLang(siteLangOfLocale(locale));
        const page = await newPage(browser, locale, account.viewport);
        const walk: Walk = { page, walker: screenWalker(page), check: { locale, words, rawValues: RAW_VALUES, stored }, problems };
        try {
          await signIn(page, account.email);
          await visit(walk, account.email, () => walk.walker.load(new URL(page.url()).pathname.replace(/^\/app/, '')));
          const samples = await routeSamples(account.email);
          for (const route of routes.signedInPaths) {
            const path = concretePath(route, samples);
            if (path === null) continue;
            if (await visit(walk, account.email, () => walk.walker.navigate(path))) seen.add(route);
          }
          await visit(walk, account.email, () => walk.walker.navigate('/no-such-screen'));
        } finally {
          await page.context().close();
          await setSiteLang(claims.siteLang);
        }
      }
      expect([...problems]).toEqual([]);
      // a screen no demo role reaches is a screen this test never looked at
      expect(routes.signedInPaths.filter((r) => !seen.has(r))).toEqual([]);
    });
  }
});
