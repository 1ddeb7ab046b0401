/** An e-mail address as it is compared and stored: trimmed, lower case, in Unicode NFC. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase().normalize('NFC');
