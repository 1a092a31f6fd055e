import { DISPOSABLE_DOMAINS, isDisposableEmailDomain } from '@/lib/validation/disposable-domains';
import { POPULAR_EMAIL_DOMAINS } from '@/lib/validation/email-typo';

describe('isDisposableEmailDomain', () => {
  it.each([
    'ali@mailinator.com',
    'mailinator.com',
    'x@guerrillamail.com',
    'x@guerrillamail.net',
    'x@guerrillamailblock.com',
    'x@sharklasers.com',
    'x@grr.la',
    'x@10minutemail.com',
    'x@temp-mail.org',
    'x@yopmail.com',
    'x@yopmail.fr',
    'x@yopmail.net',
    'x@trashmail.com',
    'x@trashmail.de',
    'x@getnada.com',
    'x@dispostable.com',
    'x@maildrop.cc',
    'x@throwawaymail.com',
    'x@fakeinbox.com',
    'x@mintemail.com',
    'x@mohmal.com',
    'x@moakt.com',
    'x@10minutemail.co.uk',
    'x@cool.fr.nf',
  ])('refuses %s', (input) => {
    expect(isDisposableEmailDomain(input)).toBe(true);
  });

  it.each([
    ['upper case', 'Ali@MAILINATOR.COM'],
    ['a trailing dot', 'ali@mailinator.com.'],
    ['surrounding spaces', '  ali@yopmail.com  '],
    ['a subdomain', 'x@x.mailinator.com'],
    ['a deeper subdomain', 'deep.sub.guerrillamail.com'],
    ['a subdomain of a multi-label entry', 'x@inbox.10minutemail.co.uk'],
  ])('matches with %s', (_, input) => {
    expect(isDisposableEmailDomain(input)).toBe(true);
  });

  it.each([
    'ali@gmail.com',
    'ali@hotmail.com',
    'ali@outlook.sa',
    'ali@company.com',
    'safqa.app',
    'ali@uni.edu.eg',
    // Look-alikes of listed domains that are not themselves listed.
    'x@notmailinator.org',
    'x@mailinator.com.evil.example',
    'x@mymailinator.com',
    'x@yopmail.co',
    // A bare top-level domain of a listed entry is not itself disposable.
    'x@fr.nf',
    'com',
    '',
    '@',
  ])('accepts %j', (input) => {
    expect(isDisposableEmailDomain(input)).toBe(false);
  });

  it('holds at least 300 lower-case domains', () => {
    expect(DISPOSABLE_DOMAINS.size).toBeGreaterThanOrEqual(300);
    for (const domain of DISPOSABLE_DOMAINS) {
      expect(domain).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
    }
  });

  it('never lists a popular mailbox provider', () => {
    for (const provider of POPULAR_EMAIL_DOMAINS) {
      expect(isDisposableEmailDomain(`x@${provider}`)).toBe(false);
    }
  });
});
