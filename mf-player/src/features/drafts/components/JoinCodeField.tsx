// The join code box: uppercased, at most 6 characters.
import { Field, normalizeJoinCode } from '@reality-draft/kit';
import { JOIN_CODE_LENGTH } from '@reality-draft/events';

export function JoinCodeField({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  return (
    <Field
      label="Join Code"
      name="joinCode"
      placeholder="123456"
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={JOIN_CODE_LENGTH}
      value={value}
      onChange={(event) => onChange(normalizeJoinCode(event.target.value))}
      hint="The 6-character code your admin shared with you."
      className="[&_input]:font-mono [&_input]:uppercase [&_input]:tracking-[0.3em]"
    />
  );
}
