// An heir's invitation e-mail is written in the heir's language when their account chose one, else in the owner's:
// its subject fixed words of that language, the owner's name only quoted inside a line.
import { describe, expect, it } from 'vitest';
import { useDescribeResource } from '../../../test/describe-resource.ts';
import { mailPart, mailSubject, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { eventually, signedInCaller, TEST_DATABASES, uniqueEmail, useTestApp } from '../../../test/test-app.ts';

const PUBLIC_URL = 'https://engram.example.test';

describe.each(TEST_DATABASES)('[HEIRS] invitation e-mails in the reader’s language on $name', ({ url }) => {
  const smtp = useDescribeResource('The SMTP capture', startSmtpCapture, (capture) => capture.close());
  const ctx = useTestApp(url, () => ({ LOGIN_RATE_LIMIT_PER_IP: '100000', SMTP_URL: smtp.url, SMTP_FROM: 'Engram <no-reply@engram.example.test>', PUBLIC_URL }));

  /** A signed-in person who confirmed their address and chose `language` for their account. */
  async function personReading(language: 'en' | 'id', name: string) {
    const person = await signedInCaller(ctx.app, name);
    const link = mailPart((await smtp.waitFor(person.email)).raw, 'text/plain')!.match(new RegExp(`${PUBLIC_URL}/verify-email\\S+`))![0];
    expect((await ctx.app.inject({ method: 'POST', url: '/users/email/verify', payload: { token: new URL(link).searchParams.get('token') } })).statusCode).toBe(200);
    expect((await person.call('PATCH', '/users/me', { language })).statusCode).toBe(200);
    return person;
  }

  it('writes to a new address in the owner’s language, and to an heir with an account in theirs', async () => {
    const owner = await personReading('id', 'Sari Wijaya');
    const stranger = uniqueEmail('adik');
    expect((await owner.call('POST', '/twin/heirs', { email: stranger })).statusCode).toBe(201);
    const mail = await smtp.waitFor(stranger);
    expect(mailSubject(mail.raw)).toBe('Anda ditunjuk sebagai ahli waris di Engram');
    const text = mailPart(mail.raw, 'text/plain')!;
    expect(text).toMatch(/^Halo,/);
    expect(text).toContain('Pemilik akun itu bernama “Sari Wijaya”.');
    expect(text).toContain('Jika Anda tidak mengenal orang ini, abaikan email ini.');
    expect(mailPart(mail.raw, 'text/html')).toContain('>Terima undangan</a>');
    expect(text).not.toMatch(/\b(Hello|invitation|heir|e-mail)\b/);

    const heir = await personReading('en', 'Tom Baker');
    expect((await owner.call('POST', '/twin/heirs', { email: heir.email })).statusCode).toBe(201);
    // The heir's first e-mail was their own address's confirmation; the invitation is the second.
    const toHeir = await eventually(async () => smtp.messages.filter((message) => message.to.includes(heir.email)), (messages) => messages.length >= 2);
    expect(mailSubject(toHeir[1]!.raw)).toBe('You have been named as an heir on Engram');
    expect(mailPart(toHeir[1]!.raw, 'text/plain')).toContain('The account’s owner is called “Sari Wijaya”.');
  });
});
