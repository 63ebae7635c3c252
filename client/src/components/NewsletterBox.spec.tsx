import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SubscribeToNewsletterDocument } from '../gql/graphql';
import { createCache } from '../lib/apollo';
import { NewsletterBox } from './NewsletterBox';

function subscribeMock(email: string, result: object) {
  return { request: { query: SubscribeToNewsletterDocument, variables: { email } }, result: { data: { subscribeToNewsletter: result } } };
}

function renderBox(mocks: ReturnType<typeof subscribeMock>[]) {
  render(
    <MockedProvider mocks={mocks} cache={createCache()} mockLinkDefaultOptions={{ delay: 0 }}>
      <NewsletterBox />
    </MockedProvider>,
  );
  return screen.getByRole('textbox', { name: 'Your e-mail address' });
}

describe('NewsletterBox', () => {
  it('subscribes the trimmed address and thanks the shopper', async () => {
    const input = renderBox([subscribeMock('ana@example.com', { __typename: 'NewsletterSubscription', email: 'ana@example.com', isNew: true })]);
    await userEvent.type(input, '  ana@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks for subscribing! Our offers will reach ana@example.com.');
    expect(input).toHaveValue('');
  });

  it('thanks an address that was already subscribed without pretending it is new', async () => {
    const input = renderBox([subscribeMock('ana@example.com', { __typename: 'NewsletterSubscription', email: 'ana@example.com', isNew: false })]);
    await userEvent.type(input, 'ana@example.com{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks — ana@example.com is already subscribed.');
  });

  it("shows the server's validation message at the field", async () => {
    const input = renderBox([
      subscribeMock('not-an-email', { __typename: 'ValidationError', code: 'VALIDATION', message: 'Enter a valid e-mail address.', fields: [{ __typename: 'FieldError', field: 'email', message: 'Enter a valid e-mail address.' }] }),
    ]);
    await userEvent.type(input, 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid e-mail address.');
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
