import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { v7 as uuidv7 } from 'uuid';

declare module 'fastify' {
  interface FastifyInstance {
    /** Outgoing e-mail (SMTP, or the outbox directory without SMTP settings). */
    mailer: Mailer;
  }
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A link worth logging when the message goes to the outbox (recovery link, …). */
  link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

interface Logger {
  info(obj: object, msg: string): void;
}

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise each message is written as an .eml file to the
 * outbox directory and its link is logged, so a local start needs no mail server.
 */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: Logger;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: opts.from, ...withoutLink(message) });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: opts.from, ...withoutLink(message) });
      await mkdir(opts.outboxDir, { recursive: true });
      const file = join(opts.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${uuidv7()}.eml`);
      await writeFile(file, info.message as Buffer);
      opts.log.info(
        { to: message.to, subject: message.subject, file, link: message.link },
        'e-mail gravado na caixa de saída',
      );
    },
    close: () => transport.close(),
  };
}

function withoutLink({ link: _link, ...rest }: MailMessage) {
  return rest;
}

/** Decorates the app with the configured mailer (`app.mailer`), closed with the app. */
export const mailPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const mailer = createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: join(config.dataDir, 'outbox'),
      log: app.log,
    });
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mail' },
);
