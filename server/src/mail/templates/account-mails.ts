import { composed } from './composed';

/** The account's mails: each proves or warns the owner of a mailbox, with a single-use link. */

export interface SignUpConfirmMail {
  name: string;
  confirmUrl: string;
  hours: number;
}

export const signUpConfirm = composed<SignUpConfirmMail>((data, t) => ({
  subject: t('mail.signUpConfirm.subject'),
  preview: t('mail.signUpConfirm.preview'),
  heading: t('mail.signUpConfirm.heading'),
  parts: [
    t('mail.greeting', { name: data.name }),
    t('mail.signUpConfirm.body'),
    { link: t('mail.signUpConfirm.button'), href: data.confirmUrl },
    t('mail.signUpConfirm.expiry', { hours: data.hours }),
  ],
}));

export interface AccountExistsMail {
  name: string;
  loginUrl: string;
  resetUrl: string;
}

/** A sign-up with an address that already has an account: the owner is told, the answer to the form was the usual one. */
export const accountExists = composed<AccountExistsMail>((data, t) => ({
  subject: t('mail.accountExists.subject'),
  preview: t('mail.accountExists.preview'),
  heading: t('mail.accountExists.heading'),
  parts: [
    t('mail.greeting', { name: data.name }),
    t('mail.accountExists.body'),
    { link: t('mail.accountExists.logIn'), href: data.loginUrl },
    t('mail.accountExists.forgot', { resetUrl: data.resetUrl }),
    t('mail.accountExists.notYou'),
  ],
}));

export interface PasswordResetMail {
  name: string;
  resetUrl: string;
  minutes: number;
}

export const passwordReset = composed<PasswordResetMail>((data, t) => ({
  subject: t('mail.passwordReset.subject'),
  preview: t('mail.passwordReset.preview', { minutes: data.minutes }),
  heading: t('mail.passwordReset.heading'),
  parts: [
    t('mail.greeting', { name: data.name }),
    t('mail.passwordReset.body'),
    { link: t('mail.passwordReset.button'), href: data.resetUrl },
    t('mail.passwordReset.expiry', { minutes: data.minutes }),
    t('mail.passwordReset.notYou'),
  ],
}));

export interface EmailChangeMail {
  name: string;
  newEmail: string;
  confirmUrl: string;
  hours: number;
}

/** To the new address: the change happens only when its owner follows the link. */
export const emailChange = composed<EmailChangeMail>((data, t) => ({
  subject: t('mail.emailChange.subject'),
  preview: t('mail.emailChange.preview', { newEmail: data.newEmail }),
  heading: t('mail.emailChange.heading'),
  parts: [
    t('mail.greeting', { name: data.name }),
    t('mail.emailChange.body', { newEmail: data.newEmail }),
    { link: t('mail.emailChange.button'), href: data.confirmUrl },
    t('mail.emailChange.expiry', { hours: data.hours }),
  ],
}));

export interface EmailChangeNoticeMail {
  name: string;
  newEmail: string;
  resetUrl: string;
}

/** To the old address: a warning, with the way to stop a change the owner did not ask for. */
export const emailChangeNotice = composed<EmailChangeNoticeMail>((data, t) => ({
  subject: t('mail.emailChangeNotice.subject'),
  preview: t('mail.emailChangeNotice.preview', { newEmail: data.newEmail }),
  heading: t('mail.emailChangeNotice.heading'),
  parts: [
    t('mail.greeting', { name: data.name }),
    t('mail.emailChangeNotice.body', { newEmail: data.newEmail }),
    t('mail.emailChangeNotice.notYou'),
    { link: t('mail.emailChangeNotice.button'), href: data.resetUrl },
    t('mail.emailChangeNotice.wasYou'),
  ],
}));
