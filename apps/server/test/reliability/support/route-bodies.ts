import { PASSWORD } from '../../helpers/auth-client';

/** Routes anyone may call: signing up and in, codes, password reset, the public creator list. */
export const PUBLIC_ROUTE_BODIES: Record<string, (email: string) => object> = {
  'POST /api/signup': () => ({ email: 'someone-new@example.com', password: PASSWORD }),
  'POST /api/verification-email': (email) => ({ email }),
  'POST /api/verify-code': (email) => ({ email, code: '123456' }),
  'POST /api/login': (email) => ({ email, password: PASSWORD }),
  'POST /api/logout': () => ({}),
  'POST /api/forgot-password': (email) => ({ email }),
  'POST /api/update-user': (email) => ({
    email,
    password: 'a new password',
    token: 'x'.repeat(43),
  }),
  'POST /api/list-creators': () => ({}),
};

/**
 * For every route that acts on an account: a body its schema accepts, so that only the caller's
 * identity decides the answer. `/api/upload` takes multipart and is built by the tests.
 */
export const ACCOUNT_ROUTE_BODIES: Record<string, (email: string) => object> = {
  'POST /api/get-user': (email) => ({ email }),
  'POST /api/delete-account': (email) => ({ email }),
  'POST /api/payment-history': (email) => ({ email }),
  'POST /api/cancel-subscription': (email) => ({ email }),
  'POST /api/create-checkout-session': (email) => ({ email, lookup_key: 'orato-starter' }),
  'POST /api/verify-checkout-session': (email) => ({
    email,
    session_id: 'cs_local_000000000000000000000000',
  }),
  'POST /api/create-portal-session': (email) => ({ email }),
  'POST /api/subscription/preview': () => ({ lookup_key: 'orato-pro-monthly' }),
  'POST /api/subscription/change': () => ({ lookup_key: 'orato-pro-monthly' }),
  'POST /api/subscription/keep': () => ({}),
  'POST /api/script': (email) => ({ email, topic: 'tidy desks' }),
  'POST /api/ai-creator': (email) => ({
    email,
    creatorName: 'Ava',
    script: 'A short script about tidy desks.',
  }),
  'POST /api/poll-creator': () => ({ operationId: '00000000-0000-4000-8000-000000000000' }),
  'POST /api/account/job-notices': () => ({ job_emails: 'always' }),
  'POST /api/ai-creator/quote': (email) => ({
    email,
    creatorName: 'Ava',
    script: 'A short script about tidy desks.',
  }),
  'POST /api/save-video': (email) => ({
    email,
    video_url: '/api/media/users/x/ai-avatar/x.mp4',
    feature: 'ai-avatar',
  }),
  'POST /api/generate-veo-video': (email) => ({ email, prompt: 'A fox running through snow' }),
  'POST /api/get-video-status': () => ({
    operation_name: '00000000-0000-4000-8000-000000000000',
  }),
  'POST /api/get-videos': (email) => ({ email, feature: 'ai-avatar' }),
  'POST /api/get-images': (email) => ({ email, feature: 'nano-banana' }),
  'POST /api/delete-video': (email) => ({
    email,
    feature: 'ai-avatar',
    video_urls: ['/api/media/users/x/ai-avatar/x.mp4'],
  }),
  'POST /api/delete-image': (email) => ({
    email,
    image_urls: ['/api/media/users/x/nano-banana/x.png'],
  }),
  'POST /api/google-nano-banana': (email) => ({ email, prompt: 'A blue square' }),
  'POST /api/upload': (email) => ({ email }),
  'POST /api/ai-creator/own-voice': (email) => ({
    email,
    creatorName: 'Ava',
    recording_url: '/api/media/users/x/uploads/x.wav',
  }),
  'POST /api/ai-creator/own-voice/quote': (email) => ({
    email,
    recording_url: '/api/media/users/x/uploads/x.wav',
  }),
  'POST /api/upload-from-library': () => ({
    library_item_id: '00000000-0000-4000-8000-000000000000',
  }),
  'POST /api/library/videos/:id/thumbnail': () => ({
    library_item_id: '00000000-0000-4000-8000-000000000000',
  }),
  'POST /api/library/videos/:id/translations/draft': () => ({ language: 'es' }),
  'POST /api/library/videos/:id/translations/quote': () => ({
    language: 'es',
    scenes: ['Hola a todos.'],
  }),
  'POST /api/library/videos/:id/translations': () => ({
    language: 'es',
    scenes: ['Hola a todos.'],
  }),
  'POST /api/delete-upload': (email) => ({
    email,
    upload_urls: ['/api/media/users/x/uploads/x.png'],
  }),
  // multipart (portrait and fields); the suites send it JSON, which is refused after sign-in
  'POST /api/photo-avatars': () => ({}),
  // multipart (the recording and its consent); sent JSON, it is refused after sign-in
  'POST /api/voice-recordings': () => ({}),
  'DELETE /api/photo-avatars/:id': () => ({}),
  'POST /api/shares': () => ({
    library_item_id: '00000000-0000-4000-8000-000000000000',
    expires_in_days: 7,
  }),
  'POST /api/shares/:id/revoke': () => ({}),
  'POST /api/account/api-keys': () => ({ name: 'A key' }),
  'POST /api/account/api-keys/:id/revoke': () => ({}),
  'POST /api/v1/scripts': () => ({ topic: 'morning routines' }),
  'POST /api/v1/avatar-videos': () => ({ avatar: 'Nobody', script: 'Hello there, friends.' }),
  'POST /api/v1/avatar-videos/quote': () => ({ script: 'Hello there, friends.' }),
  'POST /api/v1/library/:id/translations': () => ({ language: 'es', scenes: ['Hola a todos.'] }),
  'POST /api/v1/veo-videos': () => ({ prompt: 'a cat on a skateboard' }),
  'POST /api/v1/images': () => ({ prompt: 'A blue square' }),
  'POST /api/v1/uploads': () => ({}),
  'DELETE /api/v1/library/:id': () => ({}),
  'POST /api/account/exports': () => ({}),
  'POST /api/v1/exports': () => ({}),
  'POST /api/account/webhook': () => ({ url: 'https://hooks.example.com/orato', enabled: true }),
  'POST /api/account/webhook/remove': () => ({}),
  'POST /api/account/webhook/secret': () => ({}),
  'POST /api/account/webhook/test': () => ({}),
  'POST /api/account/webhook/deliveries/:id/resend': () => ({}),
  'POST /checkout/test/:id/pay': () => ({}),
  'POST /billing/test/portal/cancel': () => ({}),
  'POST /billing/test/portal/resume': () => ({}),
  'POST /billing/test/portal/keep': () => ({}),
  'POST /billing/test/portal/change/:lookupKey': () => ({}),
  'POST /api/storyboard/draft': () => ({ idea: 'Why a tidy desk helps you focus' }),
  'POST /api/storyboard/quote': () => ({
    creatorName: 'Ava',
    scenes: [{ line: 'A short line about tidy desks.', visual: { kind: 'presenter' } }],
  }),
  'POST /api/storyboard': () => ({
    creatorName: 'Ava',
    scenes: [{ line: 'A short line about tidy desks.', visual: { kind: 'presenter' } }],
  }),
  'POST /api/storyboard-drafts': () => ({ title: 'Desk', scenes: [] }),
  'PUT /api/storyboard-drafts/:id': () => ({ title: 'Desk', scenes: [] }),
  'DELETE /api/storyboard-drafts/:id': () => ({}),
  'POST /api/storyboard/:id/scenes/:sceneId/retry': () => ({}),
  'POST /api/storyboard/:id/scenes/:sceneId/drop': () => ({}),
};

/**
 * The operator's console's state-changing routes: a 404 to anyone but staff, whatever the body,
 * so they are listed apart from the account routes (which answer 401 signed out).
 */
export const STAFF_ROUTE_BODIES: Record<string, (email: string) => object> = {
  'POST /api/admin/verify': () => ({ password: PASSWORD }),
  'POST /api/admin/users/:id/credits': () => ({ amount: 5, reason: 'goodwill' }),
  'PUT /api/admin/users/:id/role': () => ({ role: 'support', reason: 'joins support' }),
  'POST /api/admin/payments/:id/refund': () => ({ reason: 'asked for it' }),
  'POST /api/admin/jobs/:id/retry': () => ({ reason: 'retry' }),
  'POST /api/admin/jobs/:id/cancel': () => ({ reason: 'stop' }),
};
