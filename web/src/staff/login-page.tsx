// The console's sign-in: e-mail and password, then the TOTP code or the security key when the
// account has a verified factor (the auth provider rejects with SecondFactorRequired). Signs in on the site's own
// session.
import { Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useBasename, useCheckAuth, useLogin, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { SecondFactorRequired, type LoginParams } from './auth-provider';

function LoginForm() {
  const login = useLogin();
  const notify = useNotify();
  const translate = useTranslate();
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [factors, setFactors] = useState({ code: true, securityKey: false });
  const [busy, setBusy] = useState(false);
  const [values, setValues] = useState({ email: '', password: '', code: '' });

  const signIn = async (params: LoginParams) => {
    setBusy(true);
    try {
      await login(params);
    } catch (error) {
      if (error instanceof SecondFactorRequired) {
        setFactors(error.factors);
        setStep('code');
      } else notify(error instanceof Error ? error.message : 'ra.auth.sign_in_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void signIn(step === 'code' ? { code: values.code } : { email: values.email, password: values.password });
  };
  const field = (name: keyof typeof values) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  return (
    <CardContent component="form" onSubmit={submit} noValidate={false}>
      <Stack spacing={2}>
        <Typography component="h1" variant="h6" sx={{ textAlign: 'center' }}>
          {translate('staff.title')}
        </Typography>
        {step === 'password' && (
          <>
            <TextField
              {...field('email')}
              id="staff-email"
              type="email"
              autoComplete="username"
              label={translate('staff.login.email')}
              required
              autoFocus
            />
            <TextField
              {...field('password')}
              id="staff-password"
              type="password"
              autoComplete="current-password"
              label={translate('staff.login.password')}
              required
            />
          </>
        )}
        {step === 'code' && factors.securityKey && (
          <>
            <Typography variant="body2">{translate('staff.login.key_help')}</Typography>
            <Button
              type="button"
              variant="contained"
              disabled={busy}
              autoFocus
              onClick={() => void signIn({ securityKey: true })}
            >
              {translate('staff.login.key_verify')}
            </Button>
          </>
        )}
        {step === 'code' && factors.code && (
          <>
            <Typography variant="body2">
              {translate(factors.securityKey ? 'staff.login.key_or_code' : 'staff.login.code_help')}
            </Typography>
            <TextField
              {...field('code')}
              id="staff-code"
              label={translate('staff.login.code')}
              autoComplete="one-time-code"
              required
              autoFocus={!factors.securityKey}
              slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]{6}', maxLength: 6 } }}
            />
          </>
        )}
        {(step === 'password' || factors.code) && (
          <Button type="submit" variant={factors.securityKey ? 'outlined' : 'contained'} disabled={busy}>
            {translate(step === 'code' ? 'staff.login.verify' : 'ra.auth.sign_in')}
          </Button>
        )}
      </Stack>
    </CardContent>
  );
}

// The screen's content is the page's main landmark (axe: landmark-one-main, region). Not
// react-admin's <Login>: already signed in, it sends the browser to the site's "/" (it navigates
// past the console's basename), where the console shows nothing; here the console's home opens.
export function LoginPage() {
  const checkAuth = useCheckAuth();
  const basename = useBasename();
  const navigate = useNavigate();
  useEffect(() => {
    checkAuth({}, false)
      .then(() => navigate(`${basename}/`))
      .catch(() => undefined);
  }, [checkAuth, basename, navigate]);
  return (
    <Box
      component="main"
      sx={{ display: 'flex', minHeight: '100vh', alignItems: 'center', justifyContent: 'center', p: 2 }}
    >
      <Card sx={{ width: '100%', maxWidth: '24rem' }}>
        <LoginForm />
      </Card>
    </Box>
  );
}
