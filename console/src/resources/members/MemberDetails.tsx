import {
  Box,
  List as MuiList,
  ListItem,
  ListItemText,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {
  BooleanField,
  Labeled,
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
    <Box
      sx={{
        width: '100%',
        maxWidth: 900,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
        columnGap: 3,
      }}
    >
      <Labeled source="username">
        <TextField source="username" />
      </Labeled>
      <Labeled source="kind">
        <SelectField source="kind" choices={memberKindChoices} />
      </Labeled>
      <Labeled source="birthDate">
        <TextField source="birthDate" emptyText="-" />
      </Labeled>
      <Labeled source="createdAt">
        <KoreaTimeField source="createdAt" />
      </Labeled>
      <Labeled source="lastLoginAt">
        <KoreaTimeField source="lastLoginAt" emptyText="-" />
      </Labeled>
      <Labeled source="marketing">
        <BooleanField source="marketing" />
      </Labeled>
      {record?.withdrawnAt && (
        <Labeled source="withdrawnAt">
          <KoreaTimeField source="withdrawnAt" />
        </Labeled>
      )}
    </Box>
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
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate(`${T}.consentTable.term`)}</TableCell>
                <TableCell>{translate(`${T}.consentTable.version`)}</TableCell>
                <TableCell>{translate(`${T}.consentTable.answer`)}</TableCell>
                <TableCell>{translate(`${T}.consentTable.at`)}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
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
            </TableBody>
          </Table>
        </TableContainer>
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
