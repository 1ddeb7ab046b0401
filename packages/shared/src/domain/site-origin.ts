/**
 * The origin the web build writes into canonical, Open Graph, sitemap and robots URLs. The server
 * swaps it for PUBLIC_SITE_URL when it serves those files, so one build serves any origin.
 */
export const SITE_ORIGIN_PLACEHOLDER = 'https://site-origin.orato.invalid';
