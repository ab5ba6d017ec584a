import { SearchInput, useTranslate, type SearchInputProps } from 'react-admin';

/** The list's `q` search, its placeholder saying what it searches (an i18n key). */
export function SearchBox({ hint, ...props }: SearchInputProps & { hint: string }) {
  const translate = useTranslate();
  return <SearchInput {...props} placeholder={translate(hint)} sx={{ minWidth: 300 }} />;
}
