/**
 * The SMTP transport of the outbox: nodemailer on `SMTP_URL`, e.g.
 * 'smtp://127.0.0.1:1025' for MailDev or 'smtps://user:password@mail.example.be:465'.
 */
import nodemailer from 'nodemailer';
import type { MailTransport } from './outbox';

/** A transport that can be closed (its pooled connections). */
export interface ClosableTransport extends MailTransport {
  close(): void;
}

/**
 * Creates the nodemailer transport of an SMTP URL. Short time-outs, so that a server that is down
 * or stuck fails the attempt quickly and the outbox retries it later.
 */
export function smtpTransport(url: string): ClosableTransport {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    sendMail: (mail) => transport.sendMail(mail),
    close: () => transport.close(),
  };
}
