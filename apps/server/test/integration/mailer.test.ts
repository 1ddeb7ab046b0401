import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpMailer } from '../../src/adapters/mailer/smtp.mailer';
import { AuthClient, PASSWORD } from '../helpers/auth-client';
import { createTestApp, createTestContainer, type TestContext } from '../helpers/test-container';
import { startSmtpSink } from '../helpers/smtp-sink';
import { DATABASE_TARGETS } from '../helpers/test-database';

describe.each(DATABASE_TARGETS)('outbox mailer on %s', (target) => {
  let context: TestContext;

  beforeAll(async () => {
    context = await createTestContainer(target);
  });
  afterAll(async () => {
    await context?.dispose();
  });

  it('stores each mail and lists them newest first', async () => {
    const { mail } = context.container.services;
    await mail.send({ to: 'first@example.com', subject: 'One', text: 'one', html: '<p>one</p>' });
    await mail.send({ to: 'second@example.com', subject: 'Two', text: 'two', html: '<p>two</p>' });
    const entries = await mail.listOutbox();
    expect(entries.map((entry) => entry.subject)).toEqual(['Two', 'One']);
    expect(entries[1]).toMatchObject({
      to: 'first@example.com',
      from: 'Orato <no-reply@orato.example>',
      text: 'one',
      html: '<p>one</p>',
    });
  });
});

describe('SMTP mailer', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;

  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink.close();
  });

  it('delivers text and HTML to a real SMTP server', async () => {
    const mailer = new SmtpMailer(sink.url, 'Orato <no-reply@orato.example>');
    await mailer.send({
      to: 'reader@example.com',
      subject: 'Your code',
      text: 'Your code is 123456',
      html: '<p>Your code is <b>123456</b></p>',
    });
    mailer.close();
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]).toMatchObject({
      from: 'no-reply@orato.example',
      to: ['reader@example.com'],
    });
    expect(sink.received[0]?.raw).toContain('Subject: Your code');
    expect(sink.received[0]?.raw).toContain('Your code is 123456');
    expect(sink.received[0]?.raw).toContain('text/html');
  });

  it('fails loudly when the server refuses the recipient', async () => {
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(_address, _session, callback) {
        callback(new Error('mailbox unavailable'));
      },
    });
    refusing.listen(0, '127.0.0.1');
    await once(refusing.server, 'listening');
    const refusingPort = (refusing.server.address() as AddressInfo).port;
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${refusingPort}`, 'no-reply@orato.example');
    await expect(
      mailer.send({ to: 'nobody@example.com', subject: 'x', text: 'x', html: 'x' }),
    ).rejects.toThrow(/mailbox unavailable/);
    mailer.close();
    await new Promise<void>((resolve) => refusing.close(() => resolve()));
  });
});

describe('sign-up over SMTP', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let context: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    sink = await startSmtpSink();
    context = await createTestApp('pglite', { SMTP_URL: sink.url });
  });
  afterAll(async () => {
    await context?.dispose();
    await sink?.close();
  });

  it('delivers the verification code to a real SMTP server, and the code verifies', async () => {
    const person = new AuthClient(context.app);
    expect(
      (await person.post('/api/signup', { email: 'smtp@example.com', password: PASSWORD }))
        .statusCode,
    ).toBe(201);
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]?.to).toEqual(['smtp@example.com']);
    const code = /verification code: (\d{6})/.exec(sink.received[0]!.raw)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(await context.container.services.mail.listOutbox()).toEqual([]);
    const verified = await person.post('/api/verify-code', { email: 'smtp@example.com', code });
    expect(verified.statusCode).toBe(200);
    expect(
      (await person.post('/api/login', { email: 'smtp@example.com', password: PASSWORD }))
        .statusCode,
    ).toBe(200);
  });
});
