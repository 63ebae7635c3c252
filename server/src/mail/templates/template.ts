import type { Translate } from '../../common/i18n/catalogue';
import type { Language } from '../../common/language';

/**
 * A mail template: subject, MJML body and plain text from the same data, in one language. Its words come
 * from the message catalogue (common/i18n, `mail.*`) through `t`; its data are facts, with anything said in
 * words (a colour, a refund's reason) already in the mail's language.
 */
export interface MailTemplate<T> {
  subject(data: T, t: Translate): string;
  mjml(data: T, t: Translate, language: Language): string;
  text(data: T, t: Translate): string;
}
