// The console's form pieces shared by every section: a labelled field with its hint and errors,
// the ARIA wiring of a control inside it, and how a schema's type and a value read as text.
import type { ReactNode } from 'react';
import type { OpenApiDoc } from '../../shared/mock/types.ts';

export function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : Array.isArray(value) ? value.join(',') : JSON.stringify(value);
}

/**
 * A value as a hint shows it ("Default: …"): a string with nothing to see (`default: ''`) in
 * quotes; "Default:" and nothing after it read as a missing value.
 */
export function shownValue(value: unknown): string {
  return typeof value === 'string' && value.trim() === '' ? JSON.stringify(value) : asText(value);
}

export function Field({
  id,
  label,
  hint,
  children,
  errors = [],
}: {
  id: string;
  label: ReactNode;
  hint?: string;
  children: ReactNode;
  errors?: string[];
}) {
  return (
    <div className={`api-console__field${errors.length ? ' api-console__field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <p className="api-console__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {errors.length > 0 && (
        <ul className="api-console__errors" id={`${id}-errors`}>
          {errors.map((error, i) => (
            <li key={i}>{error}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** `aria-describedby` / `aria-invalid` for a control inside a Field. */
export function described(id: string, hint: boolean, errors: unknown[]) {
  const ids = [hint && `${id}-hint`, errors.length && `${id}-errors`].filter(Boolean).join(' ');
  return { 'aria-describedby': ids || undefined, 'aria-invalid': errors.length > 0 || undefined };
}

export function typeOf(schema: OpenApiDoc): string {
  const type = Array.isArray(schema.type)
    ? schema.type.filter((t: string) => t !== 'null').join(' | ')
    : schema.type;
  if (type === 'array') return `array of ${typeOf(schema.items ?? {})}`;
  return `${type ?? 'any'}${schema.format ? ` (${schema.format})` : ''}`;
}
