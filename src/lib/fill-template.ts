/** Writes values into a label's `{name}` slots, e.g. "{n} experts" or "Apply for the {job.title} role". */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{([A-Za-z.]+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
