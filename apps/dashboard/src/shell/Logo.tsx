/**
 * The Shoppable logo: a bag mark and the name, named for assistive technology. A brand mark reads
 * left to right in every locale: under `dir="rtl"` the name would start at x=30 and run leftwards
 * over the bag.
 */
export function Logo({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 132 28" width="132" height="28" role="img" aria-label={label} direction="ltr">
      <path
        d="M6 9h16l-1.5 15h-13zM10 9V7a4 4 0 018 0v2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <text x="30" y="20" fontSize="17" fontWeight="700" fill="currentColor">
        Shoppable
      </text>
    </svg>
  );
}
