import { useMutation } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { EmailLinkPage, failureOutcome, type LinkOutcome } from '../../components/EmailLinkPage';
import { UnsubscribeNewsletterDocument } from '../../gql/graphql';

/** /newsletter/unsubscribe?token=…, the link at the end of every newsletter mail. */
export default function NewsletterUnsubscribePage() {
  const [unsubscribe] = useMutation(UnsubscribeNewsletterDocument);

  async function follow(token: string): Promise<LinkOutcome> {
    const result = (await unsubscribe({ variables: { token } })).data?.unsubscribeNewsletter;
    if (result?.__typename !== 'NewsletterUnsubscribed') return failureOutcome(result);
    return {
      kind: 'done',
      text: (
        <>
          <strong>{result.email}</strong> is off the list: no more newsletters. Changed your mind? Subscribe again on the <Link to="/">home page</Link>.
        </>
      ),
    };
  }

  return (
    <EmailLinkPage
      title="Unsubscribe from the Kapor letter"
      lead="Stop the newsletter at this address. Mail about your account and your orders still comes."
      action="Unsubscribe"
      pending="Unsubscribing..."
      follow={follow}
      otherwise={
        <>
          This address may be off the list already. Still getting the letter? <Link to="/contact">Write to us</Link>.
        </>
      }
    />
  );
}
