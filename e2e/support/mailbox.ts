/** The dev mailbox of the test server (`GET /dev/mailbox.json`, newest first). */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
}

export async function readMailbox(baseUrl: string): Promise<Mail[]> {
  const response = await fetch(`${baseUrl}/dev/mailbox.json`);
  if (!response.ok) {
    throw new Error(`mailbox answered ${response.status}`);
  }
  return (await response.json()) as Mail[];
}

/** Waits for the newest mail that matches; the outbox is written as the request is answered. */
export async function waitForMail(
  baseUrl: string,
  matches: (mail: Mail) => boolean,
  timeoutMs = 10_000,
): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await readMailbox(baseUrl)).find(matches);
    if (mail) {
      return mail;
    }
    if (Date.now() > deadline) {
      throw new Error(`no matching mail within ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const CODE_SUBJECT = /verification code: (\d{6})$/;

/** The newest 6-digit code mailed to `to` (the subject carries it). */
export async function waitForVerificationCode(baseUrl: string, to: string): Promise<string> {
  const mail = await waitForMail(
    baseUrl,
    (entry) => entry.to === to && CODE_SUBJECT.test(entry.subject),
  );
  return CODE_SUBJECT.exec(mail.subject)?.[1] ?? '';
}

/** The reset link of the newest reset mail to `to`, as its text gives it in full. */
export async function waitForResetLink(baseUrl: string, to: string): Promise<string> {
  const mail = await waitForMail(
    baseUrl,
    (entry) => entry.to === to && /\/reset-password\?/.test(entry.text),
  );
  const link = /https?:\/\/\S+\/reset-password\?\S+/.exec(mail.text)?.[0];
  if (!link) {
    throw new Error('the reset mail has no link');
  }
  return link;
}
