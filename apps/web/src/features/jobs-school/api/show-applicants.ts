import type { ApplicantSort } from '@vikariat/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';
import { applicantSchema } from './school-job.ts';

const answerSchema = z.union([
  z.array(applicantSchema),
  z.object({ applicants: z.array(applicantSchema).default([]) }).loose().transform((a) => a.applicants),
]);

/** POST /api/teachers/showapplicants: the applicants of a job, in the chosen order. */
export const applicantsQuery = (id: string, sort: ApplicantSort) =>
  queryOptions({
    queryKey: ['jobs-school', 'applicants', id, sort],
    queryFn: ({ signal }) => apiFetch('/api/teachers/showapplicants', { body: { id, sort }, schema: answerSchema, signal }),
    refetchInterval: 10_000,
    staleTime: 0,
  });

export const useApplicants = (id: string, sort: ApplicantSort, enabled = true) =>
  useQuery({ ...applicantsQuery(id, sort), enabled });

/** The same call without `id`: the applicants of every job the caller manages (the board), each with its jobId. */
export const boardApplicantsQuery = (sort: ApplicantSort) =>
  queryOptions({
    queryKey: ['jobs-school', 'applicants', 'board', sort],
    queryFn: ({ signal }) => apiFetch('/api/teachers/showapplicants', { body: { sort }, schema: answerSchema, signal }),
    refetchInterval: 10_000,
    staleTime: 0,
  });

export const useBoardApplicants = (sort: ApplicantSort) => useQuery(boardApplicantsQuery(sort));
