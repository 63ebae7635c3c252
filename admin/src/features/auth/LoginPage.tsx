import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { Form } from '../../components/form/Form';
import { TextField } from '../../components/form/Field';
import { FORM_ERROR, showServerFailure } from '../../components/form/server-errors';
import { StaffLoginDocument } from '../../gql/graphql';
import { useSession } from '../../lib/session';
import { useTitle } from '../../lib/use-title';

const loginSchema = z.object({
  email: z.string().trim().min(1, 'Enter your e-mail address.'),
  password: z.string().min(1, 'Enter your password.'),
});
type LoginValues = z.infer<typeof loginSchema>;

/** "Try again in 12 minutes." — the server's wait, rounded up to whole minutes. */
export function retryMessage(message: string, retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `${message} Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** Where to go after logging in: the page that sent the member here, if it is one of ours. */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/login') ? from : '/';
}

export default function LoginPage() {
  useTitle('Log in');
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [staffLogin] = useMutation(StaffLoginDocument);
  const form = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  if (session.loggedIn && session.staff) return <Navigate to={returnPath(location.state)} replace />;

  async function onSubmit(values: LoginValues) {
    try {
      const { data } = await staffLogin({ variables: { input: values } });
      const result = data?.staffLogin;
      if (!result) return;
      switch (result.__typename) {
        case 'StaffSession':
          session.logIn(result.token);
          navigate(returnPath(location.state), { replace: true });
          return;
        case 'TooManyAttemptsError':
          form.setError(`root.${FORM_ERROR}`, { type: result.__typename, message: retryMessage(result.message, result.retryAfterSeconds) });
          return;
        default:
          showServerFailure(form, result);
      }
    } catch {
      form.setError(`root.${FORM_ERROR}`, { type: 'network', message: 'The server could not be reached. Check your connection and try again.' });
    }
  }

  return (
    <main id="main" className="standalone">
      <div className="login">
        <p className="login__brand">
          Kapor <span>back office</span>
        </p>
        <h1 id="login-title">Log in</h1>
        {session.notice && (
          <p className="login__notice" role="status">
            {session.notice}
          </p>
        )}
        <Form form={form} onSubmit={onSubmit} aria-labelledby="login-title">
          <TextField name="email" label="E-mail" type="email" autoComplete="username" required />
          <TextField name="password" label="Password" type="password" autoComplete="current-password" required />
          <button type="submit" className="button button--wide" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Logging in…' : 'Log in'}
          </button>
        </Form>
        <p className="login__hint">
          Staff accounts are created by an owner. <a href="/">Back to the shop</a>
        </p>
      </div>
    </main>
  );
}
