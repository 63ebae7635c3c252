import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server in the test process: it accepts what the shop sends over TCP and keeps each message,
 * parsed. `refuseNext(n)` answers the next n messages with a temporary failure (451), as a busy server does,
 * and keeps the recipients of each refused message in `refused`.
 */
export class SmtpReceiver {
  readonly messages: ParsedMail[] = [];
  /** The recipients of each message refused, one entry per refusal. */
  readonly refused: string[][] = [];
  private refusals = 0;
  private server?: SMTPServer;
  private port = 0;

  async start(): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (this.refusals > 0) {
            this.refusals -= 1;
            this.refused.push(session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()));
            const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
            callback(error);
            return;
          }
          simpleParser(Buffer.concat(chunks))
            .then((mail) => {
              this.messages.push(mail);
              callback();
            })
            .catch(callback);
        });
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  refuseNext(count: number): void {
    this.refusals = count;
  }

  to(address: string): ParsedMail[] {
    return this.messages.filter((m) => [m.to].flat().some((to) => to?.value.some((v) => v.address?.toLowerCase() === address.toLowerCase())));
  }

  /** Waits until `predicate` holds for the messages received, or fails after `timeoutMs`. */
  async waitFor(predicate: (messages: ParsedMail[]) => boolean, timeoutMs = 20_000): Promise<ParsedMail[]> {
    const until = Date.now() + timeoutMs;
    while (!predicate(this.messages)) {
      if (Date.now() > until) throw new Error(`timed out waiting for mail; received ${this.messages.length}: ${this.messages.map((m) => m.subject).join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return this.messages;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}
