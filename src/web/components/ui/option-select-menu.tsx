// OptionSelect once in use: the Radix select (option-select.tsx loads it on first use).
import type { FormFieldControlProps } from './form-field.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select.tsx';

export type Option = { value: string; label: string };

export type OptionSelectProps = Partial<FormFieldControlProps> & {
  value: string | undefined;
  onChange: (value: string) => void;
  options: Option[];
  placeholder?: string;
  disabled?: boolean;
  'aria-label'?: string;
};

export function OptionSelectMenu({
  value,
  onChange,
  options,
  placeholder = 'Select…',
  disabled,
  defaultOpen,
  ...control
}: OptionSelectProps & { defaultOpen: boolean }) {
  return (
    // always controlled: '' (nothing chosen) shows the placeholder, so a form's reset clears it too
    <Select value={value ?? ''} onValueChange={onChange} disabled={disabled} defaultOpen={defaultOpen}>
      <SelectTrigger {...control}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((o) => (
          <SelectItem key={o.value} value={o.value}>
            {o.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
