import { TextInput, regex, required, type TextInputProps } from 'react-admin';
import { KEY_RULE } from '@clinic/contract';

/** A key in the site's addresses (a FAQ category's code, a board's key): the contract's KEY_RULE. */
export function KeyInput(props: TextInputProps) {
  return <TextInput validate={[required(), regex(KEY_RULE, 'app.validation.code')]} {...props} />;
}
