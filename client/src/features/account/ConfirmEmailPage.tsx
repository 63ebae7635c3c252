import { useApolloClient, useMutation } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { EmailLinkPage, failureOutcome, type LinkOutcome } from '../../components/EmailLinkPage';
import { ConfirmEmailChangeDocument, MeDocument } from '../../gql/graphql';
import { useAuth } from '../../lib/auth';
import { Message, useT } from '../../lib/i18n';

/** /confirm-email?token=…, the link mailed to a new address: the account's e-mail becomes it. */
export default function ConfirmEmailPage() {
  const t = useT();
  const [confirm] = useMutation(ConfirmEmailChangeDocument);
  const client = useApolloClient();
  const { loggedIn } = useAuth();

  async function follow(token: string): Promise<LinkOutcome> {
    const result = (await confirm({ variables: { token } })).data?.confirmEmailChange;
    if (result?.__typename !== 'EmailChanged') return failureOutcome(result);
    // The account on screen (header, My account) shows the new address.
    if (loggedIn) await client.refetchQueries({ include: [MeDocument] });
    const email = result.email;
    return {
      kind: 'done',
      text: <Message id="account.confirmEmail.done" values={{ email, b: (chunks) => <strong>{chunks}</strong>, link: (chunks) => <Link to="/account">{chunks}</Link> }} />,
    };
  }

  return (
    <EmailLinkPage
      title={t('account.confirmEmail.title')}
      lead={t('account.confirmEmail.lead')}
      action={t('account.confirmEmail.action')}
      pending={t('account.confirmEmail.pending')}
      follow={follow}
      otherwise={<Message id="account.confirmEmail.otherwise" values={{ link: (chunks) => <Link to="/account?section=settings">{chunks}</Link> }} />}
    />
  );
}
