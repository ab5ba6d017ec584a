import {
  PasswordInput,
  SelectInput,
  TextInput,
  maxLength,
  regex,
  required,
  useGetIdentity,
  useRecordContext,
  type Validator,
} from 'react-admin';
import { Stack } from '@mui/material';
import { ACCOUNT_NAME_MAX, PASSWORD_RULE } from '@clinic/contract';
import { accountStatusChoices, staffRoleChoices } from '../../choices';
import { username as usernameRule } from '../../inputs/parse';

const R = 'resources.user/admins.helper';

type Values = Record<string, unknown>;

const samePassword: Validator = (value: unknown, values: Values) =>
  (value || values.password) && value !== values.password ? 'app.validation.passwordMismatch' : undefined;

/** What the API's adminCreate takes (the confirmation stays in the browser). */
export function adminCreateTransform(data: Values): Values {
  return {
    username: typeof data.username === 'string' ? data.username.trim() : data.username,
    password: data.password,
    name: data.name,
    role: data.role,
  };
}

/** What adminUpdate takes; the password only when staff typed a new one (a reset). */
export function adminUpdateTransform(data: Values): Values {
  return {
    name: data.name,
    role: data.role,
    status: data.status,
    ...(typeof data.password === 'string' && data.password ? { password: data.password } : {}),
  };
}

/** Nobody disables their own account (the API refuses it too); another staff member can. */
function StatusInput() {
  const record = useRecordContext<{ id: number }>();
  const { identity } = useGetIdentity();
  const self = !!record && !!identity && String(identity.id) === String(record.id);
  return (
    <SelectInput
      source="status"
      choices={accountStatusChoices}
      validate={required()}
      disabled={self}
      helperText={self ? `${R}.self` : `${R}.status`}
      sx={{ width: { xs: '100%', sm: 'calc(50% - 8px)' } }}
    />
  );
}

/**
 * The one form body shared by Create and Edit (rules from the contract's adminCreate and
 * adminUpdate). On Create the password is the first one; on Edit it is filled only to reset it.
 */
export function AdminInputs({ creating = false }: { creating?: boolean }) {
  const passwordRules = creating
    ? [required(), regex(PASSWORD_RULE, 'app.validation.password')]
    : [regex(PASSWORD_RULE, 'app.validation.password')];
  return (
    <Stack sx={{ width: '100%', maxWidth: 900 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput
          source="username"
          validate={creating ? [required(), usernameRule] : undefined}
          disabled={!creating}
          helperText={creating ? `${R}.username` : `${R}.usernameFixed`}
          autoComplete="off"
          fullWidth
        />
        <TextInput source="name" validate={[required(), maxLength(ACCOUNT_NAME_MAX)]} fullWidth />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {/* 관리자 or 직원: what this account may do, checked by the API on every call. */}
        <SelectInput
          source="role"
          choices={staffRoleChoices}
          defaultValue="staff"
          validate={required()}
          helperText={`${R}.role`}
          sx={{ width: { xs: '100%', sm: 'calc(50% - 8px)' } }}
        />
        {!creating && <StatusInput />}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <PasswordInput
          source="password"
          label={creating ? undefined : `resources.user/admins.fields.newPassword`}
          validate={passwordRules}
          helperText={creating ? `${R}.password` : `${R}.reset`}
          autoComplete="new-password"
          fullWidth
        />
        <PasswordInput
          source="passwordConfirm"
          validate={creating ? [required(), samePassword] : samePassword}
          autoComplete="new-password"
          fullWidth
        />
      </Stack>
    </Stack>
  );
}
