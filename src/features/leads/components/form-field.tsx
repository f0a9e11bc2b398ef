import { useId } from "react";

const CONTROL =
  "mt-2 block w-full rounded-lg border bg-surface px-4 py-3 text-fg placeholder:text-fg-faint focus:border-brand-bright focus:ring-2 focus:ring-brand-bright/40 focus:outline-none";

type Common = { label: string; name: string; error?: string; required?: boolean; defaultValue?: string; maxLength?: number };
type FieldProps =
  | (Common & { as?: "input"; type?: "text" | "email" | "tel"; autoComplete?: string; placeholder?: string })
  | (Common & { as: "textarea"; rows: number; placeholder?: string })
  | (Common & { as: "select"; options: readonly string[]; emptyOption: string });

/** A labelled form control with its error message tied to it for screen readers. */
export function FormField(props: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const border = props.error ? "border-danger-line" : "border-line-strong";
  const shared = {
    id,
    name: props.name,
    required: props.required,
    defaultValue: props.defaultValue,
    "aria-invalid": props.error ? true : undefined,
    "aria-describedby": props.error ? errorId : undefined,
    className: `${CONTROL} ${border}`,
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-fg-strong">
        {props.label}
        {props.required && (
          <span aria-hidden="true" className="text-danger">
            {" "}
            *
          </span>
        )}
      </label>
      {props.as === "textarea" ? (
        <textarea {...shared} rows={props.rows} maxLength={props.maxLength} placeholder={props.placeholder} />
      ) : props.as === "select" ? (
        <select {...shared}>
          <option value="">{props.emptyOption}</option>
          {props.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...shared}
          type={props.type ?? "text"}
          autoComplete={props.autoComplete}
          maxLength={props.maxLength}
          placeholder={props.placeholder}
        />
      )}
      {props.error && (
        <p id={errorId} className="mt-1.5 text-sm text-danger">
          {props.error}
        </p>
      )}
    </div>
  );
}
