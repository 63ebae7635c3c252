import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import type { RateLimiterPostgres } from 'rate-limiter-flexible';
import { consumeOrRefuse, RateLimiterRes, RateLimits } from '../common/rate-limits';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { TooManyAttemptsError } from '../common/expected-errors';

/** How long a successful login vouches for its address (docs/adr/003-login-throttle.md). */
const KNOWN_ADDRESS_SECONDS = 30 * 24 * 3600;

/** A login in progress: the keys it was counted under, for giving points back on success. */
export interface LoginAttempt {
  /** The account at this address (/64 for IPv6): the pair limit's key, and the known-address key. */
  accountAtAddress: string;
  account: string;
  address: string;
  /** The account has logged in from this address lately: only the pair limit applies. */
  fromKnownAddress: boolean;
}

/**
 * Failed-login, sign-up and password-reset limits, shared by every server instance (counters in PostgreSQL). Slows an
 * attacker without locking the owner out (docs/adr/003-login-throttle.md):
 * - per account and address (LOGIN_MAX_FAILURES in LOGIN_WINDOW_SECONDS): one address guessing one
 *   account is refused; the owner elsewhere is not;
 * - per account (LOGIN_MAX_FAILURES_PER_ACCOUNT in LOGIN_ACCOUNT_WINDOW_SECONDS): a ceiling for guesses
 *   spread over many addresses;
 * - per address (LOGIN_MAX_FAILURES_PER_IP in LOGIN_WINDOW_SECONDS): one address trying many accounts.
 * The account ceiling and the address limit skip an address the account has logged in from lately, so
 * neither a distributed attack nor a spray from a shared address locks out an owner at home.
 * Every attempt takes its points before its password is checked; a success gives them back.
 */
@Injectable()
export class LoginThrottle {
  private readonly perPair: RateLimiterPostgres;
  private readonly perAccount: RateLimiterPostgres;
  private readonly perAddress: RateLimiterPostgres;
  private readonly knownAddresses: RateLimiterPostgres;
  private readonly signups: RateLimiterPostgres;
  private readonly signupsPerEmail: RateLimiterPostgres;
  private readonly resets: RateLimiterPostgres;
  private readonly resetsPerEmail: RateLimiterPostgres;
  private readonly emailChangesPerEmail: RateLimiterPostgres;

  constructor(limits: RateLimits, @Inject(APP_CONFIG) config: AppConfig) {
    const auth = config.auth;
    this.perPair = limits.limiter('login-pair', auth.loginMaxFailuresPerAccountAndIp, auth.loginWindowSeconds);
    this.perAccount = limits.limiter('login-account', auth.loginMaxFailuresPerAccount, auth.loginAccountWindowSeconds);
    this.perAddress = limits.limiter('login-ip', auth.loginMaxFailuresPerIp, auth.loginWindowSeconds);
    this.knownAddresses = limits.limiter('login-known', 1, KNOWN_ADDRESS_SECONDS);
    this.signups = limits.limiter('signup-ip', auth.signupsPerIpPerHour, 3600);
    this.signupsPerEmail = limits.limiter('signup-email', auth.mailRequestsPerAddressPerHour, 3600);
    this.resets = limits.limiter('reset-ip', auth.passwordResetsPerIpPerHour, 3600);
    this.resetsPerEmail = limits.limiter('reset-email', auth.mailRequestsPerAddressPerHour, 3600);
    this.emailChangesPerEmail = limits.limiter('email-change-email', auth.mailRequestsPerAddressPerHour, 3600);
  }

  /**
   * Takes the attempt's points atomically, before any password work: checking first and counting after
   * the verification would let a burst of parallel guesses all pass the check. The pair goes first, so
   * guesses the pair already refuses never use up the account's ceiling for everyone else. A logged-in
   * customer confirming their password (`what: 'password'`) is counted the same way: a stolen session
   * guesses no faster than a login.
   */
  async beginLogin(email: string, ip: string, what: 'login' | 'password' = 'login'): Promise<LoginAttempt> {
    const address = clientNetwork(ip);
    const accountAtAddress = keyOf(email, address);
    const fromKnownAddress = (await this.knownAddresses.get(accountAtAddress)) !== null;
    const attempt: LoginAttempt = { accountAtAddress, account: keyOf(email), address, fromKnownAddress };
    await refuseIfAnyRefused([this.perPair.consume(accountAtAddress, 1)], what);
    if (!fromKnownAddress) await refuseIfAnyRefused([this.perAccount.consume(attempt.account, 1), this.perAddress.consume(address, 1)], what);
    return attempt;
  }

  /** The owner got in: their address's slate is clean, remembered as theirs, and the shared limits get their points back. */
  async recordLoginSuccess(attempt: LoginAttempt): Promise<void> {
    const writes: Promise<unknown>[] = [this.perPair.delete(attempt.accountAtAddress), this.knownAddresses.set(attempt.accountAtAddress, 1, KNOWN_ADDRESS_SECONDS)];
    if (!attempt.fromKnownAddress) writes.push(this.perAccount.reward(attempt.account, 1), this.perAddress.reward(attempt.address, 1));
    await Promise.all(writes);
  }

  /** A new account's address is its owner's. */
  async recordSignup(email: string, ip: string): Promise<void> {
    await this.knownAddresses.set(keyOf(email, clientNetwork(ip)), 1, KNOWN_ADDRESS_SECONDS);
  }

  /**
   * A sign-up, counted per network and per address. Both are counted whether or not the address has an
   * account, so a refusal tells nothing about one; the address limit keeps its owner from being mailed
   * over and over.
   */
  consumeSignup(email: string, ip: string): Promise<void> {
    return this.consumePerNetworkAndAddress(this.signups, this.signupsPerEmail, 'signup', email, ip);
  }

  /** A password reset request, counted like a sign-up. */
  consumePasswordReset(email: string, ip: string): Promise<void> {
    return this.consumePerNetworkAndAddress(this.resets, this.resetsPerEmail, 'reset', email, ip);
  }

  /** A change of e-mail, counted per new address: an account cannot mail someone else's over and over. */
  consumeEmailChange(newEmail: string): Promise<void> {
    return consumePerAddress(this.emailChangesPerEmail, newEmail);
  }

  private async consumePerNetworkAndAddress(perNetwork: RateLimiterPostgres, perAddress: RateLimiterPostgres, what: 'signup' | 'reset', email: string, ip: string): Promise<void> {
    await consumeOrRefuse(perNetwork, clientNetwork(ip), (seconds) => {
      throw new TooManyAttemptsError(seconds, what);
    });
    await consumePerAddress(perAddress, email);
  }
}

function consumePerAddress(limiter: RateLimiterPostgres, email: string): Promise<void> {
  return consumeOrRefuse(limiter, keyOf(email), (seconds) => {
    throw new TooManyAttemptsError(seconds, 'address');
  });
}

async function refuseIfAnyRefused(consumptions: Promise<unknown>[], what: 'login' | 'password'): Promise<void> {
  const refusals: RateLimiterRes[] = [];
  for (const outcome of await Promise.allSettled(consumptions)) {
    if (outcome.status === 'fulfilled') continue;
    if (!(outcome.reason instanceof RateLimiterRes)) throw outcome.reason;
    refusals.push(outcome.reason);
  }
  if (refusals.length > 0) {
    const waitMs = Math.max(...refusals.map((res) => res.msBeforeNext));
    throw new TooManyAttemptsError(Math.ceil(waitMs / 1000), what);
  }
}

/** A fixed-length key (the rate_limit key column is bounded, and e-mails can be long). */
function keyOf(...parts: string[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url');
}

/**
 * The part of a client address that names one client: an IPv4 address whole, an IPv6 address by its
 * /64 — one subscriber's network, in which the subscriber may pick any of 2^64 addresses.
 */
export function clientNetwork(ip: string): string {
  const mappedV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mappedV4) return mappedV4[1];
  const address = ip.split('%')[0]; // drop a zone id (fe80::1%eth0)
  if (isIP(address) !== 6) return ip;
  const groupsOf = (part: string) => (part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : []);
  const [head, tail] = address.split('::');
  const headGroups = groupsOf(head);
  const groups = tail === undefined ? headGroups : [...headGroups, ...Array<string>(8 - headGroups.length - groupsOf(tail).length).fill('0'), ...groupsOf(tail)];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
