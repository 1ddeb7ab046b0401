/** What share links say, on the server and in the Library's Share dialog. */
export const SHARE_MESSAGES = {
  itemNotFound: 'This item is not in your library.',
  linkNotFound: 'This share link does not exist.',
  notShareable: 'This item is not stored by Orato, so it cannot be shared.',
  pageGone: 'This link has expired or was turned off by its owner.',
  madeWith: 'Made with Orato',
  dialogTitle: 'Share',
  createLink: 'Create link',
  copyLink: 'Copy link',
  copyEmbed: 'Copy embed code',
  copied: 'Copied',
  revoke: 'Revoke',
  revoked: 'Revoked',
  expired: 'Expired',
  shownOnce: 'Copy the link now: for your privacy Orato keeps only a fingerprint of it.',
  indexable: 'Let search engines list this page',
  noLinks: 'No links yet.',
} as const;
