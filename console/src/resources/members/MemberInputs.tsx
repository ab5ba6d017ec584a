import { DateInput, PasswordInput, SelectInput, TextInput, email, maxLength, regex, required } from 'react-admin';
import { Stack } from '@mui/material';
import { ACCOUNT_NAME_MAX, EMAIL_MAX, PASSWORD_RULE } from '@clinic/contract';
import { accountStatusChoices, memberKindChoices } from '../../choices';
import { OrderedReferenceInput } from '../../inputs/OrderedReferenceInput';
import { digitsOnly, phoneNumber, username as usernameRule } from '../../inputs/parse';

const R = 'resources.users.helper';

/** The empty choice is no level (null), not an empty string. */
const noLevel = (value: unknown) => (value === '' || value === undefined ? null : value);

type Values = Record<string, unknown>;

/** One input alone on its row, as wide as the paired ones. */
const HALF = { width: { xs: '100%', sm: 'calc(50% - 8px)' } };

/** What the API's memberCreate takes (nothing else from the form goes up). */
export function memberCreateTransform(data: Values): Values {
  return {
    kind: data.kind,
    username: typeof data.username === 'string' ? data.username.trim() : data.username,
    password: data.password,
    name: data.name,
    email: data.email,
    phone: digitsOnly(data.phone),
    birthDate: data.birthDate || null,
    levelId: data.levelId ?? null,
  };
}

/** What the API's memberUpdate takes: personal fields, level and status (not kind, username, consents). */
export function memberUpdateTransform(data: Values): Values {
  return {
    name: data.name,
    email: data.email,
    phone: digitsOnly(data.phone),
    levelId: data.levelId ?? null,
    status: data.status,
  };
}

/**
 * The one form body shared by Create and Edit (rules from the contract's memberCreate and
 * memberUpdate). Kind, username, password and birth date are set once, at creation; the status only
 * exists once the member does.
 */
export function MemberInputs({ creating = false }: { creating?: boolean }) {
  return (
    <Stack sx={{ width: '100%', maxWidth: 900 }}>
      {creating && (
        <>
          <SelectInput
            source="kind"
            choices={memberKindChoices}
            validate={required()}
            helperText={`${R}.kind`}
            sx={HALF}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextInput
              source="username"
              validate={[required(), usernameRule]}
              helperText={`${R}.username`}
              autoComplete="off"
              fullWidth
            />
            <PasswordInput
              source="password"
              validate={[required(), regex(PASSWORD_RULE, 'app.validation.password')]}
              helperText={`${R}.password`}
              autoComplete="new-password"
              fullWidth
            />
          </Stack>
        </>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput
          source="name"
          validate={[required(), maxLength(ACCOUNT_NAME_MAX)]}
          helperText={`${R}.name`}
          fullWidth
        />
        {creating && <DateInput source="birthDate" helperText={`${R}.birthDate`} fullWidth />}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput
          source="email"
          type="email"
          validate={[required(), email(), maxLength(EMAIL_MAX)]}
          autoComplete="off"
          fullWidth
        />
        <TextInput
          source="phone"
          validate={[required(), phoneNumber]}
          helperText={`${R}.phone`}
          autoComplete="off"
          fullWidth
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <OrderedReferenceInput source="levelId" reference="users/levels">
          <SelectInput
            parse={noLevel}
            emptyText="app.none"
            helperText={`${R}.levelId`}
            fullWidth={!creating}
            sx={creating ? HALF : undefined}
          />
        </OrderedReferenceInput>
        {!creating && (
          <SelectInput
            source="status"
            choices={accountStatusChoices}
            validate={required()}
            helperText={`${R}.status`}
            fullWidth
          />
        )}
      </Stack>
    </Stack>
  );
}
