import { useMutation } from '@tanstack/react-query';
import { siteLangOfLocale, type Locale } from '@vikariat/domain';
import { z } from 'zod';
import { apiFetch } from '../../lib/api-client.ts';
import { replaceToken } from '../../lib/session.ts';

const tokenAnswer = z.object({ token: z.string() });

/** The signed-in language switch: the account's siteLang changes and the new token re-renders the app in it. */
export function useSwitchLanguage() {
  return useMutation({
    mutationFn: (locale: Locale) => apiFetch('/api/shared/sitelang', { body: { siteLang: siteLangOfLocale(locale) }, schema: tokenAnswer }),
    onSuccess: ({ token }) => replaceToken(token),
  });
}
