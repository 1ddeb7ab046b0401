/** Every user-facing text of "Download my data". */
export const DATA_EXPORT_MESSAGES = {
  title: 'Your data',
  intro:
    'Download everything you keep with Orato in one ZIP: your account, payments, credits, jobs with their scripts and prompts, and every video, image and upload.',
  start: 'Download my data',
  starting: 'Starting…',
  preparing: 'Preparing your data…',
  ready: 'Your data is ready',
  download: 'Download ZIP',
  failed: 'We could not prepare your data. Try again.',
  again: 'Prepare a new download',
  retentionLink: 'What we keep, and for how long',
  notFound: 'This download does not exist or has expired.',
  tooMany: (perDay: number) =>
    `You can prepare ${perDay} downloads of your data a day. Try again tomorrow.`,
  emailSubject: 'Your Orato data is ready to download',
  emailBody: (link: string, hours: number) =>
    `Your data is ready: one ZIP with your account, payments, credits, jobs and media.\n\nDownload it within ${hours} hours (sign in first): ${link}\n\nAfter that the link stops working and the file is deleted. If you did not ask for this, sign in and change your password.`,
} as const;
