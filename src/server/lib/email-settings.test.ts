import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { joinSmtpUrl, maskSmtpUrl, resolveEmailSettings, smtpServerName, splitSmtpUrl } from './email-settings.ts';

describe('SMTP URLs with their password kept apart', () => {
  it('splits out the password, decoded, and puts it back encoded, so nodemailer reads the same login', () => {
    const password = 'p@ss:w/rd%';
    const joined = joinSmtpUrl('smtp://mailer@mail.example.com:587', password);
    expect(joined).toBe('smtp://mailer:p%40ss%3Aw%2Frd%25@mail.example.com:587');
    expect(splitSmtpUrl(joined)).toEqual({ withoutPassword: 'smtp://mailer@mail.example.com:587', password });
    expect(splitSmtpUrl('smtps://mail.example.com')).toEqual({ withoutPassword: 'smtps://mail.example.com', password: undefined });
  });

  it('masks the password wherever the URL is shown', () => {
    expect(maskSmtpUrl('smtp://mailer:secret-word@mail.example.com:587')).toBe('smtp://mailer:••••@mail.example.com:587');
    expect(maskSmtpUrl('smtp://mail.example.com:25')).toBe('smtp://mail.example.com:25');
  });

  it('names the server with its port, or the usual one', () => {
    expect(smtpServerName('smtp://u:p@mail.example.com:2525')).toBe('mail.example.com:2525');
    expect(smtpServerName('smtps://mail.example.com')).toBe('mail.example.com (port 465)');
  });
});

describe('resolveEmailSettings', () => {
  it('takes the environment over what was saved, field by field, and sends nothing without a sender', () => {
    const stored = { smtpUrl: 'smtp://saved@mail.example.com:587', from: 'Saved <s@example.com>', publicUrl: 'https://saved.example.com/' };
    const saved = { value: 'pw', destination: 'saved@mail.example.com:587' };
    expect(resolveEmailSettings(loadConfig({}), stored, saved)).toEqual({
      smtp: { url: 'smtp://saved:pw@mail.example.com:587', from: 'Saved <s@example.com>' },
      publicUrl: 'https://saved.example.com',
    });
    const env = loadConfig({ SMTP_URL: 'smtp://env:envpw@env.example.com:25', SMTP_FROM: 'Env <e@example.com>', PUBLIC_URL: 'https://env.example.com' });
    expect(resolveEmailSettings(env, stored, saved)).toEqual({ smtp: { url: 'smtp://env:envpw@env.example.com:25', from: 'Env <e@example.com>' }, publicUrl: 'https://env.example.com' });
    expect(resolveEmailSettings(loadConfig({}), { smtpUrl: stored.smtpUrl }, undefined)).toEqual({ smtp: undefined, publicUrl: undefined });
  });

  it('joins the saved password only to the user, host and port it was saved for', () => {
    const stored = { smtpUrl: 'smtp://saved@other.example.com:587', from: 'Saved <s@example.com>' };
    expect(resolveEmailSettings(loadConfig({}), stored, { value: 'pw', destination: 'saved@mail.example.com:587' }).smtp?.url).toBe('smtp://saved@other.example.com:587');
  });
});
