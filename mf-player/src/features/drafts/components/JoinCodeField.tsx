// The join code box (docs/player-area.md#join-form): the 6-digit code, 123456 as the example; a phone offers its number pad.
import { Field, normalizeJoinCode } from '@reality-draft/kit';
import { JOIN_CODE_LENGTH } from '@reality-draft/events';

export function JoinCodeField({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  return (
    <Field
      label="Join Code"
      name="joinCode"
      placeholder="123456"
      autoComplete="off"
      inputMode="numeric"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={JOIN_CODE_LENGTH}
      value={value}
      onChange={(event) => onChange(normalizeJoinCode(event.target.value))}
      hint={`The ${JOIN_CODE_LENGTH}-digit code your admin shared with you, e.g. 123456.`}
      className="[&_input]:font-mono [&_input]:uppercase [&_input]:tracking-[0.3em]"
    />
  );
}
