import { MESSAGES, PLANS, SHARE_MESSAGES } from '@orato/shared';

/** The signed-in person every signed-in fuzz request is made as. */
export interface FuzzUser {
  email: string;
}

/** What a route reads from the request, and so what the fuzzer varies. */
export type RouteInput =
  /** A JSON body checked by the route's zod schema; `sample` is one the schema accepts. */
  | { kind: 'json'; sample: (user: FuzzUser) => Record<string, unknown> }
  /** A POST whose body the route never reads. */
  | { kind: 'ignored-body' }
  /** A GET that reads nothing; the fuzzer still sends odd query strings. */
  | { kind: 'query' }
  /** A path parameter. */
  | { kind: 'param'; url: (param: string) => string }
  /** Image uploads as multipart/form-data. */
  | { kind: 'multipart' }
  /** A signed media link: key in the path, expiry and signature in the query. */
  | { kind: 'media-link' }
  /** Stripe's webhook: raw bytes and a signature header. */
  | { kind: 'webhook' }
  /** No input at all; answers `status` on a server configured like the tests'. */
  | { kind: 'fixed'; status: number };

export interface RoutePlan {
  /** `staff`: the operator's console, a 404 to anyone but a staff member's browser session. */
  signIn: 'required' | 'public' | 'staff';
  input: RouteInput;
  /** A request this route accepts, made signed in, really acts (deletes the account, ends the
   * session), so the fuzzer sends such requests signed out only. */
  acceptedRequestActs?: boolean;
  /** Errors come back as an HTML page (the Google popup, share pages) containing this text. */
  htmlErrors?: string;
}

const json = (sample: (user: FuzzUser) => Record<string, unknown> = () => ({})) =>
  ({ kind: 'json', sample }) as const;
const SOME_ID = '00000000-0000-4000-8000-000000000000';
const PASSWORD = 'correct horse battery';
const STORYBOARD_SAMPLE = {
  creatorName: 'Nobody',
  scenes: [{ line: 'Hello there, friends.', visual: { kind: 'presenter' } }],
};
/** A draft mid-edit: a line still empty, a clip still to describe. */
const SAVED_DRAFT_SAMPLE = {
  title: 'Desk',
  creatorName: null,
  scenes: [
    { line: 'Hello there, friends.', visual: { kind: 'presenter' } },
    { line: '', visual: { kind: 'shot', source: 'generate' } },
  ],
};

/**
 * One entry per route the app serves (HEAD goes with GET). The suite checks this table against
 * the routes the built app registers, so a route added without a fuzz plan fails the suite.
 */
export const ROUTE_PLANS: Record<string, RoutePlan> = {
  'GET /api/health': { signIn: 'public', input: { kind: 'query' } },
  'GET /api/health/live': { signIn: 'public', input: { kind: 'query' } },
  'GET /api/health/ready': { signIn: 'public', input: { kind: 'query' } },
  'GET /api/media/*': { signIn: 'public', input: { kind: 'media-link' } },
  'POST /api/signup': {
    signIn: 'public',
    input: json(() => ({ email: 'fuzz-signup@example.com', password: PASSWORD })),
  },
  'POST /api/verification-email': { signIn: 'public', input: json(({ email }) => ({ email })) },
  'POST /api/verify-code': {
    signIn: 'public',
    input: json(({ email }) => ({ email, code: '123456' })),
  },
  'POST /api/login': {
    signIn: 'public',
    input: json(({ email }) => ({ email, password: PASSWORD })),
  },
  'POST /api/logout': {
    signIn: 'public',
    input: { kind: 'ignored-body' },
    acceptedRequestActs: true,
  },
  'GET /api/session': { signIn: 'public', input: { kind: 'query' } },
  'GET /api/auth/providers': { signIn: 'public', input: { kind: 'query' } },
  'GET /api/engines': { signIn: 'public', input: { kind: 'query' } },
  'POST /api/forgot-password': { signIn: 'public', input: json(({ email }) => ({ email })) },
  'POST /api/update-user': {
    signIn: 'public',
    input: json(({ email }) => ({
      email,
      password: 'another long password',
      token: 't'.repeat(43),
    })),
  },
  // Google sign-in is not configured in the tests: the route says so instead of redirecting
  'GET /api/auth/google': { signIn: 'public', input: { kind: 'fixed', status: 503 } },
  'GET /api/auth/google/callback': {
    signIn: 'public',
    input: { kind: 'query' },
    htmlErrors: MESSAGES.auth.googleFailed,
  },
  'POST /api/get-user': { signIn: 'required', input: json(({ email }) => ({ email })) },
  'POST /api/delete-account': { signIn: 'required', input: json(), acceptedRequestActs: true },
  'POST /api/create-checkout-session': {
    signIn: 'required',
    input: json(() => ({ lookup_key: PLANS[0]!.lookupKey })),
  },
  'POST /api/verify-checkout-session': {
    signIn: 'required',
    input: json(() => ({ session_id: `cs_local_${'0'.repeat(24)}` })),
  },
  'POST /api/create-portal-session': { signIn: 'required', input: json() },
  'POST /api/cancel-subscription': { signIn: 'required', input: json() },
  'POST /api/payment-history': { signIn: 'required', input: json() },
  'GET /api/subscription': { signIn: 'required', input: { kind: 'query' } },
  'POST /api/subscription/preview': {
    signIn: 'required',
    input: json(() => ({ lookup_key: 'orato-pro-monthly' })),
  },
  'POST /api/subscription/change': {
    signIn: 'required',
    input: json(() => ({ lookup_key: 'orato-pro-monthly' })),
  },
  'POST /api/subscription/keep': { signIn: 'required', input: { kind: 'ignored-body' } },
  'POST /api/script': { signIn: 'required', input: json(() => ({ topic: 'morning routines' })) },
  'GET /api/script/writer': { signIn: 'public', input: { kind: 'query' } },
  'GET /api/list-creators': { signIn: 'public', input: { kind: 'query' } },
  'POST /api/list-creators': { signIn: 'public', input: { kind: 'ignored-body' } },
  'GET /api/creators/:creatorId/thumbnail.png': {
    signIn: 'public',
    input: { kind: 'param', url: (id) => `/api/creators/${id}/thumbnail.png` },
  },
  'POST /api/ai-creator': {
    signIn: 'required',
    input: json(() => ({ creatorName: 'Nobody', script: 'Hello there, friends.' })),
  },
  'POST /api/poll-creator': { signIn: 'required', input: json(() => ({ operationId: SOME_ID })) },
  'POST /api/ai-creator/quote': {
    signIn: 'required',
    input: json(() => ({ creatorName: 'Nobody', script: 'Hello there, friends.' })),
  },
  'GET /api/generations/active': { signIn: 'required', input: { kind: 'query' } },
  'GET /api/credits/history': { signIn: 'required', input: { kind: 'query' } },
  'POST /api/account/job-notices': {
    signIn: 'required',
    input: json(() => ({ job_emails: 'always' })),
  },
  'GET /api/generations/quote': { signIn: 'required', input: { kind: 'query' } },
  'POST /api/save-video': {
    signIn: 'required',
    input: json(() => ({ video_url: '/api/media/users/x/ai-avatar/x.mp4', feature: 'ai-avatar' })),
  },
  'GET /api/veo/clip-lengths': { signIn: 'public', input: { kind: 'query' } },
  'POST /api/generate-veo-video': {
    signIn: 'required',
    input: json(() => ({ prompt: 'a cat on a skateboard' })),
  },
  'POST /api/get-video-status': {
    signIn: 'required',
    input: json(() => ({ operation_name: SOME_ID })),
  },
  'POST /api/get-videos': { signIn: 'required', input: json(() => ({ feature: 'ai-avatar' })) },
  'POST /api/get-images': { signIn: 'required', input: json() },
  'POST /api/delete-video': {
    signIn: 'required',
    input: json(() => ({ feature: 'ai-avatar', video_urls: ['/api/media/users/x/a.mp4'] })),
  },
  'POST /api/delete-image': {
    signIn: 'required',
    input: json(() => ({ image_urls: ['/api/media/users/x/a.png'] })),
  },
  'POST /api/upload': { signIn: 'required', input: { kind: 'multipart' } },
  'POST /api/delete-upload': {
    signIn: 'required',
    input: json(() => ({ upload_urls: ['/api/media/users/x/uploads/a.png'] })),
  },
  'POST /api/upload-from-library': {
    signIn: 'required',
    input: json(() => ({ library_item_id: SOME_ID })),
  },
  // a JSON body and an id in the path: the body is fuzzed, the path's id is a literal ':id' (404)
  'POST /api/library/videos/:id/thumbnail': {
    signIn: 'required',
    input: json(() => ({ library_item_id: SOME_ID })),
  },
  'GET /api/library/videos/:id/translations': {
    signIn: 'required',
    input: { kind: 'param', url: (id) => `/api/library/videos/${id}/translations` },
  },
  'POST /api/library/videos/:id/translations/draft': {
    signIn: 'required',
    input: json(() => ({ language: 'es' })),
  },
  'POST /api/library/videos/:id/translations/quote': {
    signIn: 'required',
    input: json(() => ({ language: 'es', scenes: ['Hola a todos.'] })),
  },
  'POST /api/library/videos/:id/translations': {
    signIn: 'required',
    input: json(() => ({ language: 'es', scenes: ['Hola a todos.'] })),
  },
  'GET /api/upload-usage': { signIn: 'required', input: { kind: 'query' } },
  'GET /api/photo-avatars': { signIn: 'required', input: { kind: 'query' } },
  'GET /api/photo-avatars/voices': { signIn: 'required', input: { kind: 'query' } },
  'GET /api/photo-avatars/voice-preview': { signIn: 'required', input: { kind: 'query' } },
  'POST /api/photo-avatars': { signIn: 'required', input: { kind: 'multipart' } },
  'POST /api/voice-recordings': { signIn: 'required', input: { kind: 'multipart' } },
  'POST /api/ai-creator/own-voice': {
    signIn: 'required',
    input: json(() => ({
      creatorName: 'Nobody',
      recording_url: '/api/media/users/x/uploads/a.wav',
    })),
  },
  'POST /api/ai-creator/own-voice/quote': {
    signIn: 'required',
    input: json(() => ({ recording_url: '/api/media/users/x/uploads/a.wav' })),
  },
  'DELETE /api/photo-avatars/:id': {
    signIn: 'required',
    input: { kind: 'param', url: (id) => `/api/photo-avatars/${id}` },
  },
  'POST /api/google-nano-banana': {
    signIn: 'required',
    input: json(() => ({ prompt: 'a red fox in the snow' })),
  },
  'GET /checkout/test/:id': {
    signIn: 'required',
    input: { kind: 'param', url: (id) => `/checkout/test/${id}` },
  },
  'POST /checkout/test/:id/pay': {
    signIn: 'required',
    input: { kind: 'param', url: (id) => `/checkout/test/${id}/pay` },
  },
  'GET /billing/test/portal': { signIn: 'required', input: { kind: 'query' } },
  'POST /billing/test/portal/cancel': { signIn: 'required', input: { kind: 'ignored-body' } },
  'POST /billing/test/portal/resume': { signIn: 'required', input: { kind: 'ignored-body' } },
  'POST /billing/test/portal/keep': { signIn: 'required', input: { kind: 'ignored-body' } },
  'POST /billing/test/portal/change/:lookupKey': {
    signIn: 'required',
    input: { kind: 'param', url: (key) => `/billing/test/portal/change/${key}` },
  },
  'GET /favicon.svg': { signIn: 'public', input: { kind: 'query' } },
  'GET /favicon.ico': { signIn: 'public', input: { kind: 'query' } },
  'GET /dev/mailbox.json': { signIn: 'public', input: { kind: 'query' } },
  'GET /dev/mailbox': { signIn: 'public', input: { kind: 'query' } },
  'POST /api/shares': {
    signIn: 'required',
    input: json(() => ({ library_item_id: SOME_ID, expires_in_days: 7 })),
  },
  'GET /api/shares': { signIn: 'required', input: { kind: 'query' } },
  'POST /api/shares/:id/revoke': {
    signIn: 'required',
    input: { kind: 'param', url: (id) => `/api/shares/${id}/revoke` },
  },
  ...Object.fromEntries(
    ['', '/embed', '/media', '/poster'].map((tail) => [
      `GET /s/:token${tail}`,
      {
        signIn: 'public',
        input: { kind: 'param', url: (token: string) => `/s/${token}${tail}` },
        htmlErrors: SHARE_MESSAGES.pageGone,
      } satisfies RoutePlan,
    ]),
  ),
  'POST /api/stripe/webhook': { signIn: 'public', input: { kind: 'webhook' } },
  'GET /api/account/api-keys': { signIn: 'required', input: { kind: 'query' } },
  'POST /api/account/api-keys': { signIn: 'required', input: json(() => ({ name: 'CI key' })) },
  'POST /api/account/api-keys/:id/revoke': {
    signIn: 'required',
    input: { kind: 'param', url: (id) => `/api/account/api-keys/${id}/revoke` },
  },
  'POST /api/v1/scripts': { signIn: 'required', input: json(() => ({ topic: 'morning tea' })) },
  'GET /api/v1/avatars': { signIn: 'required', input: { kind: 'query' } },
  'POST /api/v1/avatar-videos': {
    signIn: 'required',
    input: json(() => ({ avatar: 'Nobody', script: 'Hello there, friends.' })),
  },
  'POST /api/v1/avatar-videos/quote': {
    signIn: 'required',
    input: json(() => ({ script: 'Hello there, friends.' })),
  },
  'POST /api/v1/library/:id/translations': {
    signIn: 'required',
    input: json(() => ({ language: 'es', scenes: ['Hola a todos.'] })),
  },
  'POST /api/v1/veo-videos': {
    signIn: 'required',
    input: json(() => ({ prompt: 'a cat on a skateboard' })),
  },
  'POST /api/v1/images': { signIn: 'required', input: json(() => ({ prompt: 'a red fox' })) },
  'POST /api/v1/uploads': { signIn: 'required', input: { kind: 'multipart' } },
  'GET /api/v1/jobs/:id': {
    signIn: 'required',
    input: { kind: 'param', url: (id) => `/api/v1/jobs/${id}` },
  },
  'GET /api/v1/library': { signIn: 'required', input: { kind: 'query' } },
  'DELETE /api/v1/library/:id': {
    signIn: 'required',
    input: { kind: 'param', url: (id) => `/api/v1/library/${id}` },
  },
  'GET /api/v1/credits': { signIn: 'required', input: { kind: 'query' } },
  'GET /api/v1/openapi.json': { signIn: 'public', input: { kind: 'query' } },
  'GET /docs/api': { signIn: 'public', input: { kind: 'query' } },
  'GET /docs/api/assets/:name': {
    signIn: 'public',
    input: { kind: 'param', url: (name) => `/docs/api/assets/${name}` },
  },
  'POST /api/v1/exports': { signIn: 'required', input: { kind: 'ignored-body' } },
  'GET /api/v1/exports/:id': {
    signIn: 'required',
    input: { kind: 'param', url: (id) => `/api/v1/exports/${id}` },
  },
  'GET /api/v1/exports/:id/download': {
    signIn: 'required',
    input: { kind: 'param', url: (id) => `/api/v1/exports/${id}/download` },
  },
  'POST /api/account/exports': { signIn: 'required', input: { kind: 'ignored-body' } },
  'GET /api/account/exports': { signIn: 'required', input: { kind: 'query' } },
  'GET /api/account/exports/:id/download': {
    signIn: 'required',
    input: {
      kind: 'param',
      url: (id) => `/api/account/exports/${id}/download?expires=1&signature=${'0'.repeat(64)}`,
    },
  },
  'GET /api/account/webhook': { signIn: 'required', input: { kind: 'query' } },
  'POST /api/account/webhook': {
    signIn: 'required',
    input: json(() => ({ url: 'https://hooks.example.com/orato', enabled: true })),
  },
  'POST /api/account/webhook/remove': { signIn: 'required', input: { kind: 'ignored-body' } },
  'POST /api/account/webhook/secret': { signIn: 'required', input: { kind: 'ignored-body' } },
  'POST /api/account/webhook/test': { signIn: 'required', input: { kind: 'ignored-body' } },
  'GET /api/account/webhook/deliveries': { signIn: 'required', input: { kind: 'query' } },
  'POST /api/account/webhook/deliveries/:id/resend': {
    signIn: 'required',
    input: { kind: 'param', url: (id) => `/api/account/webhook/deliveries/${id}/resend` },
  },
  'POST /api/storyboard/draft': {
    signIn: 'required',
    input: json(() => ({ idea: 'Why a tidy desk helps you focus', isScript: false })),
  },
  'POST /api/storyboard/quote': {
    signIn: 'required',
    input: json(() => STORYBOARD_SAMPLE),
  },
  'POST /api/storyboard': { signIn: 'required', input: json(() => STORYBOARD_SAMPLE) },
  'GET /api/storyboard-drafts': { signIn: 'required', input: { kind: 'query' } },
  'POST /api/storyboard-drafts': { signIn: 'required', input: json(() => SAVED_DRAFT_SAMPLE) },
  'GET /api/storyboard-drafts/:id': {
    signIn: 'required',
    input: { kind: 'param', url: (id) => `/api/storyboard-drafts/${id}` },
  },
  'PUT /api/storyboard-drafts/:id': {
    signIn: 'required',
    input: json(() => SAVED_DRAFT_SAMPLE),
  },
  'DELETE /api/storyboard-drafts/:id': {
    signIn: 'required',
    input: { kind: 'param', url: (id) => `/api/storyboard-drafts/${id}` },
  },
  'GET /api/storyboard/:id': {
    signIn: 'required',
    input: { kind: 'param', url: (id) => `/api/storyboard/${id}` },
  },
  'GET /api/admin/me': { signIn: 'staff', input: { kind: 'query' } },
  'POST /api/admin/verify': { signIn: 'staff', input: json(() => ({ password: PASSWORD })) },
  'GET /api/admin/users': { signIn: 'staff', input: { kind: 'query' } },
  'GET /api/admin/users/:id': {
    signIn: 'staff',
    input: { kind: 'param', url: (id) => `/api/admin/users/${id}` },
  },
  'POST /api/admin/users/:id/credits': {
    signIn: 'staff',
    input: json(() => ({ amount: 5, reason: 'goodwill' })),
  },
  'PUT /api/admin/users/:id/role': {
    signIn: 'staff',
    input: json(() => ({ role: 'support', reason: 'joins support' })),
  },
  'POST /api/admin/payments/:id/refund': {
    signIn: 'staff',
    input: json(() => ({ reason: 'asked for it' })),
  },
  'GET /api/admin/jobs': { signIn: 'staff', input: { kind: 'query' } },
  'POST /api/admin/jobs/:id/retry': { signIn: 'staff', input: json(() => ({ reason: 'retry' })) },
  'POST /api/admin/jobs/:id/cancel': { signIn: 'staff', input: json(() => ({ reason: 'stop' })) },
  'GET /api/admin/providers': { signIn: 'staff', input: { kind: 'query' } },
  'GET /api/admin/business': { signIn: 'staff', input: { kind: 'query' } },
  'GET /api/admin/audit': { signIn: 'staff', input: { kind: 'query' } },
  ...Object.fromEntries(
    ['retry', 'drop'].map((verb) => [
      `POST /api/storyboard/:id/scenes/:sceneId/${verb}`,
      {
        signIn: 'required',
        input: {
          kind: 'param',
          url: (id: string) => `/api/storyboard/${SOME_ID}/scenes/${id}/${verb}`,
        },
      } satisfies RoutePlan,
    ]),
  ),
};
