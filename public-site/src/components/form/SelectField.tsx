import type { ReactNode, SelectHTMLAttributes } from 'react';
import type { FieldKit } from '../../lib/forms/fieldKit';
import { useI18n } from '../../lib/i18n';
import { describe, FieldError, Mark } from '../form';

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id' | 'required'>;

/** A labelled, required choice whose first option asks to choose (a treatment, a category). */
export function SelectField({
  kit,
  name,
  label,
  mark = <Mark required />,
  options,
  ...select
}: SelectProps & {
  kit: FieldKit;
  name: string;
  label: string;
  /** What the label says after its text ("Required" by default). */
  mark?: ReactNode;
  /** `[value, text]` of each choice. */
  options: ReadonlyArray<readonly [string, string]>;
}) {
  const { t } = useI18n();
  return (
    <div className="field">
      <label htmlFor={kit.id(name)}>
        {label} {mark}
      </label>
      <select {...describe(kit, name)} required {...select}>
        <option value="" disabled>
          {t('consultation.choose')}
        </option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      <FieldError kit={kit} name={name} />
    </div>
  );
}
