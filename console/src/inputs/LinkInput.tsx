import { TextInput, maxLength } from 'react-admin';
import { LINK_MAX } from '@clinic/contract';
import { keepText, link } from './parse';

/** A link on the site (popups, banners, the settings): empty, a path here or an http(s) address, at most LINK_MAX. */
export function LinkInput({ source, helperText }: { source: string; helperText: string }) {
  return (
    <TextInput
      source={source}
      validate={[link, maxLength(LINK_MAX)]}
      helperText={helperText}
      parse={keepText}
      fullWidth
    />
  );
}
