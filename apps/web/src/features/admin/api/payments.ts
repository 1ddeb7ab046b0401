import { ADMIN_API, adminRefundResponseSchema } from '@orato/shared';
import type { AdminRefundInput } from '@orato/shared';
import { useMutation } from '@tanstack/react-query';

import { useRefreshConsole } from '@/features/admin/api/me';
import { staffApi, staffPath } from '@/features/admin/api/staff-client';

/** Refunds a payment through the gateway (admins); its credits come back through the refund's path. */
export const useRefundPayment = () => {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: ({ paymentId, ...input }: AdminRefundInput & { paymentId: string }) =>
      staffApi.post(
        staffPath(ADMIN_API.paymentRefund, paymentId),
        input,
        adminRefundResponseSchema,
      ),
    onSuccess: refresh,
  });
};
