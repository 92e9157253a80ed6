import { useMutation, useQuery } from '@tanstack/react-query';
import { dayCardTemplateListSchema, type DayCard, type DayCardTemplate } from '@vikariat/domain';
import { pullNow } from '../../../db/index.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * POST /api/teachers/daycard {id, ...card}: the job's day card (issue 24). The screens read it from the replicated job,
 * so the server's state is pulled at once.
 */
export function useSaveDayCard() {
  return useMutation({
    mutationFn: ({ id, card }: { id: string; card: DayCard }) => apiFetch('/api/teachers/daycard', { body: { id, ...card } }),
    onSuccess: pullNow,
  });
}

/** POST /api/teachers/daycard/templates: the templates of the reader's schools (an online read: filling needs the server anyway). */
export function useDayCardTemplates(enabled: boolean) {
  return useQuery({
    queryKey: ['day-card-templates'],
    queryFn: async (): Promise<DayCardTemplate[]> => (await apiFetch('/api/teachers/daycard/templates', { body: {}, schema: dayCardTemplateListSchema })).templates,
    enabled,
  });
}
