import { useId, useRef, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import LockIcon from '@mui/icons-material/Lock';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import {
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  FilledInput,
  FormControl,
  FormHelperText,
  IconButton,
  InputAdornment,
  InputLabel,
} from '@mui/material';
import type { LoginTranslate } from './texts';

export interface Credentials {
  username: string;
  password: string;
}

type Field = keyof Credentials;

interface FieldProps {
  name: Field;
  label: string;
  value: string;
  error: string | undefined;
  type?: string;
  autoComplete: string;
  autoFocus?: boolean;
  endAdornment?: ReactNode;
  inputRef: Ref<HTMLInputElement>;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/**
 * A required field as react-admin's TextInput draws it with the console's theme (MUI's TextField,
 * filled, dense, small, full width), from TextField's own parts: TextField also brings MUI's Select,
 * Menu and Modal into the first script, which a login needs none of.
 */
function LoginField({
  name,
  label,
  value,
  error,
  type,
  autoComplete,
  autoFocus,
  endAdornment,
  inputRef,
  onChange,
  onBlur,
}: FieldProps) {
  const id = useId();
  return (
    <FormControl variant="filled" margin="dense" size="small" fullWidth required error={error !== undefined}>
      <InputLabel id={`${id}-label`} htmlFor={id}>
        {label}
      </InputLabel>
      <FilledInput
        id={id}
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        endAdornment={endAdornment}
        inputRef={inputRef}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-describedby={`${id}-helper-text`}
      />
      {/* A blank helper keeps the field's height, so the form does not move when an error shows. */}
      <FormHelperText id={`${id}-helper-text`}>{error ?? ' '}</FormHelperText>
    </FormControl>
  );
}

/**
 * The console's login screen, with MUI only (no react-admin): the first thing a cold visit shows,
 * before the console's code has loaded (see Entry), and react-admin's login page after a logout (see
 * ConsoleLoginPage). It looks and behaves as react-admin's own Login and LoginForm do: a card on the
 * dark background, required username and password (with the show/hide button), a spinner while the
 * credentials are checked.
 *
 * `onLogin` reports a failure itself and settles either way; the screen only waits for it.
 * `onInvalid` says the form is incomplete (react-admin's "invalid form" notification); the screen
 * puts the cursor in the first empty field.
 */
export function LoginScreen({
  translate,
  onLogin,
  onInvalid,
}: {
  translate: LoginTranslate;
  onLogin: (credentials: Credentials) => Promise<void>;
  onInvalid: () => void;
}) {
  const [values, setValues] = useState<Credentials>({ username: '', password: '' });
  const [touched, setTouched] = useState<Record<Field, boolean>>({ username: false, password: false });
  const [submitted, setSubmitted] = useState(false);
  const [visible, setVisible] = useState(false);
  const [loading, setLoading] = useState(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  // As react-admin shows a required field's error: once the field was left, or the form sent.
  const errorOf = (field: Field) =>
    (touched[field] || submitted) && !values[field] ? translate('ra.validation.required') : undefined;
  const fieldProps = (field: Field) => ({
    name: field,
    value: values[field],
    error: errorOf(field),
    onChange: (value: string) => setValues((v) => ({ ...v, [field]: value })),
    onBlur: () => setTouched((t) => ({ ...t, [field]: true })),
    inputRef: (input: HTMLInputElement | null) => {
      inputs.current[field] = input;
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (loading) return;
    const empty = (['username', 'password'] as const).find((field) => !values[field]);
    if (empty) {
      inputs.current[empty]?.focus();
      onInvalid();
      return;
    }
    setLoading(true);
    const done = () => setLoading(false);
    onLogin(values).then(done, done);
  };

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: '100vh',
        height: '1px',
        alignItems: 'center',
        justifyContent: 'flex-start',
        backgroundRepeat: 'no-repeat',
        backgroundSize: 'cover',
        backgroundImage: 'radial-gradient(circle at 50% 14em, #313264 0%, #00023b 60%, #00023b 100%)',
      }}
    >
      <Card sx={{ minWidth: 300, marginTop: '6em' }}>
        <Box sx={{ margin: '1em', display: 'flex', justifyContent: 'center' }}>
          <Avatar>
            <LockIcon />
          </Avatar>
        </Box>
        {/* The browser's own bubbles never show: the fields say what is missing, as everywhere in the console. */}
        <form noValidate onSubmit={submit}>
          <CardContent sx={{ width: 300, '&:last-child': { pb: 2 } }}>
            <LoginField
              {...fieldProps('username')}
              autoFocus
              autoComplete="username"
              label={translate('ra.auth.username')}
            />
            <LoginField
              {...fieldProps('password')}
              type={visible ? 'text' : 'password'}
              autoComplete="current-password"
              label={translate('ra.auth.password')}
              endAdornment={
                <InputAdornment position="end">
                  <IconButton
                    aria-label={translate(
                      visible ? 'ra.input.password.toggle_visible' : 'ra.input.password.toggle_hidden',
                    )}
                    onClick={() => setVisible(!visible)}
                    size="small"
                  >
                    {visible ? <Visibility fontSize="small" /> : <VisibilityOff fontSize="small" />}
                  </IconButton>
                </InputAdornment>
              }
            />
            <Button variant="contained" type="submit" color="primary" disabled={loading} fullWidth sx={{ mt: 2 }}>
              {loading ? (
                <CircularProgress size={19} thickness={3} sx={{ m: 0.3 }} aria-label={translate('ra.page.loading')} />
              ) : (
                translate('ra.auth.sign_in')
              )}
            </Button>
          </CardContent>
        </form>
      </Card>
    </Box>
  );
}
