import { useState } from 'react';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import {
  Form,
  HttpError,
  PasswordInput,
  SaveButton,
  Title,
  regex,
  required,
  useNotify,
  useTranslate,
  type Validator,
} from 'react-admin';
import { PASSWORD_RULE } from '@clinic/contract';
import { API_URL } from '../providers/dataProvider';
import { httpClient } from '../providers/httpClient';
import { refreshAccessToken } from '../providers/session';

const P = 'app.password';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  newPasswordConfirm: string;
}

const sameAsNew: Validator = (value: unknown, values: Partial<PasswordValues>) =>
  value && value !== values.newPassword ? 'app.validation.passwordMismatch' : undefined;

/**
 * The staff member's own password. The server ends every other session of the account and refuses
 * access tokens issued before the change; this one continues after one token refresh.
 */
export function PasswordPage() {
  const translate = useTranslate();
  const notify = useNotify();
  // A new key empties the form after a change.
  const [round, setRound] = useState(0);

  const submit = async (values: Record<string, unknown>) => {
    const { currentPassword, newPassword, newPasswordConfirm } = values as unknown as PasswordValues;
    try {
      await httpClient(`${API_URL}/password`, {
        method: 'PUT',
        body: JSON.stringify({ currentPassword, newPassword, newPasswordConfirm }),
      });
    } catch (error) {
      const body = error instanceof HttpError ? (error.body as { errors?: Record<string, string> }) : undefined;
      if (body?.errors && Object.keys(body.errors).length > 0) return body.errors;
      notify(error instanceof Error && error.message ? error.message : 'ra.notification.http_error', {
        type: 'error',
      });
      return undefined;
    }
    await refreshAccessToken();
    notify(`${P}.done`, { type: 'success' });
    setRound((n) => n + 1);
    return undefined;
  };

  return (
    <Card sx={{ mt: 2, maxWidth: 640 }}>
      <Title title={`${P}.title`} />
      <CardContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(`${P}.helper`)}
        </Typography>
        <Form key={round} onSubmit={submit} noValidate>
          <Stack>
            <PasswordInput
              source="currentPassword"
              label={`${P}.currentPassword`}
              validate={required()}
              autoComplete="current-password"
            />
            <PasswordInput
              source="newPassword"
              label={`${P}.newPassword`}
              validate={[required(), regex(PASSWORD_RULE, 'app.validation.password')]}
              helperText={`${P}.rule`}
              autoComplete="new-password"
            />
            <PasswordInput
              source="newPasswordConfirm"
              label={`${P}.newPasswordConfirm`}
              validate={[required(), sameAsNew]}
              autoComplete="new-password"
            />
            <div>
              <SaveButton label={`${P}.submit`} alwaysEnable={false} />
            </div>
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
}
