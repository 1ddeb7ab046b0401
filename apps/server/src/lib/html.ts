import { APP_ICON } from '@orato/shared';

/** Text made safe to place in HTML content or a quoted attribute. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** `<head>` markup naming the app's icon, for every page the server renders itself. */
export const APP_ICON_LINK = `<link rel="icon" type="${APP_ICON.type}" href="${APP_ICON.path}">`;
