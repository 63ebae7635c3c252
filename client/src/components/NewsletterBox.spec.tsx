import { MockedProvider } from '@apollo/client/testing/react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SubscribeToNewsletterDocument } from '../gql/graphql';
import { createCache } from '../lib/apollo';
import { NewsletterBox } from './NewsletterBox';
import { renderInEnglish } from '../../test/in-english';

function subscribeMock(email: string, result: object) {
  return { request: { query: SubscribeToNewsletterDocument, variables: { email } }, result: { data: { subscribeToNewsletter: result } } };
}

function renderBox(mocks: ReturnType<typeof subscribeMock>[]) {
  renderInEnglish(
    <MockedProvider mocks={mocks} cache={createCache()} mockLinkDefaultOptions={{ delay: 0 }}>
      <NewsletterBox />
    </MockedProvider>,
  );
  return screen.getByRole('textbox', { name: 'Your e-mail address' });
}

describe('NewsletterBox', () => {
  it('asks for the trimmed address and says where the confirmation link went', async () => {
    const message = 'Almost there: unless ana@example.com is subscribed already, we have sent it a link to confirm your subscription.';
    const input = renderBox([subscribeMock('ana@example.com', { __typename: 'LinkMailed', email: 'ana@example.com', message })]);
    await userEvent.type(input, '  ana@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent(message);
    expect(input).toHaveValue('');
  });

  it("shows the server's validation message at the field", async () => {
    const input = renderBox([
      subscribeMock('not-an-email', { __typename: 'ValidationError', code: 'VALIDATION', message: 'Enter a valid e-mail address.', fields: [{ __typename: 'FieldError', field: 'email', message: 'Enter a valid e-mail address.' }] }),
    ]);
    await userEvent.type(input, 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid e-mail address.'));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a valid e-mail address.');
  });

  it('asks for an address before sending anything', async () => {
    const input = renderBox([]);
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('alert')).toHaveTextContent('E-mail is required.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});
