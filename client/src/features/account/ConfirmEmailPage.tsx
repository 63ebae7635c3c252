import { useApolloClient, useMutation } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { EmailLinkPage, failureOutcome, type LinkOutcome } from '../../components/EmailLinkPage';
import { ConfirmEmailChangeDocument, MeDocument } from '../../gql/graphql';
import { useAuth } from '../../lib/auth';

/** /confirm-email?token=…, the link mailed to a new address: the account's e-mail becomes it. */
export default function ConfirmEmailPage() {
  const [confirm] = useMutation(ConfirmEmailChangeDocument);
  const client = useApolloClient();
  const { loggedIn } = useAuth();

  async function follow(token: string): Promise<LinkOutcome> {
    const result = (await confirm({ variables: { token } })).data?.confirmEmailChange;
    if (result?.__typename !== 'EmailChanged') return failureOutcome(result);
    // The account on screen (header, My account) shows the new address.
    if (loggedIn) await client.refetchQueries({ include: [MeDocument] });
    return {
      kind: 'done',
      text: (
        <>
          Your e-mail address is now <strong>{result.email}</strong>. Log in with it from now on. <Link to="/account">My account</Link>
        </>
      ),
    };
  }

  return (
    <EmailLinkPage
      title="Confirm your new e-mail address"
      lead="Confirm that your Kapor account should use this address from now on."
      action="Confirm this address"
      pending="Confirming..."
      follow={follow}
      otherwise={
        <>
          Ask for the change again in <Link to="/account?section=settings">My account</Link>.
        </>
      }
    />
  );
}
