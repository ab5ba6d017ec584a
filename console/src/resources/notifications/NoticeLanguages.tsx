import { Box, Chip } from '@mui/material';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { noticeLanguages, type NoticeTranslations } from '@clinic/contract';
import { visuallyHidden } from '../../layout/visuallyHidden';

const R = 'resources.center/notifications.languages';
const EMPTY: NoticeTranslations = { title: { en: '', cn: '', jp: '' }, body: { en: '', cn: '', jp: '' } };

/** The languages a notice is written in (한국어 always, then each translation in full). */
export const languagesOf = (record: RaRecord | undefined) =>
  noticeLanguages((record?.translations as NoticeTranslations | undefined) ?? EMPTY);

/**
 * Small chips of the languages a notice reads in on the site (KO EN 中 日): a screen reader hears
 * "언어: 한국어, English". A language without its chip shows the Korean on that language's site.
 */
export function NoticeLanguages() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const languages = languagesOf(record);
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'nowrap', gap: 0.5, verticalAlign: 'middle' }}>
      <Box component="span" sx={visuallyHidden}>
        {translate(`${R}.label`)}:{' '}
      </Box>
      {languages.map((locale, i) => (
        <Chip
          key={locale}
          size="small"
          variant={locale === 'ko' ? 'outlined' : 'filled'}
          sx={{ height: 20, '& .MuiChip-label': { px: 0.75, fontSize: 12 } }}
          label={
            <>
              <span aria-hidden="true">{translate(`${R}.short.${locale}`)}</span>
              <Box component="span" sx={visuallyHidden}>
                {translate(`app.locales.${locale}`)}
                {i < languages.length - 1 ? ', ' : ''}
              </Box>
            </>
          }
        />
      ))}
    </Box>
  );
}
