import { useMutation } from '@apollo/client/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { AuthLoginDocument, AuthSignUpDocument, type AuthLoginMutation, type AuthSignUpMutation } from '../../../gql/graphql';
import { FormField } from '../../../components/FormField';
import { useAuth } from '../../../lib/auth';
import { Message, useT } from '../../../lib/i18n';
import { checkBeforeSending, MESSAGES, returnPath, type AuthField, type AuthMode, type AuthProblems, type AuthValues, type Said } from '../auth-rules';

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
  const t = useT();
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
      show({ message: { key: signingUp ? MESSAGES.signUpRequestFailed : MESSAGES.loginNoToken }, fields: {} });
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
      for (const { field, message } of result.fields) if (field === 'name' || field === 'email' || field === 'password') fields[field] = { text: message };
    }
    show({ message: { text: result.message }, fields });
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
      show({ message: { key: signingUp ? MESSAGES.signUpRequestFailed : MESSAGES.loginRequestFailed }, fields: {} });
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
          {t('auth.mailed.title')}
        </h1>
        <p className="auth-form__lead">{mailed}</p>
        <p className="muted">{t('auth.mailed.hint')}</p>
        <p className="auth-form__alt">
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setMailed(null);
              switchTo('login');
            }}
          >
            {t('auth.backToLogin')}
          </button>
        </p>
      </div>
    );
  }

  const say = (said: Said) => ('text' in said ? said.text : t(said.key));
  const fieldError = (field: AuthField) => {
    const said = problems?.fields[field];
    return said ? say(said) : undefined;
  };
  const problem = problems ? say(problems.message) : '';
  const termsRefused = problems !== null && 'key' in problems.message && (problems.message.key === MESSAGES.termsRequired || problems.message.key === MESSAGES.termsRequiredLogin);
  const describedBy = (field: AuthField, hint?: string) => [fieldError(field) ? `${ids}-${field}-error` : null, hint].filter(Boolean).join(' ') || undefined;

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-labelledby="auth-heading">
      <div className="auth-switch" role="group" aria-label={t('auth.switch')}>
        <button type="button" aria-pressed={!signingUp} onClick={() => switchTo('login')}>
          {t('auth.title.login')}
        </button>
        <button type="button" aria-pressed={signingUp} onClick={() => switchTo('signup')}>
          {t('auth.title.signup')}
        </button>
      </div>

      <h1 id="auth-heading" className="auth-form__title">
        {t(signingUp ? 'auth.title.signup' : 'auth.title.login')}
      </h1>
      <p className="auth-form__lead muted">{t(signingUp ? 'auth.lead.signup' : 'auth.lead.login')}</p>

      {problem && (
        <div className="notice notice--error auth-form__error" role="alert" tabIndex={-1} ref={errorRef}>
          {problem}
        </div>
      )}

      {signingUp && (
        <FormField id={`${ids}-name`} label={t('auth.field.name')} required error={fieldError('name')}>
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

      <FormField id={`${ids}-email`} label={t('auth.field.email')} required error={fieldError('email')}>
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

      <FormField id={`${ids}-password`} label={t('auth.field.password')} required error={fieldError('password')}>
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
            <Message id={showPassword ? 'auth.password.hide' : 'auth.password.show'} values={{ hidden: (chunks) => <span className="visually-hidden">{chunks}</span> }} />
          </button>
        </div>
        {signingUp ? (
          <p className="field__hint" id={`${ids}-password-hint`}>
            {t('auth.password.hint')}
          </p>
        ) : (
          <p className="field__hint">
            <Link to="/forgot-password">{t('auth.forgot')}</Link>
          </p>
        )}
      </FormField>

      <label className="check auth-form__terms">
        <input
          type="checkbox"
          name="terms"
          checked={values.agreed}
          onChange={(e) => set('agreed', e.target.checked)}
          aria-invalid={termsRefused ? true : undefined}
        />
        {/* The links open in a new tab, so what is typed here stays; the full stop is inside the privacy link, so the box's name reads the same everywhere. */}
        <span>
          <Message
            id="auth.terms"
            values={{
              terms: (chunks) => (
                <Link to="/terms" target="_blank">
                  {chunks}
                </Link>
              ),
              privacy: (chunks) => (
                <Link to="/privacy" target="_blank">
                  {chunks}
                </Link>
              ),
            }}
          />
        </span>
      </label>

      <button type="submit" className="button button--accent button--block auth-form__submit" disabled={sending}>
        {t(sending ? (signingUp ? 'auth.signingUp' : 'auth.loggingIn') : 'auth.continue')}
      </button>

      <p className="auth-form__alt">
        {signingUp ? (
          <>
            {t('auth.haveAccount')}{' '}
            <button type="button" className="link-button" onClick={() => switchTo('login')}>
              {t('auth.loginHere')}
            </button>
          </>
        ) : (
          <>
            {t('auth.newToKapor')}{' '}
            <button type="button" className="link-button" onClick={() => switchTo('signup')}>
              {t('auth.createAccount')}
            </button>
          </>
        )}
      </p>
    </form>
  );
}
