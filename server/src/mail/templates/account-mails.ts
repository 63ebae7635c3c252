import { composed } from './composed';

/** The account's mails: each proves or warns the owner of a mailbox, with a single-use link. */

export interface SignUpConfirmMail {
  name: string;
  confirmUrl: string;
  hours: number;
}

export const signUpConfirm = composed<SignUpConfirmMail>((data) => ({
  subject: 'Confirm your e-mail address to open your Kapor account',
  preview: 'One click and your Kapor account is ready.',
  heading: 'Welcome to Kapor',
  parts: [
    `Hello ${data.name},`,
    'Confirm that this address is yours and your account opens, logged in.',
    { link: 'Confirm and open my account', href: data.confirmUrl },
    `The link works once, within ${data.hours} hours. If you did not sign up at Kapor, ignore this e-mail: no account is opened.`,
  ],
}));

export interface AccountExistsMail {
  name: string;
  loginUrl: string;
  resetUrl: string;
}

/** A sign-up with an address that already has an account: the owner is told, the answer to the form was the usual one. */
export const accountExists = composed<AccountExistsMail>((data) => ({
  subject: 'Someone tried to sign up at Kapor with your e-mail address',
  preview: 'You already have a Kapor account: nothing was changed.',
  heading: 'You already have an account',
  parts: [
    `Hello ${data.name},`,
    'Someone, perhaps you, tried to create a Kapor account with this e-mail address. You already have one, so nothing was changed.',
    { link: 'Log in', href: data.loginUrl },
    `Forgot your password? Choose a new one: ${data.resetUrl}`,
    'If it was not you, ignore this e-mail: your account is safe.',
  ],
}));

export interface PasswordResetMail {
  name: string;
  resetUrl: string;
  minutes: number;
}

export const passwordReset = composed<PasswordResetMail>((data) => ({
  subject: 'Reset your Kapor password',
  preview: `Choose a new password within ${data.minutes} minutes.`,
  heading: 'Choose a new password',
  parts: [
    `Hello ${data.name},`,
    'We received a request to reset the password of your Kapor account.',
    { link: 'Choose a new password', href: data.resetUrl },
    `The link works once, within ${data.minutes} minutes. A new password logs you out everywhere.`,
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  ],
}));

export interface EmailChangeMail {
  name: string;
  newEmail: string;
  confirmUrl: string;
  hours: number;
}

/** To the new address: the change happens only when its owner follows the link. */
export const emailChange = composed<EmailChangeMail>((data) => ({
  subject: 'Confirm your new e-mail address at Kapor',
  preview: `Confirm ${data.newEmail} for your Kapor account.`,
  heading: 'Confirm your new address',
  parts: [
    `Hello ${data.name},`,
    `Confirm that your Kapor account should use ${data.newEmail} from now on.`,
    { link: 'Confirm this address', href: data.confirmUrl },
    `The link works once, within ${data.hours} hours. If you did not ask for this, ignore this e-mail: nothing changes.`,
  ],
}));

export interface EmailChangeNoticeMail {
  name: string;
  newEmail: string;
  resetUrl: string;
}

/** To the old address: a warning, with the way to stop a change the owner did not ask for. */
export const emailChangeNotice = composed<EmailChangeNoticeMail>((data) => ({
  subject: 'Your Kapor e-mail address is about to change',
  preview: `A change of your e-mail address to ${data.newEmail} was requested.`,
  heading: 'A change of your e-mail address',
  parts: [
    `Hello ${data.name},`,
    `Someone logged in to your Kapor account asked to change its e-mail address to ${data.newEmail}. It changes once that address is confirmed.`,
    'If this was not you, reset your password now: that cancels the change and logs everyone out.',
    { link: 'Reset my password', href: data.resetUrl },
    'If it was you, there is nothing to do here.',
  ],
}));
