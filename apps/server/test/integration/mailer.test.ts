import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpMailer } from '../../src/adapters/mailer/smtp.mailer';
import { createTestContainer, type TestContext } from '../helpers/test-container';
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
  const received: { from: string; to: string[]; raw: string }[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw: Buffer.concat(chunks).toString(),
          });
          callback();
        });
      },
    });
    server.listen(0, '127.0.0.1');
    await once(server.server, 'listening');
    port = (server.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers text and HTML to a real SMTP server', async () => {
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${port}`, 'Orato <no-reply@orato.example>');
    await mailer.send({
      to: 'reader@example.com',
      subject: 'Your code',
      text: 'Your code is 123456',
      html: '<p>Your code is <b>123456</b></p>',
    });
    mailer.close();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      from: 'no-reply@orato.example',
      to: ['reader@example.com'],
    });
    expect(received[0]?.raw).toContain('Subject: Your code');
    expect(received[0]?.raw).toContain('Your code is 123456');
    expect(received[0]?.raw).toContain('text/html');
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
