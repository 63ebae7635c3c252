import { useMutation } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { EmailLinkPage, failureOutcome, type LinkOutcome } from '../../components/EmailLinkPage';
import { ConfirmSignUpDocument } from '../../gql/graphql';
import { useAuth } from '../../lib/auth';

/** /confirm-account?token=…, the sign-up mail's link: opens the account and logs the shopper in. */
export default function ConfirmAccountPage() {
  const [confirm] = useMutation(ConfirmSignUpDocument);
  const { logIn } = useAuth();

  async function follow(token: string): Promise<LinkOutcome> {
    const result = (await confirm({ variables: { token } })).data?.confirmSignUp;
    if (result?.__typename !== 'AuthPayload') return failureOutcome(result);
    await logIn(result.token);
    return {
      kind: 'done',
      text: (
        <>
          Welcome to Kapor, {result.customer.name}! Your account is open and you are logged in. <Link to="/all">Start shopping</Link> or see{' '}
          <Link to="/account">My account</Link>.
        </>
      ),
    };
  }

  return (
    <EmailLinkPage
      title="Open your account"
      lead="One step left: open your Kapor account, and you are logged in."
      action="Open my account"
      pending="Opening..."
      follow={follow}
      otherwise={
        <>
          <Link to="/login">Log in</Link>, or sign up again for a new link.
        </>
      }
    />
  );
}
