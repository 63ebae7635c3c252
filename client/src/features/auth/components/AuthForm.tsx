import { useMutation } from '@apollo/client/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { AuthLoginDocument, AuthSignUpDocument, type AuthLoginMutation, type AuthSignUpMutation } from '../../../gql/graphql';
import { FormField } from '../../../components/FormField';
import { useAuth } from '../../../lib/auth';
import { checkBeforeSending, MESSAGES, returnPath, type AuthField, type AuthMode, type AuthProblems, type AuthValues } from '../auth-rules';

type AuthResult = AuthLoginMutation['login'] | AuthSignUpMutation['signUp'];

const EMPTY: AuthValues = { name: '', email: '', password: '', agreed: false };

/**
 * The Login / Sign Up form: one form, two modes, the spec's messages, and back to where the shopper was. A
 * sign-up ends with "check your inbox": the mailed link opens the account (the answer is the same for an
 * address that has one, whose owner is mailed instead).
 */
interface Props {
  mode: AuthMode;
  onModeChange(mode: AuthMode): void;
  /** Called just before the token is saved, so the page keeps this form up while it goes back. */
  onAuthenticated(): void;
}

export function AuthForm({ mode, onModeChange, onAuthenticated }: Props) {
  const [values, setValues] = useState<AuthValues>(EMPTY);
  const [problems, setProblems] = useState<AuthProblems | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const [mailed, setMailed] = useState<string | null>(null);
  const [login, loginState] = useMutation(AuthLoginDocument);
  const [signUp, signUpState] = useMutation(AuthSignUpDocument);
  const { logIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const errorRef = useRef<HTMLDivElement>(null);
  const mailedRef = useRef<HTMLHeadingElement>(null);
  const ids = useId();
  const sending = loginState.loading || signUpState.loading;
  const signingUp = mode === 'signup';

  function set<K extends keyof AuthValues>(key: K, value: AuthValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    // Editing a field clears what was said about it.
    if (problems?.fields[key as AuthField]) setProblems({ ...problems, fields: { ...problems.fields, [key]: undefined } });
  }

  function show(next: AuthProblems) {
    setProblems(next);
    // Let the message render, then bring it into view for keyboard and screen-reader users.
    requestAnimationFrame(() => errorRef.current?.focus());
  }

  async function finish(result: AuthResult | undefined) {
    if (!result) {
      show({ message: signingUp ? MESSAGES.signUpRequestFailed : MESSAGES.loginNoToken, fields: {} });
      return;
    }
    if (result.__typename === 'LinkMailed') {
      setMailed(result.message);
      setValues(EMPTY);
      requestAnimationFrame(() => mailedRef.current?.focus());
      return;
    }
    if (result.__typename === 'AuthPayload') {
      // The token is saved at once; the store refetches as the customer while we go back.
      onAuthenticated();
      const loggedIn = logIn(result.token);
      navigate(returnPath(location.state), { replace: true });
      await loggedIn.catch(() => undefined);
      return;
    }
    const fields: AuthProblems['fields'] = {};
    if (result.__typename === 'ValidationError') {
      for (const { field, message } of result.fields) if (field === 'name' || field === 'email' || field === 'password') fields[field] = message;
    }
    show({ message: result.message, fields });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const local = checkBeforeSending(mode, values);
    if (local) {
      show(local);
      return;
    }
    setProblems(null);
    const email = values.email.trim();
    try {
      if (signingUp) {
        const { data } = await signUp({ variables: { input: { name: values.name.trim(), email, password: values.password } } });
        await finish(data?.signUp);
      } else {
        const { data } = await login({ variables: { input: { email, password: values.password } } });
        await finish(data?.login);
      }
    } catch {
      show({ message: signingUp ? MESSAGES.signUpRequestFailed : MESSAGES.loginRequestFailed, fields: {} });
    }
  }

  function switchTo(next: AuthMode) {
    setProblems(null);
    onModeChange(next);
  }

  if (mailed) {
    return (
      <div className="auth-form" role="status">
        <h1 className="auth-form__title" tabIndex={-1} ref={mailedRef}>
          Check your inbox
        </h1>
        <p className="auth-form__lead">{mailed}</p>
        <p className="muted">Nothing there? Look in the spam folder, or sign up again in a few minutes for a new link.</p>
        <p className="auth-form__alt">
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setMailed(null);
              switchTo('login');
            }}
          >
            Back to login
          </button>
        </p>
      </div>
    );
  }

  const fieldError = (field: AuthField) => problems?.fields[field];
  const describedBy = (field: AuthField, hint?: string) => [fieldError(field) ? `${ids}-${field}-error` : null, hint].filter(Boolean).join(' ') || undefined;

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-labelledby="auth-heading">
      <div className="auth-switch" role="group" aria-label="Login or Sign Up">
        <button type="button" aria-pressed={!signingUp} onClick={() => switchTo('login')}>
          Login
        </button>
        <button type="button" aria-pressed={signingUp} onClick={() => switchTo('signup')}>
          Sign Up
        </button>
      </div>

      <h1 id="auth-heading" className="auth-form__title">
        {signingUp ? 'Sign Up' : 'Login'}
      </h1>
      <p className="auth-form__lead muted">{signingUp ? 'Create your Kapor account to shop, save favourites and track orders.' : 'Welcome back! Log in to see your cart and orders.'}</p>

      {problems?.message && (
        <div className="notice notice--error auth-form__error" role="alert" tabIndex={-1} ref={errorRef}>
          {problems.message}
        </div>
      )}

      {signingUp && (
        <FormField id={`${ids}-name`} label="Your Name" required error={fieldError('name')}>
          <input
            id={`${ids}-name`}
            name="name"
            type="text"
            autoComplete="name"
            required
            maxLength={100}
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
            aria-invalid={fieldError('name') ? true : undefined}
            aria-describedby={describedBy('name')}
          />
        </FormField>
      )}

      <FormField id={`${ids}-email`} label="Email Address" required error={fieldError('email')}>
        <input
          id={`${ids}-email`}
          name="email"
          type="email"
          autoComplete={signingUp ? 'email' : 'username'}
          inputMode="email"
          required
          value={values.email}
          onChange={(e) => set('email', e.target.value)}
          aria-invalid={fieldError('email') ? true : undefined}
          aria-describedby={describedBy('email')}
        />
      </FormField>

      <FormField id={`${ids}-password`} label="Password" required error={fieldError('password')}>
        <div className="auth-password">
          <input
            id={`${ids}-password`}
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete={signingUp ? 'new-password' : 'current-password'}
            required
            value={values.password}
            onChange={(e) => set('password', e.target.value)}
            aria-invalid={fieldError('password') ? true : undefined}
            aria-describedby={describedBy('password', signingUp ? `${ids}-password-hint` : undefined)}
          />
          <button type="button" className="auth-password__toggle" aria-pressed={showPassword} onClick={() => setShowPassword((s) => !s)}>
            {showPassword ? 'Hide' : 'Show'}
            <span className="visually-hidden"> password</span>
          </button>
        </div>
        {signingUp ? (
          <p className="field__hint" id={`${ids}-password-hint`}>
            At least 8 characters.
          </p>
        ) : (
          <p className="field__hint">
            <Link to="/forgot-password">Forgot your password?</Link>
          </p>
        )}
      </FormField>

      <label className="check auth-form__terms">
        <input
          type="checkbox"
          name="terms"
          checked={values.agreed}
          onChange={(e) => set('agreed', e.target.checked)}
          aria-invalid={problems?.message === MESSAGES.termsRequired || problems?.message === MESSAGES.termsRequiredLogin ? true : undefined}
        />
        {/* In a new tab, so what is typed here stays. */}
        <span>
          By continuing, I agree to the{' '}
          <Link to="/terms" target="_blank">
            terms of use
          </Link>{' '}
          &amp;{' '}
          {/* The full stop inside the link, so the box's name reads the same everywhere. */}
          <Link to="/privacy" target="_blank">
            privacy policy.
          </Link>
        </span>
      </label>

      <button type="submit" className="button button--accent button--block auth-form__submit" disabled={sending}>
        {sending ? (signingUp ? 'Signing up...' : 'Logging in...') : 'Continue'}
      </button>

      <p className="auth-form__alt">
        {signingUp ? (
          <>
            Already have an account?{' '}
            <button type="button" className="link-button" onClick={() => switchTo('login')}>
              Login here
            </button>
          </>
        ) : (
          <>
            New to Kapor?{' '}
            <button type="button" className="link-button" onClick={() => switchTo('signup')}>
              Create an account
            </button>
          </>
        )}
      </p>
    </form>
  );
}
