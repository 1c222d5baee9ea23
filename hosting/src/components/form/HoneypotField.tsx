import { HONEYPOT_FIELD } from '@estate/domain';

const hidden = { position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' } as const;

/** Invisible to people and to screen readers; bots that fill every field give themselves away. */
export function HoneypotField() {
  return (
    <div style={hidden} aria-hidden="true">
      <label>
        Leave this field empty
        <input name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
