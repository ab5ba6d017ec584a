import { Box, List as MuiList, ListItem, ListItemText, TableCell, TableRow, Typography } from '@mui/material';
import {
  BooleanField,
  RecordContextProvider,
  SelectField,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { DocumentKind } from '@clinic/contract';
import { KoreaTimeField } from '../../fields/KoreaTimeField';
import { DownloadButton, sizeText } from '../../fields/DownloadButton';
import { memberKindChoices } from '../../choices';
import { API_URL } from '../../providers/dataProvider';
import { DetailGrid } from '../../layout/DetailGrid';
import { SmallTable } from '../../layout/SmallTable';

interface Consent {
  code: string;
  version: string | null;
  agreed: boolean;
  at: string;
}

interface MemberDocument {
  id: number;
  kind: DocumentKind;
  name: string;
  mime: string;
  size: number;
  createdAt: string;
}

interface Member {
  id: number;
  status: string;
  withdrawnAt: string | null;
  consents?: Consent[];
  documents?: MemberDocument[];
}

const T = 'resources.users';

function Section({ title }: { title: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mt: 1, mb: 1 }}>
      {translate(title)}
    </Typography>
  );
}

/** What is set once (kind, username, birth date) and what the member decides (marketing), read-only. */
export function MemberAccount() {
  const record = useRecordContext<Member>();
  return (
    <DetailGrid columns={{ sm: '1fr 1fr', md: '1fr 1fr 1fr' }} sx={{ width: '100%', maxWidth: 900 }}>
      <TextField source="username" />
      <SelectField source="kind" choices={memberKindChoices} />
      <TextField source="birthDate" emptyText="-" />
      <KoreaTimeField source="createdAt" />
      <KoreaTimeField source="lastLoginAt" emptyText="-" />
      <BooleanField source="marketing" />
      {record?.withdrawnAt && <KoreaTimeField source="withdrawnAt" />}
    </DetailGrid>
  );
}

/** Each consent the member gave or declined at sign-up, with the version of the terms and the time. */
export function MemberConsents() {
  const record = useRecordContext<Member>();
  const translate = useTranslate();
  const consents = record?.consents ?? [];
  return (
    <Box sx={{ width: '100%', maxWidth: 900, mb: 2 }}>
      <Section title={`${T}.fields.consents`} />
      {consents.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate(`${T}.helper.noConsents`)}
        </Typography>
      ) : (
        <SmallTable
          headers={['term', 'version', 'answer', 'at'].map((column) => translate(`${T}.consentTable.${column}`))}
        >
          {consents.map((consent, index) => (
            <RecordContextProvider key={`${consent.code}-${index}`} value={{ id: index, ...consent }}>
              <TableRow>
                <TableCell>{translate(`app.termCodes.${consent.code}`, { _: consent.code })}</TableCell>
                <TableCell>{consent.version ?? '-'}</TableCell>
                <TableCell>
                  <Typography
                    variant="body2"
                    component="span"
                    color={consent.agreed ? 'text.primary' : 'text.secondary'}
                    sx={{ fontWeight: consent.agreed ? 600 : 400 }}
                  >
                    {translate(consent.agreed ? 'app.consents.agreed' : 'app.consents.declined')}
                  </Typography>
                </TableCell>
                <TableCell>
                  <KoreaTimeField source="at" />
                </TableCell>
              </TableRow>
            </RecordContextProvider>
          ))}
        </SmallTable>
      )}
    </Box>
  );
}

/** An institution's documents (business registration, employment certificate), each downloadable. */
export function MemberDocuments() {
  const record = useRecordContext<Member>();
  const translate = useTranslate();
  if (!record) return null;
  const documents = record.documents ?? [];
  return (
    <Box sx={{ width: '100%', maxWidth: 900 }}>
      <Section title={`${T}.fields.documents`} />
      {documents.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate(`${T}.helper.noDocuments`)}
        </Typography>
      ) : (
        <MuiList dense disablePadding>
          {documents.map((doc) => {
            const kind = translate(`app.documentKinds.${doc.kind}`, { _: doc.kind });
            return (
              <RecordContextProvider key={doc.id} value={doc}>
                <ListItem
                  disableGutters
                  secondaryAction={
                    <DownloadButton
                      url={`${API_URL}/users/${record.id}/documents/${doc.id}`}
                      name={doc.name}
                      label={translate(`${T}.helper.downloadDocument`, { kind })}
                    />
                  }
                >
                  <ListItemText
                    primary={`${kind} · ${doc.name}`}
                    secondary={
                      <>
                        {sizeText(doc.size)}
                        {' · '}
                        <KoreaTimeField source="createdAt" />
                      </>
                    }
                    sx={{ pr: 16 }}
                  />
                </ListItem>
              </RecordContextProvider>
            );
          })}
        </MuiList>
      )}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {translate(`${T}.helper.documents`)}
      </Typography>
    </Box>
  );
}
