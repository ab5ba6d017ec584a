import type { ReactNode } from 'react';
import { BooleanInput } from 'react-admin';
import { Stack } from '@mui/material';
import { POSITION_MAX } from '@clinic/contract';
import { ImageUploadInput } from './ImageUploadInput';
import { LinkInput } from './LinkInput';
import { PositionInput } from './PositionInput';
import { ScheduleInputs } from './ScheduleInputs';
import { TranslatedInputs } from './TranslatedInputs';

/** What a new popup or banner starts with: shown, first, no link, no image, no schedule. */
export const PLACEMENT_DEFAULTS = { enabled: true, position: 0, link: '', startsAt: null, endsAt: null, image: null };

/**
 * The form of a popup or a banner (popupInput, bannerInput): `head` first (a banner's place), then its
 * texts in four languages (`children`), where a click leads, the image, whether it shows and in which
 * place, and when. `helper` is the resource's helper-text prefix.
 */
export function PlacementInputs({ helper, head, children }: { helper: string; head?: ReactNode; children: ReactNode }) {
  return (
    <Stack sx={{ width: '100%', maxWidth: 900 }}>
      {head}
      <TranslatedInputs>{children}</TranslatedInputs>
      <LinkInput source="link" helperText={`${helper}.link`} />
      <ImageUploadInput source="image" helperText={`${helper}.image`} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <BooleanInput source="enabled" helperText={`${helper}.enabled`} />
        <PositionInput max={POSITION_MAX} helperText={`${helper}.position`} />
      </Stack>
      <ScheduleInputs helper={helper} />
    </Stack>
  );
}
