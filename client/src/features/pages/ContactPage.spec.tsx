import { MockedProvider } from '@apollo/client/testing/react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SendContactMessageDocument } from '../../gql/graphql';
import { createCache } from '../../lib/apollo';
import { shopSettingsMock } from '../../../test/shop-render';
import ContactPage from './ContactPage';
import { renderInEnglish } from '../../../test/in-english';

const send = (input: { name: string; email: string; message: string }, sendContactMessage: unknown) => ({
  request: { query: SendContactMessageDocument, variables: { input } },
  result: { data: { sendContactMessage } },
});

function renderContact(mocks: ReturnType<typeof send>[], settings = shopSettingsMock()) {
  return renderInEnglish(
    <MockedProvider mocks={[...mocks, settings]} cache={createCache()}>
      <MemoryRouter>
        <ContactPage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

async function fill(name: string, email: string, message: string) {
  if (name) await userEvent.type(screen.getByLabelText(/^Name/), name);
  if (email) await userEvent.type(screen.getByLabelText(/^Email/), email);
  if (message) await userEvent.type(screen.getByLabelText('Message'), message);
  await userEvent.click(screen.getByRole('button', { name: 'SEND' }));
}

describe('ContactPage', () => {
  it("offers the phone, e-mail and address the owner set on the server", async () => {
    renderContact([], shopSettingsMock({ contact: { __typename: 'ShopContact', phone: '+880 1711-223344', email: 'care@shop.example', address: 'Plot 3, Gulshan Avenue' } }));
    expect(await screen.findByRole('link', { name: '+880 1711-223344' })).toHaveAttribute('href', 'tel:+8801711223344');
    expect(screen.getByRole('link', { name: 'care@shop.example' })).toHaveAttribute('href', 'mailto:care@shop.example');
    expect(screen.getByText('Plot 3, Gulshan Avenue').tagName).toBe('ADDRESS');
  });

  it('marks name and email as required', () => {
    renderContact([]);
    expect(screen.getByLabelText(/^Name/).closest('.field')).toHaveTextContent('(required)');
    expect(screen.getByLabelText(/^Email/).closest('.field')).toHaveTextContent('(required)');
  });

  it("shows the server's field errors beside their fields and keeps what was typed", async () => {
    renderContact([
      send(
        { name: '', email: 'not-an-email', message: 'Hello' },
        {
          __typename: 'ValidationError',
          code: 'VALIDATION',
          message: 'Name is required.',
          fields: [
            { __typename: 'FieldError', field: 'name', message: 'Name is required.' },
            { __typename: 'FieldError', field: 'email', message: 'Please enter a valid e-mail address.' },
          ],
        },
      ),
    ]);
    await fill('', 'not-an-email', 'Hello');
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription('Name is required.');
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Please enter a valid e-mail address.');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('not-an-email');
    expect(screen.getByLabelText('Message')).toHaveValue('Hello');
  });

  it('confirms a sent message and clears the form', async () => {
    renderContact([send({ name: 'Nadia', email: 'nadia@example.com', message: 'Do you ship to Sylhet?' }, { __typename: 'ContactReceipt', id: 'm1', receivedAt: '2026-03-01T10:00:00Z' })]);
    await fill('Nadia', 'nadia@example.com', 'Do you ship to Sylhet?');
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you, Nadia! Your message has been sent.');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('shows the too-many-attempts message', async () => {
    renderContact([
      send(
        { name: 'Nadia', email: 'nadia@example.com', message: 'Hi' },
        { __typename: 'TooManyAttemptsError', code: 'TOO_MANY_ATTEMPTS', message: 'Too many messages from this network. Please try again later.', retryAfterSeconds: 60 },
      ),
    ]);
    await fill('Nadia', 'nadia@example.com', 'Hi');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many messages from this network. Please try again later.'));
  });
});
