import type { AdminJob, AdminMeResponse, AdminUserDetailResponse } from '@orato/shared';

export const USER_ID = '5b0a3c1e-8d2f-4a6b-9c7e-1f2a3b4c5d6e';
export const JOB_ID = '7e1d2c3b-4a5f-4e6d-8c9b-0a1b2c3d4e5f';
export const NOW = 1_900_000_000;

export const me = (fields: Partial<AdminMeResponse> = {}): AdminMeResponse => ({
  user_id: 'staff-1',
  email: 'ops@orato.test',
  role: 'admin',
  fresh: true,
  fresh_until: NOW + 900,
  support_adjust_limit: 500,
  ...fields,
});

export const failedJob = (fields: Partial<AdminJob> = {}): AdminJob => ({
  id: JOB_ID,
  user_id: USER_ID,
  user_email: 'ana@example.com',
  feature: 'veo3-videos',
  state: 'FAILED',
  stage: 'rendering',
  progress: 40,
  provider: 'veo',
  hold_credits: 120,
  charged_credits: null,
  error: 'HTTP 400 INVALID_ARGUMENT: {"error":{"code":400,"message":"Unsupported model veo-9"}}',
  created_at: NOW - 600,
  started_at: NOW - 590,
  completed_at: NOW - 300,
  deadline_at: NOW + 600,
  storyboard_id: null,
  ...fields,
});

export const userDetail = (
  fields: Partial<AdminUserDetailResponse> = {},
): AdminUserDetailResponse => ({
  user: {
    id: USER_ID,
    email: 'ana@example.com',
    plan: 'free',
    role: 'none',
    available: 30,
    held: 0,
    created_at: NOW - 86_400,
    email_verified: true,
    subscription_status: null,
    next_billing_date: null,
  },
  payments: [],
  ledger: [],
  jobs: [failedJob()],
  api_keys: [],
  sessions: [],
  avatars: [],
  ...fields,
});

/** The server's refusal, in its `{ error, code }` shape. */
export const refusal = (status: number, error: string, code: string) => ({
  status,
  body: { error, code },
});
