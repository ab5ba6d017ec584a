import { Chip, Stack } from '@mui/material';
import { DataTable, List, TextField, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import type { ConsolePageLanguage, Locale } from '@clinic/contract';
import { ListActions } from '../../layout/ListActions';
import { ListHelp } from '../../layout/ListHelp';
import { ResponsiveList } from '../../layout/ResponsiveList';
import { TimeColumn } from '../../fields/TimeColumn';
import { KoreaTimeField } from '../../fields/KoreaTimeField';
import { CONTENT_LOCALES } from '../../inputs/TranslatedInputs';

const F = 'resources.pages.fields';
const T = 'resources.page-texts';

type PageRecord = RaRecord & { key: string; title: string; languages: Record<Locale, ConsolePageLanguage> };

/** Each language of the page: published (nothing to say), with a draft, or 번역 확인 필요. */
function LanguageStates() {
  const record = useRecordContext<PageRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {CONTENT_LOCALES.map((locale) => {
        const language = record.languages[locale];
        if (!language) return null;
        const states = [
          language.needsCheck ? translate(`${T}.needsCheck`) : null,
          language.hasDraft ? translate(`${T}.draft`) : null,
        ].filter(Boolean);
        return (
          <Chip
            key={locale}
            size="small"
            variant={states.length ? 'filled' : 'outlined'}
            color={language.needsCheck ? 'warning' : language.hasDraft ? 'info' : 'default'}
            label={`${translate(`app.locales.${locale}`)}${states.length ? ` · ${states.join(' · ')}` : ''}`}
            data-testid={`state-${locale}`}
          />
        );
      })}
    </Stack>
  );
}

/** Opens the page's Korean text; the editor links to the other languages. */
const editKorean = (_id: unknown, _resource: unknown, record: RaRecord) =>
  `/page-texts/${(record as PageRecord).languages.ko.textId}`;

/** The public pages whose words staff write, by address: title, each language's state, last change. */
export function PageList() {
  return (
    <List actions={<ListActions create={false} filter={false} />} pagination={false} perPage={100}>
      <ListHelp text="resources.pages.helper.list" />
      <ResponsiveList
        primaryText={(record) => String(record.title ?? '')}
        secondaryText={
          <>
            <TextField source="key" /> · <KoreaTimeField source="updatedAt" />
            <LanguageStates />
          </>
        }
        rowClick={editKorean}
      >
        <DataTable rowClick={editKorean} bulkActionButtons={false}>
          <DataTable.Col source="title" label={`${F}.title`} disableSort />
          <DataTable.Col source="key" disableSort sx={{ whiteSpace: 'nowrap' }} />
          <DataTable.Col label={`${F}.languages`} disableSort>
            <LanguageStates />
          </DataTable.Col>
          <TimeColumn source="updatedAt" />
          <DataTable.Col source="updatedBy" disableSort />
        </DataTable>
      </ResponsiveList>
    </List>
  );
}
