// The E-mail page's rules: what the page shows (environment over saved, the SMTP password never), what may be saved,
// and the test e-mail sent with unsaved values. The saved password goes only to the user, host and port it was saved
// with; another server needs it typed again.
import type { z } from 'zod';
import type { AdminEmailSettings, SaveAdminEmailSettingsInputSchema, SendAdminTestEmailAnswer, SendAdminTestEmailInputSchema } from '../../../shared/contracts/admin-email.ts';
import type { AccessClaims } from '../../auth/tokens.ts';
import { createOperatorSettingsRepository } from '../../db/operator-settings.repository.ts';
import {
  EMAIL_SETTINGS_KEY,
  joinSmtpUrl,
  maskSmtpUrl,
  openStoredEmailSettings,
  resolveEmailSettings,
  smtpServerName,
  splitSmtpUrl,
  type EmailSettings,
  type StoredEmailSettings,
} from '../../lib/email-settings.ts';
import { chooseSecret, secretHint, type BoundSecret } from '../../lib/bound-secret.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { retypeSecretMessage, smtpPasswordDestination } from '../../../shared/secret-destinations.ts';
import { createMailer, describeMailError, escapeHtml } from '../../lib/mailer.ts';
import type { FeatureDeps } from '../feature-deps.ts';

type SaveInput = z.output<typeof SaveAdminEmailSettingsInputSchema>;
type TestInput = z.output<typeof SendAdminTestEmailInputSchema>;

/** The test e-mail is sent, or its error shown, within this. */
const TEST_TIMEOUT_MS = 10_000;

/** Replaces every occurrence of the password, so a server that echoes it never puts it in front of anyone. */
function redact(text: string, password: string | undefined): string {
  if (!password || password.length < 3) return text;
  return [password, encodeURIComponent(password)].reduce((result, secret) => result.split(secret).join('[password]'), text);
}

export function createAdminEmailService({ config, database, auth, mail }: Pick<FeatureDeps, 'config' | 'database' | 'auth' | 'mail'>) {
  const repository = createOperatorSettingsRepository(database.db);
  const env = config.emailEnvironment;

  async function readStored() {
    const row = await repository.findOperatorSetting(EMAIL_SETTINGS_KEY);
    const { stored, savedPassword } = row ? openStoredEmailSettings(row.value, auth.secrets) : { stored: null, savedPassword: undefined };
    return { row, stored, savedPassword };
  }

  /** Refuses a change to what the environment sets, before anything else is looked at. */
  function assertEnvironmentKept(input: SaveInput): void {
    const locked = (what: string, name: string) => badRequest(`${what} is set by the server's environment (${name}) and cannot be changed here.`);
    if (env.smtpUrl && (input.smtpUrl || input.password !== undefined || input.clearPassword)) throw locked('The SMTP URL', 'SMTP_URL');
    if (env.from && input.from && input.from !== env.from) throw locked('The sender', 'SMTP_FROM');
    if (env.publicUrl && input.publicUrl && input.publicUrl.replace(/\/+$/, '') !== env.publicUrl) throw locked('The public URL', 'PUBLIC_URL');
  }

  /**
   * What `input` would store (the URL without its password), the password it uses and where that may go, and the
   * settings it gives. The password field wins over one typed in the URL; without either, the saved one is kept
   * unless cleared, and only for the user, host and port it was saved with (else 400: type it again).
   */
  function settingsFrom(input: SaveInput, savedPassword: BoundSecret | undefined) {
    const typed = input.smtpUrl ? splitSmtpUrl(input.smtpUrl) : { withoutPassword: undefined, password: undefined };
    const destination = smtpPasswordDestination(typed.withoutPassword);
    const password = typed.withoutPassword
      ? chooseSecret({
          typed: input.password ?? typed.password,
          isCleared: input.clearPassword,
          saved: savedPassword,
          environment: undefined,
          target: destination,
          messages: { saved: (boundTo) => retypeSecretMessage('SMTP password', boundTo) },
        })
      : undefined;
    const stored: StoredEmailSettings = {
      ...(typed.withoutPassword ? { smtpUrl: typed.withoutPassword } : {}),
      ...(input.from ? { from: input.from } : {}),
      ...(input.publicUrl ? { publicUrl: input.publicUrl.replace(/\/+$/, '') } : {}),
    };
    const bound = password === undefined ? undefined : { value: password, destination };
    return { stored, password: bound, settings: resolveEmailSettings(config, stored, bound) };
  }

  /** Refuses an SMTP server without a sender or a public URL. */
  function assertWorkable(input: SaveInput, settings: EmailSettings): void {
    const hasSmtp = Boolean(env.smtpUrl ?? input.smtpUrl);
    if (hasSmtp && !(env.from ?? input.from)) throw badRequest('Type the sender the e-mails come from, e.g. Engram <no-reply@example.com>.');
    if (hasSmtp && !settings.publicUrl) throw badRequest('Type the public URL people open Engram at, e.g. https://engram.example.com: the links in e-mails point there.');
  }

  return {
    async getSettings(): Promise<AdminEmailSettings> {
      const { row, stored, savedPassword } = await readStored();
      const envPassword = env.smtpUrl ? splitSmtpUrl(env.smtpUrl).password : undefined;
      const resolved = resolveEmailSettings(config, stored, savedPassword);
      const inUse = env.smtpUrl ? envPassword : resolved.smtp ? splitSmtpUrl(resolved.smtp.url).password : undefined;
      const secret = env.smtpUrl ? envPassword : stored?.smtpUrl ? savedPassword?.value : undefined;
      const sentTo = env.smtpUrl ? smtpPasswordDestination(env.smtpUrl) : (savedPassword?.destination ?? null);
      const url = env.smtpUrl ?? (stored?.smtpUrl ? joinSmtpUrl(stored.smtpUrl, inUse) : undefined);
      return {
        smtpUrl: { value: url ? maskSmtpUrl(url) : null, isFromEnvironment: env.smtpUrl !== undefined },
        smtpUrlWithoutPassword: url ? splitSmtpUrl(url).withoutPassword : null,
        password: { ...secretHint(secret), sentTo: secret ? sentTo : null },
        from: { value: env.from ?? stored?.from ?? null, isFromEnvironment: env.from !== undefined },
        publicUrl: { value: env.publicUrl ?? stored?.publicUrl ?? null, isFromEnvironment: env.publicUrl !== undefined },
        isSending: Boolean(resolved.smtp && resolved.publicUrl),
        version: row?.version ?? null,
        updatedAt: row?.updatedAt.toISOString() ?? null,
      };
    },

    async saveSettings(input: SaveInput): Promise<AdminEmailSettings> {
      const { savedPassword } = await readStored();
      assertEnvironmentKept(input);
      const { stored, settings, password } = settingsFrom(input, savedPassword);
      assertWorkable(input, settings);
      // Only a password the page typed is stored, sealed, with the user, host and port it may go to; one in SMTP_URL
      // stays in the environment.
      const sealed = stored.smtpUrl && password ? { password: auth.secrets.seal(password.value), ...(password.destination ? { passwordDestination: password.destination } : {}) } : {};
      await repository.saveOperatorSetting(EMAIL_SETTINGS_KEY, { ...stored, ...sealed });
      mail.invalidate();
      return this.getSettings();
    },

    /** A short e-mail through the unsaved settings to `input.to`, or to the admin's own address. */
    async sendTestEmail(caller: AccessClaims, input: TestInput): Promise<SendAdminTestEmailAnswer> {
      const { savedPassword } = await readStored();
      assertEnvironmentKept(input);
      const { settings, password } = settingsFrom(input, savedPassword);
      assertWorkable(input, settings);
      if (!settings.smtp) throw badRequest('Type the SMTP URL and the sender first.');
      const to = input.to || caller.email;
      const server = smtpServerName(settings.smtp.url);
      const link = settings.publicUrl ?? '';
      try {
        await createMailer(settings.smtp, { timeoutMs: TEST_TIMEOUT_MS }).send({
          to,
          subject: 'Engram test e-mail',
          text: `This is a test e-mail from Engram. E-mail works: people will receive their verification and password-reset links.\n\nEngram is at ${link}\n`,
          html: `<p>This is a test e-mail from Engram. E-mail works: people will receive their verification and password-reset links.</p><p>Engram is at <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
        });
        return { isSent: true, message: `Sent to ${to} through ${server}.` };
      } catch (error) {
        return { isSent: false, message: redact(describeMailError(error, server), password?.value ?? (env.smtpUrl ? splitSmtpUrl(env.smtpUrl).password : undefined)) };
      }
    },
  };
}
