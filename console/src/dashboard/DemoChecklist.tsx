import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Card, CardContent, Link, List, ListItem, Typography } from '@mui/material';
import { useAuthState, useTranslate } from 'react-admin';
import { checklistDone, DEMO_RECORDS, type DemoChecklist as Checklist, type DemoRecordKind } from '@clinic/contract';
import { API_URL } from '../providers/dataProvider';
import { httpClient } from '../providers/httpClient';
import { useAskAgainAfterSaves } from '../providers/useAskAgainAfterSaves';

const C = 'app.dashboard.checklist';
const KEY = ['dashboard', 'checklist'] as const;
/** Where staff replace each kind of record. */
const RECORD_PATHS: Record<DemoRecordKind, string> = {
  doctors: '/clinic/doctors',
  videos: '/clinic/videos',
  photos: '/clinic/photos',
  reviews: '/clinic/reviews',
};
const SETTINGS_PATH = '/setting/clinic';
const TERMS_PATH = '/terms';

/** The checklist, asked again after any change staff save (so an item leaves as soon as it is replaced). */
function useChecklist(): Checklist | undefined {
  const { authenticated } = useAuthState();
  const { data } = useQuery({
    queryKey: KEY,
    queryFn: async ({ signal }) => (await httpClient(`${API_URL}/clinic/checklist`, { signal })).json as Checklist,
    enabled: authenticated === true,
    retry: false,
  });
  useAskAgainAfterSaves(KEY);
  return data;
}

/**
 * "아직 예시로 남아 있는 것": what the public site still shows from the first run (placeholder
 * settings, empty button links, example records), each a link to where staff replace it. Gone once
 * everything is replaced.
 */
export function DemoChecklist() {
  const translate = useTranslate();
  const list = useChecklist();
  if (!list || checklistDone(list)) return null;
  const fieldNames = (fields: string[]) =>
    fields.map((field) => translate(`resources.setting.fields.${field}`)).join(', ');
  const items = [
    ...(list.settings.length
      ? [
          {
            key: 'settings',
            to: SETTINGS_PATH,
            text: translate(`${C}.settings`, { fields: fieldNames(list.settings) }),
          },
        ]
      : []),
    ...(list.links.length
      ? [{ key: 'links', to: SETTINGS_PATH, text: translate(`${C}.links`, { fields: fieldNames(list.links) }) }]
      : []),
    ...DEMO_RECORDS.filter((kind) => list.records[kind] > 0).map((kind) => ({
      key: kind,
      to: RECORD_PATHS[kind],
      text: translate(`${C}.records.${kind}`, { smart_count: list.records[kind] }),
    })),
    ...(list.terms.length
      ? [
          {
            key: 'terms',
            to: TERMS_PATH,
            text: translate(`${C}.terms`, {
              names: list.terms.map((code) => translate(`app.termCodes.${code}`)).join(', '),
            }),
          },
        ]
      : []),
  ];
  return (
    <Card variant="outlined" component="section" aria-labelledby="demo-checklist-title" data-testid="demo-checklist">
      <CardContent>
        <Typography id="demo-checklist-title" variant="h6" component="h2">
          {translate(`${C}.title`)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(`${C}.intro`)}
        </Typography>
        <List dense>
          {items.map((item) => (
            <ListItem key={item.key} disableGutters data-item={item.key}>
              <Link component={RouterLink} to={item.to}>
                {item.text}
              </Link>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
