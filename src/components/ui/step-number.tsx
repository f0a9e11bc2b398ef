/** The number of a step in a sequence (process, project phases, hiring steps) in a gradient disc; decorative. */
export function StepNumber({ value, className = "" }: { value: number; className?: string }) {
  return (
    <span
      className={`inline-flex size-10 items-center justify-center rounded-full bg-brand-gradient-disc font-bold text-white ${className}`}
      aria-hidden="true"
    >
      {value}
    </span>
  );
}
