import { useState } from 'react';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  AlertTitle,
  Box,
  Button as MuiButton,
  Chip,
  Stack,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Edit,
  Link,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  maxLength,
  required,
  useGetOne,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  type Validator,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import {
  PAGE_DESCRIPTION_KO_MAX,
  PAGE_DESCRIPTION_MAX,
  PAGE_LEAD_MAX,
  PAGE_TITLE_MAX,
  type ConsolePageLanguage,
  type ConsolePageText,
  type Locale,
  type PageContent,
  type PageWarning,
} from '@clinic/contract';
import { AskDialog } from '../../layout/AskDialog';
import { API_URL } from '../../providers/dataProvider';
import { httpClient } from '../../providers/httpClient';
import { CONTENT_LOCALES } from '../../inputs/TranslatedInputs';
import { KoreanBeside, PageTextContext, SectionsInput } from './BlockInputs';
import { ChangeList } from './ChangeList';
import { PreviewButton } from './PreviewButton';
import { PageRevisions } from './PageRevisions';
import { at, cleanContent, ownTextPaths } from './content';

const R = 'resources.page-texts';

/** The body of a save: the text and the version it was written on (nothing else of the record). */
const toDraft = (data: Record<string, unknown>) => ({
  content: cleanContent(data.content as PageContent),
  version: data.version as number,
});

/** The page's languages as links (this one marked), each with its state. */
function LanguageLinks() {
  const record = useRecordContext<ConsolePageText>();
  const translate = useTranslate();
  const { data: page } = useGetOne<{ id: number; languages: Record<Locale, ConsolePageLanguage> }>(
    'pages',
    { id: record?.pageId ?? 0 },
    { enabled: Boolean(record) },
  );
  if (!record) return null;
  return (
    <Stack
      component="nav"
      aria-label={translate(`${R}.languages`)}
      direction="row"
      spacing={1}
      sx={{ flexWrap: 'wrap', gap: 1 }}
    >
      {CONTENT_LOCALES.map((locale) => {
        const language = page?.languages[locale];
        const current = locale === record.locale;
        const label = `${translate(`app.locales.${locale}`)}${language?.needsCheck ? ` · ${translate(`${R}.needsCheck`)}` : ''}${language?.hasDraft ? ` · ${translate(`${R}.draft`)}` : ''}`;
        return language && !current ? (
          <Chip
            key={locale}
            label={label}
            component={Link}
            to={`/page-texts/${language.textId}`}
            clickable
            variant="outlined"
          />
        ) : (
          <Chip
            key={locale}
            label={label}
            color={current ? 'primary' : 'default'}
            aria-current={current ? 'page' : undefined}
          />
        );
      })}
    </Stack>
  );
}

/** Where the text stands: a draft not yet published, a translation behind its Korean (with the changes). */
function TextState() {
  const record = useRecordContext<ConsolePageText>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack spacing={1} sx={{ width: '100%', mb: 2 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {translate(`${R}.key`)}: <code>{record.key}</code>
      </Typography>
      {record.hasDraft && <Alert severity="info">{translate(`${R}.hasDraft`)}</Alert>}
      {record.needsCheck && (
        <Alert severity="warning" data-testid="needs-check">
          <AlertTitle>{translate(`${R}.needsCheck`)}</AlertTitle>
          {translate(`${R}.needsCheckHelp`)}
          <ChangeList changes={record.koreanChanges} />
        </Alert>
      )}
    </Stack>
  );
}

/** A title, description or lead, beside the Korean in a translation. */
function HeadInput({ field, validate }: { field: 'title' | 'description' | 'lead'; validate: Validator[] }) {
  const record = useRecordContext<ConsolePageText>();
  return (
    <KoreanBeside text={record?.source?.[field]}>
      <TextInput
        source={`content.${field}`}
        label={`${R}.fields.${field}`}
        helperText={`${R}.helper.${field}`}
        validate={validate}
        multiline={field !== 'title'}
        fullWidth
      />
    </KoreanBeside>
  );
}

/** The words of a page's own parts (a surgery's facts, the self-check's questions, the main page's sections). */
function OwnTexts() {
  const record = useRecordContext<ConsolePageText>();
  const translate = useTranslate();
  const paths = ownTextPaths(record?.published);
  if (!paths.length) return null;
  return (
    <Accordion disableGutters sx={{ width: '100%', my: 2 }} slotProps={{ heading: { component: 'h2' } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography>{translate(`${R}.own`, { smart_count: paths.length })}</Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Typography variant="body2" sx={{ mb: 2, color: 'text.secondary' }}>
          {translate(`${R}.ownHelp`)}
        </Typography>
        {paths.map((path) => (
          <KoreanBeside key={path} text={at(record?.source, path) as string | undefined}>
            <TextInput source={`content.${path}`} label={path} fullWidth multiline />
          </KoreanBeside>
        ))}
      </AccordionDetails>
    </Accordion>
  );
}

function PageTextInputs() {
  const record = useRecordContext<ConsolePageText>();
  const korean = record?.locale === 'ko';
  const head = (max: number) => (korean ? [required(), maxLength(max)] : [maxLength(max)]);
  return (
    <Box sx={{ width: '100%', maxWidth: 1200 }}>
      <PageTextContext.Provider value={record}>
        <LanguageLinks />
        <TextState />
        <HeadInput field="title" validate={head(PAGE_TITLE_MAX)} />
        <HeadInput field="description" validate={head(korean ? PAGE_DESCRIPTION_KO_MAX : PAGE_DESCRIPTION_MAX)} />
        {typeof record?.published.lead === 'string' && <HeadInput field="lead" validate={head(PAGE_LEAD_MAX)} />}
        {Array.isArray(record?.published.sections) && <SectionsInput />}
        <OwnTexts />
      </PageTextContext.Provider>
    </Box>
  );
}

interface Answer {
  json: ConsolePageText;
}

/**
 * Publish: the form is saved as the draft first (checked by the API), then published. Warnings
 * (a forbidden expression, a typed phone number) are listed and publishing waits for staff's
 * confirmation, which the revision keeps.
 */
function PublishButton() {
  const record = useRecordContext<ConsolePageText>();
  const form = useFormContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState<{ version: number; warnings: PageWarning[] } | null>(null);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const url = `${API_URL}/page-texts/${record.id}`;

  const fail = (error: unknown) => {
    const body = (error as { body?: { errors?: Record<string, string> }; message?: string }) ?? {};
    for (const [field, message] of Object.entries(body.body?.errors ?? {}))
      form.setError(field, { type: 'server', message });
    notify(body.message ?? 'ra.notification.http_error', { type: 'error' });
  };
  const publish = async (version: number, confirmed: boolean) => {
    setBusy(true);
    try {
      await httpClient(`${url}/publish`, { method: 'POST', body: JSON.stringify({ version, confirmed }) });
      setAsking(null);
      notify(`${R}.published`, { type: 'success' });
      form.reset(undefined, { keepValues: true });
      refresh();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };
  const start = async () => {
    const valid = await form.trigger();
    if (!valid) return;
    setBusy(true);
    let saved: ConsolePageText;
    try {
      const answer = (await httpClient(url, {
        method: 'PUT',
        body: JSON.stringify(toDraft(form.getValues())),
      })) as Answer;
      saved = answer.json;
    } catch (error) {
      setBusy(false);
      fail(error);
      return;
    }
    setBusy(false);
    if (!saved.hasDraft) {
      notify(`${R}.nothingToPublish`, { type: 'info' });
      form.reset(undefined, { keepValues: true });
      refresh();
      return;
    }
    if (saved.warnings.length) setAsking({ version: saved.version, warnings: saved.warnings });
    else await publish(saved.version, false);
  };
  return (
    <>
      <MuiButton variant="contained" color="secondary" onClick={() => void start()} disabled={busy}>
        {translate(`${R}.publish`)}
      </MuiButton>
      <AskDialog
        open={asking !== null}
        onClose={() => setAsking(null)}
        title={translate(`${R}.warningsTitle`)}
        question={translate(`${R}.warningsQuestion`)}
        actions={
          <>
            <MuiButton onClick={() => setAsking(null)}>{translate('ra.action.cancel')}</MuiButton>
            <MuiButton
              variant="contained"
              color="warning"
              disabled={busy}
              onClick={() => asking && void publish(asking.version, true)}
            >
              {translate(`${R}.publishAnyway`)}
            </MuiButton>
          </>
        }
      >
        <Box component="ul" sx={{ pl: 3, m: 0 }} data-testid="publish-warnings">
          {asking?.warnings.map((w, i) => (
            <li key={i}>
              <Typography variant="body2">{w.message}</Typography>
            </li>
          ))}
        </Box>
      </AskDialog>
    </>
  );
}

/** A translation read against the Korean and found right: 번역 확인 필요 is cleared, its words stay. */
function CheckedButton() {
  const record = useRecordContext<ConsolePageText>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record?.needsCheck) return null;
  const check = async () => {
    try {
      await httpClient(`${API_URL}/page-texts/${record.id}/check`, {
        method: 'POST',
        body: JSON.stringify({ version: record.version }),
      });
      notify(`${R}.checked`, { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return <MuiButton onClick={() => void check()}>{translate(`${R}.markChecked`)}</MuiButton>;
}

/** The draft thrown away: the form shows what patients read. */
function DiscardButton() {
  const record = useRecordContext<ConsolePageText>();
  const form = useFormContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  if (!record?.hasDraft) return null;
  const discard = async () => {
    try {
      await httpClient(`${API_URL}/page-texts/${record.id}/discard`, {
        method: 'POST',
        body: JSON.stringify({ version: record.version }),
      });
      setAsking(false);
      form.reset(undefined, { keepValues: true });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <>
      <MuiButton color="error" onClick={() => setAsking(true)}>
        {translate(`${R}.discard`)}
      </MuiButton>
      <AskDialog
        open={asking}
        onClose={() => setAsking(false)}
        title={translate(`${R}.discard`)}
        question={translate(`${R}.discardQuestion`)}
        actions={
          <>
            <MuiButton onClick={() => setAsking(false)}>{translate('ra.action.cancel')}</MuiButton>
            <MuiButton color="error" variant="contained" onClick={() => void discard()}>
              {translate(`${R}.discard`)}
            </MuiButton>
          </>
        }
      />
    </>
  );
}

function PageTextToolbar() {
  return (
    <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
      <SaveButton label={`${R}.saveDraft`} alwaysEnable={false} />
      <PreviewButton />
      <PublishButton />
      <CheckedButton />
      <DiscardButton />
    </Toolbar>
  );
}

/**
 * 페이지 문구 › one page in one language. Save keeps a draft (patients keep reading the published
 * words); preview shows the form as patients would see it; publish makes it live on the next
 * request. Below, every published version, each restorable.
 */
export function PageTextEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect={false} transform={toDraft} aside={undefined}>
      <SimpleForm noValidate warnWhenUnsavedChanges toolbar={<PageTextToolbar />}>
        <PageTextInputs />
      </SimpleForm>
      <PageRevisions />
    </Edit>
  );
}
