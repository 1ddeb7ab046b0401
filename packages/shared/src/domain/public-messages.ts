/**
 * The public pages' texts (spec §2), in a module of their own so the landing page's bundle takes
 * them without every message of the app. `MESSAGES` includes them too.
 */
export const LANDING_MESSAGES = {
  loadingAvatars: 'Loading avatars...',
  httpError: (status: number) => `HTTP error! Status: ${status}`,
} as const;

export const NOT_FOUND_MESSAGES = {
  text: "Error 404 - Sorry, we couldn't find this page.",
  backLink: 'Back to homepage',
} as const;
