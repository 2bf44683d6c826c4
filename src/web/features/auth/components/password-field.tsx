import { useId, useState, type ComponentProps } from 'react';
import { TextField } from '../../../components/form-field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

type TPasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'trailing' | 'autoComplete'> & {
  autoComplete: 'current-password' | 'new-password';
};

/** A password input with a show/hide button (a pressed toggle: the same name, its state announced). */
export function PasswordField({ id, autoComplete, ...props }: TPasswordFieldProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      id={inputId}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          aria-controls={inputId}
          aria-pressed={visible}
          aria-label={t('auth.showPassword')}
          onClick={() => setVisible((shown) => !shown)}
          className="flex h-11 w-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          <EyeIcon crossed={visible} />
        </button>
      }
      {...props}
    />
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5 stroke-current"
      fill="none"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </svg>
  );
}
