import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dayCardTemplateListSchema, type DayCard, type DayCardTemplate } from '@vikariat/domain';
import { apiFetch } from '../../../lib/api-client.ts';

const KEY = ['day-card-templates'];

/** The school's day-card templates (issue 24), online: they are the school's settings, not replicated. */
export function useTemplates() {
  return useQuery({
    queryKey: KEY,
    queryFn: async (): Promise<DayCardTemplate[]> => (await apiFetch('/api/teachers/daycard/templates', { body: {}, schema: dayCardTemplateListSchema })).templates,
  });
}

export interface TemplateInput extends DayCard {
  /** absent: a new template */
  id?: string | undefined;
  name: string;
  /** a leader of several schools names the school */
  schoolId?: string | undefined;
}

/** Add (no id) or edit (id) a template: POST /api/principals/daycard/template/add or /update. */
export function useSaveTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TemplateInput) =>
      apiFetch(input.id === undefined ? '/api/principals/daycard/template/add' : '/api/principals/daycard/template/update', { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** POST /api/principals/daycard/template/delete {id}. */
export function useDeleteTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch('/api/principals/daycard/template/delete', { body: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
