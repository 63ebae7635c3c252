import { useMutation } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { EmailLinkPage, failureOutcome, type LinkOutcome } from '../../components/EmailLinkPage';
import { ConfirmNewsletterDocument } from '../../gql/graphql';
import { Message, useT } from '../../lib/i18n';

/** /newsletter/confirm?token=…, the double opt-in link: only this subscribes the address. */
export default function NewsletterConfirmPage() {
  const t = useT();
  const [confirm] = useMutation(ConfirmNewsletterDocument);

  async function follow(token: string): Promise<LinkOutcome> {
    const result = (await confirm({ variables: { token } })).data?.confirmNewsletter;
    if (result?.__typename !== 'NewsletterSubscription') return failureOutcome(result);
    return {
      kind: 'done',
      text: <Message id="pages.newsletter.confirm.done" values={{ email: <strong>{result.email}</strong> }} />,
    };
  }

  return (
    <EmailLinkPage
      title={t('pages.newsletter.confirm.title')}
      lead={t('pages.newsletter.confirm.lead')}
      action={t('pages.newsletter.confirm.action')}
      pending={t('common.newsletter.subscribing')}
      follow={follow}
      otherwise={<Message id="pages.newsletter.confirm.otherwise" values={{ home: (chunks) => <Link to="/">{chunks}</Link> }} />}
    />
  );
}
