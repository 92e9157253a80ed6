import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { schoolListsSchema, type SchoolListName, type SchoolLists } from '@vikariat/domain';
import { apiFetch } from '../api-client.ts';

/**
 * The school's preferred and blocked substitutes (issue 23), online: they are the school's settings, kept by its
 * principals and leaders from the list screen (principal settings) and from a substitute's profile. Every change
 * answers both lists; the profile's view of the person is read again after it.
 */
const KEY = ['school-lists'];

export function useSchoolLists(schoolId: string | undefined) {
  return useQuery({
    queryKey: [...KEY, schoolId ?? ''],
    queryFn: () => apiFetch('/api/principals/lists', { body: schoolId === undefined ? {} : { schoolId }, schema: schoolListsSchema }),
  });
}

export type SchoolListChange =
  | { kind: 'add'; list: SchoolListName; email: string; schoolId?: string | undefined }
  | { kind: 'remove'; list: SchoolListName; email: string; schoolId?: string | undefined }
  | { kind: 'order'; emails: string[]; schoolId?: string | undefined };

const callOf = (change: SchoolListChange): [string, Record<string, unknown>] => {
  const school = change.schoolId === undefined ? {} : { schoolId: change.schoolId };
  if (change.kind === 'order') return ['/api/principals/lists/preferred/order', { ...school, emails: change.emails }];
  if (change.kind === 'remove') return ['/api/principals/lists/remove', { ...school, email: change.email, list: change.list }];
  return [`/api/principals/lists/${change.list}/add`, { ...school, email: change.email }];
};

export function useChangeSchoolList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: SchoolListChange): Promise<SchoolLists> => {
      const [path, body] = callOf(change);
      return apiFetch(path, { body, schema: schoolListsSchema });
    },
    onSuccess: (lists) => {
      client.setQueryData([...KEY, lists.schoolId], lists);
      void client.invalidateQueries({ queryKey: KEY });
      void client.invalidateQueries({ queryKey: ['substitute-profile'] });
    },
  });
}
