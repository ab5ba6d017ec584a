import { TextInput, maxLength, type TextInputProps } from 'react-admin';
import { keepText } from './parse';

/** An optional note of a few lines, at most `max` characters (the contract's limit), emptied as ''. */
export function NoteInput({ max, ...props }: TextInputProps & { max: number }) {
  return <TextInput multiline minRows={2} validate={maxLength(max)} parse={keepText} {...props} />;
}
