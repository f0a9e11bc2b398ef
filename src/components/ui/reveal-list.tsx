/**
 * A list of cards that fade in as they scroll into view (`data-reveal` on each item): the case-study
 * grid, open positions, contact details, related articles. The caller sets the layout classes.
 */
export function RevealList<T>({
  items,
  keyOf,
  className,
  children,
}: {
  items: readonly T[];
  keyOf: (item: T) => string;
  className: string;
  children: (item: T) => React.ReactNode;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={keyOf(item)} data-reveal>
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
