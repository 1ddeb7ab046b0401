import { userResponseSchema, type JOB_EMAIL_SETTINGS } from '@orato/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { userQueryKey } from '@/features/account/api/get-user';
import { api } from '@/lib/api-client';

export type JobEmails = (typeof JOB_EMAIL_SETTINGS)[number];

/** Saves when a finished job is e-mailed; the answer is the updated user record. */
export const useSetJobEmails = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (setting: JobEmails) =>
      api.post('/account/job-notices', { job_emails: setting }, userResponseSchema),
    onSuccess: (user) => queryClient.setQueryData(userQueryKey, user),
  });
};
