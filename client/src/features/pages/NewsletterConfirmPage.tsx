import { useMutation } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { EmailLinkPage, failureOutcome, type LinkOutcome } from '../../components/EmailLinkPage';
import { ConfirmNewsletterDocument } from '../../gql/graphql';

/** /newsletter/confirm?token=…, the double opt-in link: only this subscribes the address. */
export default function NewsletterConfirmPage() {
  const [confirm] = useMutation(ConfirmNewsletterDocument);

  async function follow(token: string): Promise<LinkOutcome> {
    const result = (await confirm({ variables: { token } })).data?.confirmNewsletter;
    if (result?.__typename !== 'NewsletterSubscription') return failureOutcome(result);
    return {
      kind: 'done',
      text: (
        <>
          Thank you! The Kapor letter will come to <strong>{result.email}</strong>, about twice a month. Each one ends with a link to unsubscribe.
        </>
      ),
    };
  }

  return (
    <EmailLinkPage
      title="Confirm your subscription"
      lead="Confirm that you want the Kapor letter: new collections first, members-only offers, about twice a month."
      action="Yes, subscribe me"
      pending="Subscribing..."
      follow={follow}
      otherwise={
        <>
          Subscribe again in the box at the bottom of the <Link to="/">home page</Link> for a new link.
        </>
      }
    />
  );
}
