import type { SchemaName } from "./schema-validator.ts";

/** A field an editor's file may still name the old way: in `schema`, inside the group at `group`. */
interface RenamedField {
  schema: SchemaName;
  /** Where the field sits, as key names from the top of the file; empty for a top-level field. */
  group: readonly string[];
  from: string;
  to: string;
}

/**
 * Fields that changed their name. The check tells an editor whose file still uses the old name to
 * rename the key, instead of calling it unknown and the new one missing.
 */
const RENAMED_FIELDS: readonly RenamedField[] = [
  { schema: "chat", group: [], from: "texts", to: "labels" },
  { schema: "chat", group: [], from: "meetingTexts", to: "meetingLabels" },
];

const sameGroup = (field: RenamedField, schema: SchemaName, group: readonly (string | number)[]) =>
  field.schema === schema && field.group.length === group.length && field.group.every((key, at) => key === group[at]);

/** The field's new name, when `name` in the group at `group` is an old one. */
export function renamedTo(schema: SchemaName, group: readonly (string | number)[], name: string): string | undefined {
  return RENAMED_FIELDS.find((field) => sameGroup(field, schema, group) && field.from === name)?.to;
}

/** The old name of `name` in the group at `group`, when the file still uses it there. */
export function writtenUnderOldName(
  schema: SchemaName,
  group: readonly (string | number)[],
  name: string,
  value: unknown,
): string | undefined {
  const old = RENAMED_FIELDS.find((field) => sameGroup(field, schema, group) && field.to === name)?.from;
  return old !== undefined && value !== null && typeof value === "object" && Object.hasOwn(value, old) ? old : undefined;
}
