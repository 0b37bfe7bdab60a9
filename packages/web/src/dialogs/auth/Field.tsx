import type { HTMLAttributes, ReactNode } from 'react';

export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Already in the display locale. */
  error?: string | undefined;
  type?: 'text' | 'password' | 'email' | 'tel';
  maxLength?: number;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  disabled?: boolean;
  /** Beside the input: a captcha image, a "get code" button. */
  addon?: ReactNode;
  /** Before the input: an area code picker, a fixed phone prefix. */
  prefix?: ReactNode;
}

/** A labelled input whose error sits right under it and is tied to it for assistive technology. */
export function TextField(props: TextFieldProps) {
  const { id, label, error, addon, prefix } = props;
  const errorId = `${id}-error`;
  return (
    <div className={`auth-field ${error ? 'auth-field-invalid' : ''}`}>
      <label className="auth-label" htmlFor={id}>
        {label}
      </label>
      <div className="auth-control">
        {prefix}
        <input
          id={id}
          className="auth-input"
          type={props.type ?? 'text'}
          value={props.value}
          maxLength={props.maxLength}
          placeholder={props.placeholder}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          disabled={props.disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => props.onChange(event.target.value)}
          onBlur={props.onBlur}
        />
        {addon}
      </div>
      {error && (
        <p id={errorId} className="auth-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The server's answer to the last submit, above the button (SPEC §8: "show the server message"). */
export function ServerMessage({ message }: { message: string }) {
  if (!message) return null;
  return (
    <p className="auth-server-message" role="alert">
      {message}
    </p>
  );
}

export function SubmitButton(props: { enabled: boolean; busy: boolean; label: string; busyLabel: string }) {
  return (
    <button
      type="submit"
      className="btn btn-primary auth-submit"
      disabled={!props.enabled || props.busy}
      aria-busy={props.busy || undefined}
    >
      {props.busy ? props.busyLabel : props.label}
    </button>
  );
}
