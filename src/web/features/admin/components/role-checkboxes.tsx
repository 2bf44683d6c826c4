import { ROLES, type TRole } from '#core/roles.ts';
import { FieldError } from '../../../components/console/console-field.tsx';
import { labelClass } from '../../../components/console/console-styles.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/**
 * The staff roles as a group of checkboxes (a user's roles, an invitation's, a test user's, the roles
 * that need two-factor). `legend` names the group; `hideLegend` keeps it for screen readers only.
 */
export function RoleCheckboxes({
  legend,
  hideLegend = false,
  value,
  onChange,
  layout = 'grid',
  disabled,
  id,
  error,
}: {
  legend: string;
  hideLegend?: boolean;
  value: readonly TRole[];
  onChange: (roles: TRole[]) => void;
  /** `grid`: two columns (side panels); `row`: one line that wraps (a user's card). */
  layout?: 'grid' | 'row';
  disabled?: boolean;
  /** With `error` (an i18n key): the group's id, its first box focusable by it, the error read with it. */
  id?: string;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <fieldset
      disabled={disabled}
      aria-invalid={error ? true : undefined}
      aria-describedby={error && id ? `${id}-error` : undefined}
    >
      <legend className={hideLegend ? 'sr-only' : labelClass}>{legend}</legend>
      <div className={layout === 'grid' ? 'grid grid-cols-2 gap-1' : 'flex flex-wrap gap-x-4 gap-y-1'}>
        {ROLES.map((role, index) => (
          <label key={role} className="flex items-center gap-1.5 text-sm">
            <input
              id={index === 0 && id ? id : undefined}
              type="checkbox"
              checked={value.includes(role)}
              onChange={(event) =>
                onChange(event.target.checked ? [...value, role] : value.filter((other) => other !== role))
              }
              className="h-4 w-4 accent-brand-600"
            />
            {t(`admin.roles.${role}`)}
          </label>
        ))}
      </div>
      {id && <FieldError id={id} error={error} />}
    </fieldset>
  );
}
