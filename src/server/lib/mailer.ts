// Sends e-mail through the SMTP server of SMTP_URL (password-reset links). The only importer of nodemailer.
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  /** The plain-text body every client can read. */
  text: string;
  /** The same content as HTML, for clients that show it. */
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** A mailer for `smtp.url` (smtp:// upgrades with STARTTLS when offered, smtps:// is TLS from the start). */
export function createMailer(smtp: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(smtp.url, { from: smtp.from });
  return {
    async send(message) {
      await transport.sendMail(message);
    },
  };
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe to place in an HTML e-mail body or attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}
