import { Box, Typography } from '@mui/material';
import { Labeled, SelectField, TextField, useRecordContext, useTranslate } from 'react-admin';
import { KoreaTimeField } from '../../fields/KoreaTimeField';
import { localeChoices, treatmentChoices } from '../../choices';
import { FormFiles } from './FormFiles';
import { PhoneField } from '../../fields/PhoneField';
import { DetailGrid } from '../../layout/DetailGrid';

interface Consent {
  code: string;
  version: string | null;
  agreed: boolean;
  at: string;
}

function Consents() {
  const record = useRecordContext<{ id: number; consents?: Consent[] }>();
  const translate = useTranslate();
  const consents = record?.consents ?? [];
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {consents.map((consent) => (
        <Typography component="li" variant="body2" key={consent.code}>
          {translate(`app.termCodes.${consent.code}`, { _: consent.code })}
          {consent.version ? ` (${translate('app.consents.version', { version: consent.version })})` : ''}
          {': '}
          <strong>{translate(consent.agreed ? 'app.consents.agreed' : 'app.consents.declined')}</strong>
        </Typography>
      ))}
    </Box>
  );
}

/** What the visitor sent, read-only: staff change only the status and the memo. */
export function FormDetails() {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%', maxWidth: 900, mb: 2 }}>
      <DetailGrid columns="1fr 1fr">
        <KoreaTimeField source="createdAt" />
        <SelectField source="treatment" choices={treatmentChoices} />
        <TextField source="name" />
        <PhoneField source="phone" />
        <TextField source="email" emptyText="app.none" />
        <SelectField source="locale" choices={localeChoices} />
      </DetailGrid>
      <Labeled source="message" fullWidth>
        <TextField source="message" sx={{ whiteSpace: 'pre-wrap', display: 'block' }} />
      </Labeled>
      <Labeled source="consents" fullWidth>
        <Consents />
      </Labeled>
      <Labeled source="files" fullWidth>
        <FormFiles />
      </Labeled>
      <Typography variant="caption" color="text.secondary">
        {translate('resources.forms.helper.privacy')}
      </Typography>
    </Box>
  );
}
