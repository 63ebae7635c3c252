import { useMutation } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { EmailLinkPage, failureOutcome, type LinkOutcome } from '../../components/EmailLinkPage';
import { UnsubscribeNewsletterDocument } from '../../gql/graphql';
import { Message, useT } from '../../lib/i18n';

/** /newsletter/unsubscribe?token=…, the link at the end of every newsletter mail. */
export default function NewsletterUnsubscribePage() {
  const t = useT();
  const [unsubscribe] = useMutation(UnsubscribeNewsletterDocument);

  async function follow(token: string): Promise<LinkOutcome> {
    const result = (await unsubscribe({ variables: { token } })).data?.unsubscribeNewsletter;
    if (result?.__typename !== 'NewsletterUnsubscribed') return failureOutcome(result);
    return {
      kind: 'done',
      text: <Message id="pages.newsletter.unsubscribe.done" values={{ email: <strong>{result.email}</strong>, home: (chunks) => <Link to="/">{chunks}</Link> }} />,
    };
  }

  return (
    <EmailLinkPage
      title={t('pages.newsletter.unsubscribe.title')}
      lead={t('pages.newsletter.unsubscribe.lead')}
      action={t('pages.newsletter.unsubscribe.action')}
      pending={t('pages.newsletter.unsubscribe.pending')}
      follow={follow}
      otherwise={<Message id="pages.newsletter.unsubscribe.otherwise" values={{ contact: (chunks) => <Link to="/contact">{chunks}</Link> }} />}
    />
  );
}
