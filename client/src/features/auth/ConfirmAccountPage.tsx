import { useMutation } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { EmailLinkPage, failureOutcome, type LinkOutcome } from '../../components/EmailLinkPage';
import { ConfirmSignUpDocument } from '../../gql/graphql';
import { useAuth } from '../../lib/auth';
import { Message, useT } from '../../lib/i18n';

/** /confirm-account?token=…, the sign-up mail's link: opens the account and logs the shopper in. */
export default function ConfirmAccountPage() {
  const t = useT();
  const [confirm] = useMutation(ConfirmSignUpDocument);
  const { logIn } = useAuth();

  async function follow(token: string): Promise<LinkOutcome> {
    const result = (await confirm({ variables: { token } })).data?.confirmSignUp;
    if (result?.__typename !== 'AuthPayload') return failureOutcome(result);
    await logIn(result.token);
    return {
      kind: 'done',
      text: (
        <Message
          id="auth.confirm.done"
          values={{
            name: result.customer.name,
            shop: (chunks) => <Link to="/all">{chunks}</Link>,
            account: (chunks) => <Link to="/account">{chunks}</Link>,
          }}
        />
      ),
    };
  }

  return (
    <EmailLinkPage
      title={t('auth.confirm.title')}
      lead={t('auth.confirm.lead')}
      action={t('auth.confirm.action')}
      pending={t('auth.confirm.pending')}
      follow={follow}
      otherwise={<Message id="auth.confirm.otherwise" values={{ link: (chunks) => <Link to="/login">{chunks}</Link> }} />}
    />
  );
}
