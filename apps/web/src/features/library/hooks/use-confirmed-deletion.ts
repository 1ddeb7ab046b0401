import type { MessageResponse } from '@orato/shared';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';

import { useToast } from '@/components/ui/toast';
import { apiErrorMessage } from '@/lib/api-error';

interface DeletionMessages {
  deleted: string;
  failed: string;
}

/**
 * Spec §4 delete flow shared by the library tabs: ask, then on Yes run the deletion, toast the
 * server's message (or ours), and close the question however it ended.
 */
export function useConfirmedDeletion<TVariables>(
  mutation: UseMutationResult<MessageResponse, Error, TVariables>,
  messages: DeletionMessages,
  onDeleted: () => void,
) {
  const [isConfirming, setIsConfirming] = useState(false);
  const toast = useToast();

  const confirm = (variables: TVariables) =>
    mutation.mutate(variables, {
      onSuccess: (response) => {
        toast.success(response.message || messages.deleted);
        onDeleted();
      },
      onError: (error) => {
        toast.error(apiErrorMessage(error, { fallback: messages.failed }));
      },
      onSettled: () => setIsConfirming(false),
    });

  return {
    isConfirming,
    isPending: mutation.isPending,
    ask: () => setIsConfirming(true),
    cancel: () => setIsConfirming(false),
    confirm,
  };
}
