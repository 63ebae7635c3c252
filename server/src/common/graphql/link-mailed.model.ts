import { Field, ObjectType } from '@nestjs/graphql';
import { localised } from './error-result';

/** What a shopper sees after asking for an e-mailed link; it says the same whether or not a mail was due. */
@ObjectType('LinkMailed', { description: 'A request that e-mails a link was accepted. The same answer whether or not the address has an account or subscription.' })
export class LinkMailedModel {
  @Field(() => String) email: string;
  @Field(() => String, { description: 'What to tell the shopper: where to look next.', middleware: [localised] }) message: string;
}
